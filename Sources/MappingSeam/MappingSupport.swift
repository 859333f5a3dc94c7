import Foundation
import JSONText

/// Shared helpers for adapters.
public enum MappingSupport {
  /// JSON bytes of a JSON object, written by the selected text layer (`JSONTextLayer.current`), or a
  /// ``MappingError``.
  public static func jsonData(_ object: Any) throws(MappingError) -> Data {
    do throws(JSONTextError) {
      return try JSONTextLayer.current.serialize(object)
    } catch {
      throw .notEncodable(error.description)
    }
  }

  /// The JSON object in `data`, read by the selected text layer, or a ``MappingError``.
  public static func jsonObject(_ data: Data) throws(MappingError) -> [String: Any] {
    let parsed: Any
    do throws(JSONTextError) {
      parsed = try JSONTextLayer.current.parse(data)
    } catch {
      throw .invalidInput(error.description)
    }
    guard let object = parsed as? [String: Any] else { throw .invalidInput("the top level is not an object") }
    return object
  }

  /// NSKeyedArchiver bytes of an `NSSecureCoding` object, archived with secure coding required.
  ///
  /// - Parameter object: The root object.
  /// - Parameter delegate: set as the archiver's delegate for the whole archive: an adapter passes the
  ///   object that tells its models which design's NSCoding helpers to run (it travels with the coder, so
  ///   concurrent archives with different designs do not interfere).
  public static func keyedArchive(
    _ object: Any, delegate: (any NSKeyedArchiverDelegate)? = nil
  ) throws(MappingError) -> Data {
    let archiver = NSKeyedArchiver(requiringSecureCoding: true)
    archiver.delegate = delegate
    archiver.encode(object, forKey: NSKeyedArchiveRootObjectKey)
    archiver.finishEncoding()
    return withExtendedLifetime(delegate) { archiver.encodedData }
  }

  /// The root object of NSKeyedArchiver bytes, decoded the way the README tells users to: secure coding
  /// on, the root's class the only class allowed at the top, failures as errors.
  ///
  /// The unarchiver's failure policy is `.setErrorAndReturn`, so a malformed archive is an error value;
  /// each design's decoder names the classes each property may hold (`ArchiveClasses` in ModelRuntime),
  /// without which Swift Foundation's secure unarchiver stops the process.
  /// - Parameter data: The archive.
  /// - Parameter type: The root object's expected type: an `NSSecureCoding` class.
  /// - Parameter delegate: set as the unarchiver's delegate, as in ``keyedArchive(_:delegate:)``.
  public static func keyedUnarchive<Model>(
    _ data: Data, as type: Model.Type, delegate: (any NSKeyedUnarchiverDelegate)? = nil
  ) throws(MappingError) -> Model {
    guard let rootClass = Model.self as? AnyClass else {
      throw MappingError(.archiving("\(Model.self) is not a class"))
    }
    do {
      let unarchiver = try NSKeyedUnarchiver(forReadingFrom: data)
      unarchiver.requiresSecureCoding = true
      unarchiver.decodingFailurePolicy = .setErrorAndReturn
      unarchiver.delegate = delegate
      let root = withExtendedLifetime(delegate) {
        unarchiver.decodeObject(of: [rootClass], forKey: NSKeyedArchiveRootObjectKey)
      }
      guard let model = root as? Model, unarchiver.error == nil else {
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
