import Foundation
import ModelRuntime
import XYYStyle

/// XYYStyle through the seam.
public struct XYYStyleImplementation: MappingImplementation {
  public init() {}
  public var id: String { "xyy" }
  public var displayName: String { "XYYStyle" }
  public var isBaseline: Bool { false }

  /// `xyy_encode(with:)` / `xyy_decode(with:)` for the fixture classes.
  static let archiving = ArchivingStrategy(
    encode: { object, coder in (object as? any XYYJsonModel)?.xyy_encode(with: coder) },
    decode: { object, coder in
      guard var model = object as? any XYYJsonModel else { return }
      model.xyy_decode(with: coder)
    })

  public func codec<Model>(for type: Model.Type) -> ModelCodec<Model>? {
    guard let modelType = type as? any XYYJsonModel.Type else { return nil }
    func make<T: XYYJsonModel>(_: T.Type) -> ModelCodec<Model> {
      ModelCodec(
        decodeObject: { (object) throws(MappingError) in T.xyy_model(with: object) as! Model },
        decodeData: { (data) throws(MappingError) in
          guard let model = T.xyy_model(withJSON: data) else { throw .invalidInput("not a JSON object") }
          return model as! Model
        },
        update: { (model, object) throws(MappingError) in
          var typed = model as! T
          typed.xyy_update(with: object)
          model = typed as! Model
        },
        encodeObject: { (model) throws(MappingError) in (model as! T).xyy_convertToDictionary(forJson: true)
        },
        encodeData: { (model) throws(MappingError) in
          try MappingSupport.jsonData((model as! T).xyy_convertToDictionary(forJson: true))
        },
        archive: (T.self is FixtureCodable.Type)
          ? { (model) throws(MappingError) in
            try FixtureArchiving.with(Self.archiving) { () throws(MappingError) in
              try MappingSupport.keyedArchive(model)
            }
          } : nil,
        unarchive: (T.self is FixtureCodable.Type)
          ? { (data) throws(MappingError) in
            try FixtureArchiving.with(Self.archiving) { () throws(MappingError) in
              try MappingSupport.keyedUnarchive(data, as: Model.self)
            }
          } : nil
      )
    }
    return make(modelType)
  }
}
