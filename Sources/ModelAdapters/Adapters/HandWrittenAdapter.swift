import Foundation
import MappingSeam
import ModelFixtures

/// The hand-written baseline through the seam: no reflection, one line per property.
public struct HandWrittenImplementation: MappingImplementation {
  public init() {}
  public var id: String { "hand" }
  public var displayName: String { "Hand-written" }
  public var isBaseline: Bool { true }

  public func codec<Model>(for type: Model.Type) -> ModelCodec<Model>? {
    guard let modelType = type as? any HandWrittenModel.Type else { return nil }
    func make<T: HandWrittenModel>(_: T.Type) -> ModelCodec<Model> {
      ModelCodec(
        decodeObject: { (object) throws(MappingError) in T(handWritten: object) as! Model },
        decodeData: { (data) throws(MappingError) in
          T(handWritten: try MappingSupport.jsonObject(data)) as! Model
        },
        update: nil,
        encodeObject: { (model) throws(MappingError) in (model as! T).handWrittenDictionary() },
        encodeData: { (model) throws(MappingError) in
          try MappingSupport.jsonData((model as! T).handWrittenDictionary())
        }
      )
    }
    return make(modelType)
  }
}
