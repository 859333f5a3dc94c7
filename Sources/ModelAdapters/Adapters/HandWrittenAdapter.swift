import Foundation
import MappingSeam
import ModelFixtures

/// The hand-written baseline through the seam: no reflection, one line per property, in the JSON
/// directions and in NSCoding (`HandWrittenCoding`).
public struct HandWrittenImplementation: MappingImplementation {
  public init() {}
  public var id: String { "hand" }
  public var displayName: String { "Hand-written" }
  public var isBaseline: Bool { true }
  public var isReference: Bool { true }

  public func codec<Model>(for type: Model.Type) -> ModelCodec<Model>? {
    guard let modelType = type as? any HandWrittenModel.Type else { return nil }
    func make<T: HandWrittenModel>(_: T.Type) -> ModelCodec<Model> {
      // Archives through the same NSKeyedArchiver as the designs, with NSCoding written by hand; a model
      // without it (the catalogue's probes) has no archiver.
      let archiving = FixtureArchiving.codecs(for: Model.self, strategy: HandWrittenArchiving.strategy)
      let handCoded = T.self is any HandWrittenCoding.Type
      return ModelCodec(
        decodeObject: { (object) throws(MappingError) in T(handWritten: object) as! Model },
        decodeData: { (data) throws(MappingError) in
          T(handWritten: try MappingSupport.jsonObject(data)) as! Model
        },
        update: nil,
        encodeObject: { (model) throws(MappingError) in (model as! T).handWrittenDictionary() },
        encodeData: { (model) throws(MappingError) in
          try MappingSupport.jsonData((model as! T).handWrittenDictionary())
        },
        archive: handCoded ? archiving.archive : nil,
        unarchive: handCoded ? archiving.unarchive : nil
      )
    }
    return make(modelType)
  }
}
