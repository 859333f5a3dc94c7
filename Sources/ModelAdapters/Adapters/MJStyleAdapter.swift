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

  /// `mj_encode(with:)` / `mj_decode(with:)` for the fixture classes.
  static let archiving = ArchivingStrategy(
    for: (any MJKeyValue).self, encode: { model, coder in model.mj_encode(with: coder) },
    decode: { model, coder in model.mj_decode(with: coder) })

  public func codec<Model>(for type: Model.Type) -> ModelCodec<Model>? {
    guard let modelType = type as? any MJKeyValue.Type else { return nil }
    return codec(of: modelType, as: Model.self)
  }

  /// The codec for `Model`, whose values are `T`s: the existential opened once.
  private func codec<T: MJKeyValue, Model>(of _: T.Type, as _: Model.Type) -> ModelCodec<Model> {
    func rejected() -> MappingError {
      .rejected(T.mj_error?.description ?? "mj_object(withKeyValues:) returned nil")
    }
    return DesignConversions<T>(
      decodeObject: { (object) throws(MappingError) in
        guard let model = T.mj_object(withKeyValues: object) else { throw rejected() }
        return model
      },
      decodeData: { (data) throws(MappingError) in
        guard let model = T.mj_object(withKeyValues: data) else { throw rejected() }
        return model
      },
      update: { (model, object) throws(MappingError) in
        var model = model
        guard model.mj_setKeyValues(object) else { throw rejected() }
        return model
      },
      encodeObject: { (model) throws(MappingError) in model.mj_keyValues() },
      encodeData: { (model) throws(MappingError) in
        guard let data = model.mj_JSONData() else {
          throw .notEncodable(T.mj_error?.description ?? "mj_JSONData() returned nil")
        }
        return data
      },
      validateArchive: { (data) throws(ArchiveGuard.Refusal) in try T.mj_validateArchive(data) }
    ).codec(for: Model.self, archiving: Self.archiving)
  }
}
