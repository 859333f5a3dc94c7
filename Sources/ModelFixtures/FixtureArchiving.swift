import Foundation
import MappingSeam

/// How the shared fixture models archive themselves: the design whose NSCoding helpers run.
///
/// A class has one `encode(with:)`, yet every design archives the same fixture classes its own way
/// (`yy_modelEncode`, `mj_encode`, `xyy_encode`). An adapter archives with a strategy set as the
/// archiver's (or unarchiver's) delegate; the fixture models' NSCoding methods read it back from the coder
/// they are handed. The choice travels with the coder, so archives made at the same time with different
/// designs, on any threads, never see each other's choice.
public final class ArchivingStrategy: NSObject, NSKeyedArchiverDelegate, NSKeyedUnarchiverDelegate,
  @unchecked Sendable
{
  // @unchecked: NSObject subclasses cannot be checked; both stored properties are immutable Sendable closures.
  public let encode: @Sendable (AnyObject, NSCoder) -> Void
  public let decode: @Sendable (AnyObject, NSCoder) -> Void

  public init(
    encode: @escaping @Sendable (AnyObject, NSCoder) -> Void,
    decode: @escaping @Sendable (AnyObject, NSCoder) -> Void
  ) {
    self.encode = encode
    self.decode = decode
  }

  /// A strategy for the models that are `Model`s (a design's protocol, `any P`): `encode` and `decode`
  /// run on those, and other objects are left alone.
  public convenience init<Model>(
    for _: Model.Type, encode: @escaping @Sendable (Model, NSCoder) -> Void,
    decode: @escaping @Sendable (inout Model, NSCoder) -> Void
  ) {
    self.init(
      encode: { object, coder in
        if let model = object as? Model { encode(model, coder) }
      },
      decode: { object, coder in
        guard var model = object as? Model else { return }
        decode(&model, coder)
      })
  }

  // The delegate methods do nothing: the strategy is a delegate only to travel with the coder.
  public func archiver(_ archiver: NSKeyedArchiver, willEncode object: Any) -> Any? { object }
  public func archiver(_ archiver: NSKeyedArchiver, didEncode object: Any?) {}
  public func archiver(_ archiver: NSKeyedArchiver, willReplace object: Any?, withObject newObject: Any?) {}
  public func archiverWillFinish(_ archiver: NSKeyedArchiver) {}
  public func archiverDidFinish(_ archiver: NSKeyedArchiver) {}
  public func unarchiver(
    _ unarchiver: NSKeyedUnarchiver, cannotDecodeObjectOfClassName name: String, originalClasses: [String]
  ) -> AnyClass? { nil }
  public func unarchiver(_ unarchiver: NSKeyedUnarchiver, didDecode object: Any?) -> Any? { object }
  public func unarchiver(_ unarchiver: NSKeyedUnarchiver, willReplace object: Any, with newObject: Any) {}
  public func unarchiverWillFinish(_ unarchiver: NSKeyedUnarchiver) {}
  public func unarchiverDidFinish(_ unarchiver: NSKeyedUnarchiver) {}

  /// The strategy an adapter set on `coder`, if any.
  public static func of(_ coder: NSCoder) -> ArchivingStrategy? {
    if let archiver = coder as? NSKeyedArchiver { return archiver.delegate as? ArchivingStrategy }
    if let unarchiver = coder as? NSKeyedUnarchiver { return unarchiver.delegate as? ArchivingStrategy }
    return nil
  }
}

/// Adopted by the fixture models: NSCoding through the strategy their coder carries, secure coding
/// included.
public protocol FixtureCodable: NSObject, NSSecureCoding {}

extension FixtureCodable {
  /// Every fixture model reads back from a secure archive: each design names the classes it decodes.
  public static var supportsSecureCoding: Bool { true }

  /// `encode(with:)` through the coder's strategy; nothing is written when it carries none.
  public func encodeThroughStrategy(_ coder: NSCoder) {
    ArchivingStrategy.of(coder)?.encode(self, coder)
  }

  /// The body of `init?(coder:)` after `init()`.
  public func decodeThroughStrategy(_ coder: NSCoder) {
    ArchivingStrategy.of(coder)?.decode(self, coder)
  }
}

public enum FixtureArchiving {
  /// NSKeyedArchiver archive and unarchive closures running `strategy`, for model types that archive
  /// through it (the fixture models); nil for the others.
  public static func codecs<Model>(
    for type: Model.Type, strategy: ArchivingStrategy
  ) -> (archive: ((Model) throws(MappingError) -> Data)?, unarchive: ((Data) throws(MappingError) -> Model)?)
  {
    guard type is FixtureCodable.Type else { return (nil, nil) }
    return (
      { (model) throws(MappingError) in try MappingSupport.keyedArchive(model, delegate: strategy) },
      { (data) throws(MappingError) in
        try MappingSupport.keyedUnarchive(data, as: Model.self, delegate: strategy)
      }
    )
  }
}
