import Foundation

/// What an implementation can do with one model type. Operations it does not support are nil.
public struct ModelCodec<Model>: @unchecked Sendable {
  /// A new model from an already-parsed JSON object.
  public var decodeObject: ([String: Any]) throws(MappingError) -> Model
  /// A new model from JSON bytes, parsing included.
  public var decodeData: (Data) throws(MappingError) -> Model
  /// Updates an existing model from a JSON object; nil when the implementation cannot update in place.
  public var update: ((inout Model, [String: Any]) throws(MappingError) -> Void)?
  /// The model as a JSON object (`[String: Any]`).
  public var encodeObject: (Model) throws(MappingError) -> [String: Any]
  /// The model as JSON bytes.
  public var encodeData: (Model) throws(MappingError) -> Data
  /// Archives the model (NSKeyedArchiver, or the baseline's own archiver).
  public var archive: ((Model) throws(MappingError) -> Data)?
  /// Reads a model back from ``archive``'s bytes.
  public var unarchive: ((Data) throws(MappingError) -> Model)?
  /// The check the design offers for an archive from outside, run before ``unarchive`` on untrusted
  /// bytes (the designs' `…_validateArchive(_:)`); nil when it offers none.
  public var validateArchive: ((Data) throws(MappingError) -> Void)?

  public init(
    decodeObject: @escaping ([String: Any]) throws(MappingError) -> Model,
    decodeData: @escaping (Data) throws(MappingError) -> Model,
    update: ((inout Model, [String: Any]) throws(MappingError) -> Void)?,
    encodeObject: @escaping (Model) throws(MappingError) -> [String: Any],
    encodeData: @escaping (Model) throws(MappingError) -> Data,
    archive: ((Model) throws(MappingError) -> Data)? = nil,
    unarchive: ((Data) throws(MappingError) -> Model)? = nil,
    validateArchive: ((Data) throws(MappingError) -> Void)? = nil
  ) {
    self.decodeObject = decodeObject
    self.decodeData = decodeData
    self.update = update
    self.encodeObject = encodeObject
    self.encodeData = encodeData
    self.archive = archive
    self.unarchive = unarchive
    self.validateArchive = validateArchive
  }
}
