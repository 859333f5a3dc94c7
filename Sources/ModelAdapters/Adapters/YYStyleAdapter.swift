import Foundation
import MappingSeam
import ModelFixtures
import ModelRuntime
import YYStyle

/// YYStyle through the seam.
public struct YYStyleImplementation: MappingImplementation {
  public init() {}
  public var id: String { "yy" }
  public var displayName: String { "YYStyle" }
  public var isBaseline: Bool { false }

  /// `yy_modelEncode(with:)` / `yy_modelInit(with:)` for the fixture classes.
  static let archiving = ArchivingStrategy(
    for: (any YYModel).self, encode: { model, coder in model.yy_modelEncode(with: coder) },
    decode: { model, coder in model.yy_modelInit(with: coder) })

  public func codec<Model>(for type: Model.Type) -> ModelCodec<Model>? {
    guard let modelType = type as? any YYModel.Type else { return nil }
    func make<T: YYModel>(_: T.Type) -> ModelCodec<Model> {
      let archiving = FixtureArchiving.codecs(for: Model.self, strategy: Self.archiving)
      return ModelCodec(
        decodeObject: { (object) throws(MappingError) in
          guard let model = T.yy_model(with: object) else { throw .rejected("yy_model(with:) returned nil") }
          return model as! Model
        },
        decodeData: { (data) throws(MappingError) in
          guard let model = T.yy_model(withJSON: data) else {
            throw .rejected("yy_model(withJSON:) returned nil")
          }
          return model as! Model
        },
        update: { (model, object) throws(MappingError) in
          var typed = model as! T
          guard typed.yy_modelSet(with: object) else { throw .rejected("yy_modelSet(with:) returned false") }
          model = typed as! Model
        },
        encodeObject: { (model) throws(MappingError) in
          guard let object = (model as! T).yy_modelToJSONObject() as? [String: Any] else {
            throw .notEncodable("yy_modelToJSONObject() returned nil")
          }
          return object
        },
        encodeData: { (model) throws(MappingError) in
          guard let data = (model as! T).yy_modelToJSONData() else {
            throw .notEncodable("yy_modelToJSONData() returned nil")
          }
          return data
        },
        archive: archiving.archive,
        unarchive: archiving.unarchive,
        validateArchive: archiveCheck(guarding: archiving.unarchive) { (data) throws(ArchiveGuard.Refusal) in
          try T.yy_validateArchive(data)
        }
      )
    }
    return make(modelType)
  }
}
