import Foundation
import MJStyle
import MappingSeam
import ModelFixtures
import ModelRuntime

/// MJStyle through the seam.
public struct MJStyleImplementation: MappingImplementation {
  public init() {}
  public var id: String { "mj" }
  public var displayName: String { "MJStyle" }
  public var isBaseline: Bool { false }

  /// `mj_encode(with:)` / `mj_decode(with:)` for the fixture classes.
  static let archiving = ArchivingStrategy(
    for: (any MJKeyValue).self, encode: { model, coder in model.mj_encode(with: coder) },
    decode: { model, coder in model.mj_decode(with: coder) })

  public func codec<Model>(for type: Model.Type) -> ModelCodec<Model>? {
    guard let modelType = type as? any MJKeyValue.Type else { return nil }
    func make<T: MJKeyValue>(_: T.Type) -> ModelCodec<Model> {
      let archiving = FixtureArchiving.codecs(for: Model.self, strategy: Self.archiving)
      func rejected() -> MappingError {
        .rejected(T.mj_error?.description ?? "mj_object(withKeyValues:) returned nil")
      }
      return ModelCodec(
        decodeObject: { (object) throws(MappingError) in
          guard let model = T.mj_object(withKeyValues: object) else { throw rejected() }
          return model as! Model
        },
        decodeData: { (data) throws(MappingError) in
          guard let model = T.mj_object(withKeyValues: data) else { throw rejected() }
          return model as! Model
        },
        update: { (model, object) throws(MappingError) in
          var typed = model as! T
          guard typed.mj_setKeyValues(object) else { throw rejected() }
          model = typed as! Model
        },
        encodeObject: { (model) throws(MappingError) in (model as! T).mj_keyValues() },
        encodeData: { (model) throws(MappingError) in
          guard let data = (model as! T).mj_JSONData() else {
            throw .notEncodable(T.mj_error?.description ?? "mj_JSONData() returned nil")
          }
          return data
        },
        archive: archiving.archive,
        unarchive: archiving.unarchive,
        validateArchive: archiveCheck(guarding: archiving.unarchive) { (data) throws(ArchiveGuard.Refusal) in
          try T.mj_validateArchive(data)
        }
      )
    }
    return make(modelType)
  }
}
