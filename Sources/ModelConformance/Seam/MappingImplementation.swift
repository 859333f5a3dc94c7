import Foundation

/// One way of mapping JSON to models — a design or a baseline — as the suite and the benchmark see it.
///
/// The suite and the benchmark never name a concrete design: they ask each implementation for a
/// ``ModelCodec`` of a model type and call its operations. A fourth design is one adapter file.
public protocol MappingImplementation: Sendable {
  /// A short stable identifier used in reports and filters (`yy`, `mj`, `xyy`, `hand`, `codable`).
  var id: String { get }
  /// The name shown in reports.
  var displayName: String { get }
  /// Whether this is a baseline (hand-written code, Codable) rather than a design.
  var isBaseline: Bool { get }
  /// The operations for `type`, or nil when this implementation cannot map it.
  func codec<Model>(for type: Model.Type) -> ModelCodec<Model>?
}

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

  public init(
    decodeObject: @escaping ([String: Any]) throws(MappingError) -> Model,
    decodeData: @escaping (Data) throws(MappingError) -> Model,
    update: ((inout Model, [String: Any]) throws(MappingError) -> Void)?,
    encodeObject: @escaping (Model) throws(MappingError) -> [String: Any],
    encodeData: @escaping (Model) throws(MappingError) -> Data,
    archive: ((Model) throws(MappingError) -> Data)? = nil,
    unarchive: ((Data) throws(MappingError) -> Model)? = nil
  ) {
    self.decodeObject = decodeObject
    self.decodeData = decodeData
    self.update = update
    self.encodeObject = encodeObject
    self.encodeData = encodeData
    self.archive = archive
    self.unarchive = unarchive
  }
}

/// Why an implementation could not perform an operation.
public struct MappingError: Error, Hashable, Sendable, CustomStringConvertible {
  public enum Reason: Hashable, Sendable {
    /// The input is not JSON of the expected kind.
    case invalidInput(String)
    /// The implementation refused the input (a hook said no, a conversion returned nil).
    case rejected(String)
    /// The model cannot be written as JSON.
    case notEncodable(String)
    /// Archiving or unarchiving failed.
    case archiving(String)
  }

  public let reason: Reason

  public init(_ reason: Reason) { self.reason = reason }

  public static func rejected(_ what: String) -> MappingError { MappingError(.rejected(what)) }
  public static func invalidInput(_ what: String) -> MappingError { MappingError(.invalidInput(what)) }
  public static func notEncodable(_ what: String) -> MappingError { MappingError(.notEncodable(what)) }

  public var description: String {
    switch reason {
    case .invalidInput(let detail): "Invalid input: \(detail)"
    case .rejected(let detail): "Rejected: \(detail)"
    case .notEncodable(let detail): "Not encodable: \(detail)"
    case .archiving(let detail): "Archiving failed: \(detail)"
    }
  }
}

/// Shared helpers for adapters.
public enum MappingSupport {
  /// JSON bytes of a JSON object, or a ``MappingError``.
  public static func jsonData(_ object: Any) throws(MappingError) -> Data {
    guard JSONSerialization.isValidJSONObject(object) else {
      throw .notEncodable("the object holds a value JSON cannot represent")
    }
    do {
      return try JSONSerialization.data(withJSONObject: object)
    } catch {
      throw .notEncodable("\(error)")
    }
  }

  /// The JSON object in `data`, or a ``MappingError``.
  public static func jsonObject(_ data: Data) throws(MappingError) -> [String: Any] {
    guard let parsed = try? JSONSerialization.jsonObject(with: data) else {
      throw .invalidInput("malformed JSON")
    }
    guard let object = parsed as? [String: Any] else { throw .invalidInput("the top level is not an object") }
    return object
  }

  /// NSKeyedArchiver bytes of an NSCoding object.
  public static func keyedArchive(_ object: Any) throws(MappingError) -> Data {
    do {
      return try NSKeyedArchiver.archivedData(withRootObject: object, requiringSecureCoding: false)
    } catch {
      throw MappingError(.archiving("\(error)"))
    }
  }

  /// The root object of NSKeyedArchiver bytes, decoded without secure coding.
  public static func keyedUnarchive<Model>(_ data: Data, as type: Model.Type) throws(MappingError) -> Model {
    do {
      let unarchiver = try NSKeyedUnarchiver(forReadingFrom: data)
      unarchiver.requiresSecureCoding = false
      unarchiver.decodingFailurePolicy = .setErrorAndReturn
      guard let model = unarchiver.decodeObject(forKey: NSKeyedArchiveRootObjectKey) as? Model,
        unarchiver.error == nil
      else {
        throw MappingError(.archiving(unarchiver.error.map { "\($0)" } ?? "no \(Model.self) at the root"))
      }
      return model
    } catch let error as MappingError {
      throw error
    } catch {
      throw MappingError(.archiving("\(error)"))
    }
  }
}
