import Foundation
import MappingSeam
import ModelFixtures
import ModelRuntime
import XYYStyle

/// XYYStyle through the seam.
///
/// By default a model's declared setters are used (the design's own preference); with `fieldPath`, every
/// call asks for the stored field even where a setter exists (`XYYWritePath.storedField`, an argument
/// of the call, so both implementations can run at once on any threads), and models that declare no
/// setters are declined (there the two paths are the same).
public struct XYYStyleImplementation: MappingImplementation {
  public let fieldPath: Bool

  public init(fieldPath: Bool = false) { self.fieldPath = fieldPath }
  public var id: String { fieldPath ? "xyy-field" : "xyy" }
  public var displayName: String { fieldPath ? "XYYStyle (field path)" : "XYYStyle" }

  /// `xyy_encode(with:)` / `xyy_decode(with:)` for the fixture classes.
  static let archiving = ArchivingStrategy(
    for: (any XYYJsonModel).self, encode: { model, coder in model.xyy_encode(with: coder) },
    decode: { model, coder in model.xyy_decode(with: coder) })

  public func codec<Model>(for type: Model.Type) -> ModelCodec<Model>? {
    guard let modelType = type as? any XYYJsonModel.Type else { return nil }
    if fieldPath, !modelType.xyy_methods.hasSetters { return nil }
    let path: XYYWritePath = fieldPath ? .storedField : .asDeclared
    return codec(of: modelType, as: Model.self, path: path)
  }

  /// The codec for `Model`, whose values are `T`s: the existential opened once.
  private func codec<T: XYYJsonModel, Model>(of _: T.Type, as _: Model.Type, path: XYYWritePath)
    -> ModelCodec<Model>
  {
    DesignConversions<T>(
      decodeObject: { (object) throws(MappingError) in
        guard let model = T.xyy_model(with: object, path: path) else {
          throw .rejected("xyy_model(with:) returned nil: the models nest too deep")
        }
        return model
      },
      decodeData: { (data) throws(MappingError) in
        guard let model = T.xyy_model(withJSON: data, path: path) else {
          throw .invalidInput("not a JSON object")
        }
        return model
      },
      update: { (model, object) throws(MappingError) in
        var model = model
        guard model.xyy_update(with: object, path: path) else {
          throw .rejected("xyy_update(with:) returned false: the models nest too deep")
        }
        return model
      },
      encodeObject: { (model) throws(MappingError) in model.xyy_convertToDictionary(forJson: true) },
      encodeData: { (model) throws(MappingError) in
        try MappingSupport.jsonData(model.xyy_convertToDictionary(forJson: true))
      },
      validateArchive: { (data) throws(ArchiveGuard.Refusal) in try T.xyy_validateArchive(data) }
    ).codec(for: Model.self, archiving: Self.archiving)
  }
}

extension XYYStyleImplementation {
  /// Runs `body` with XYYStyle's property cache limited to `countLimit` entries, then restores the limit:
  /// `modelbench micro` times a conversion with every look-up a hit against every one a miss this way.
  public static func withPropertyCacheCountLimit<Result>(
    _ countLimit: Int, _ body: () throws -> Result
  ) rethrows -> Result {
    let limit = XYYPropertyCache.shared.countLimit
    XYYPropertyCache.shared.countLimit = countLimit
    defer { XYYPropertyCache.shared.countLimit = limit }
    return try body()
  }
}

extension XYYStyleImplementation {
  /// The fixture models that declare a setter for every property, as `make fixtures` writes them.
  public static var modelsWithDeclaredSetters: [Any.Type] {
    [
      GitHubUser.self, WeiboStatus.self, WeiboPicture.self, WeiboPictureMetas.self, WeiboVisible.self,
      WeiboIcon.self, WeiboUser.self,
    ]
  }

  /// Where the generated setters live, relative to the package's root.
  public static let declaredSettersPath = "Sources/ModelAdapters/Conformances/FixtureModels+XYYSetters.swift"
  /// What the generated file's header names as its source.
  public static let declaredSettersSource =
    "the stored fields of XYYStyleImplementation.modelsWithDeclaredSetters"
}
