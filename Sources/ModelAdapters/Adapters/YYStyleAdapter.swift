import Foundation
import JSONText
import MappingSeam
import ModelFixtures
import ModelRuntime
import YYStyle

/// YYStyle through the seam.
///
/// By default through the design's dictionary pipeline (JSON text ↔ `[String: Any]` ↔ model, as
/// YYModel); with `direct`, JSON text is read into and written from the fields with no dictionary
/// between (`yy_model(directFromJSON:)`, `yy_modelToJSONDataDirect()`): the same metas with another
/// front end, so the benchmark shows what the dictionary costs. The dictionary operations (a parsed
/// object in, an update from one) are the design's own in both; the direct row's model → object is its
/// text read back, so the catalogue checks the direct writer too.
public struct YYStyleImplementation: MappingImplementation {
  /// Whether JSON text goes straight between text and fields (`yy-direct`).
  public let direct: Bool

  public init(direct: Bool = false) { self.direct = direct }
  public var id: String { direct ? "yy-direct" : "yy" }
  public var displayName: String { direct ? "YYStyle (direct)" : "YYStyle" }

  /// The direct front end reads and writes JSON text only: its dictionary directions would time
  /// YYStyle's own dictionary code (dict→model) or its text parsed back (model→dict).
  public var detours: [CodecPath: String] {
    guard direct else { return [:] }
    return [
      .decodeObject: "no dictionary path of its own: a parsed object in is YYStyle's dictionary walk",
      .encodeObject: "no dictionary path of its own: a parsed object out is its JSON text parsed back",
    ]
  }

  /// `yy_modelEncode(with:)` / `yy_modelInit(with:)` for the fixture classes.
  static let archiving = ArchivingStrategy(
    for: (any YYModel).self, encode: { model, coder in model.yy_modelEncode(with: coder) },
    decode: { model, coder in model.yy_modelInit(with: coder) })

  public func codec<Model>(for type: Model.Type) -> ModelCodec<Model>? {
    guard let modelType = type as? any YYModel.Type else { return nil }
    return codec(of: modelType, as: Model.self)
  }

  /// The codec for `Model`, whose values are `T`s: the existential opened once.
  private func codec<T: YYModel, Model>(of _: T.Type, as _: Model.Type) -> ModelCodec<Model> {
    var conversions = DesignConversions<T>(
      decodeObject: { (object) throws(MappingError) in
        guard let model = T.yy_model(with: object) else { throw .rejected("yy_model(with:) returned nil") }
        return model
      },
      decodeData: { (data) throws(MappingError) in
        guard let model = T.yy_model(withJSON: data) else {
          throw .rejected("yy_model(withJSON:) returned nil")
        }
        return model
      },
      update: { (model, object) throws(MappingError) in
        var model = model
        guard model.yy_modelSet(with: object) else { throw .rejected("yy_modelSet(with:) returned false") }
        return model
      },
      encodeObject: { (model) throws(MappingError) in
        guard let object = model.yy_modelToJSONDictionary() else {
          throw .notEncodable("yy_modelToJSONObject() returned nil")
        }
        return object
      },
      encodeData: { (model) throws(MappingError) in
        guard let data = model.yy_modelToJSONData() else {
          throw .notEncodable("yy_modelToJSONData() returned nil")
        }
        return data
      },
      validateArchive: { (data) throws(ArchiveGuard.Refusal) in try T.yy_validateArchive(data) }
    )
    if direct { conversions.useDirectFrontEnd() }
    return conversions.codec(for: Model.self, archiving: Self.archiving)
  }
}

extension DesignConversions where T: YYModel {
  /// JSON text read into and written from the fields directly (`YYStyleImplementation(direct: true)`).
  fileprivate mutating func useDirectFrontEnd() {
    decodeData = { (data) throws(MappingError) in
      let model: T?
      do throws(JSONTextError) {
        model = try T.yy_model(directFromJSON: data)
      } catch {
        throw .invalidInput(error.description)
      }
      guard let model else { throw .rejected("yy_model(directFromJSON:) returned nil") }
      return model
    }
    encodeData = { (model) throws(MappingError) in
      guard let data = model.yy_modelToJSONDataDirect() else {
        throw .notEncodable("yy_modelToJSONDataDirect() returned nil")
      }
      return data
    }
    let encodeData = encodeData
    encodeObject = { (model) throws(MappingError) in
      guard let object = try? JSONReader.value(from: try encodeData(model)) as? [String: Any] else {
        throw .notEncodable("yy_modelToJSONDataDirect() did not read back as an object")
      }
      return object
    }
  }
}
