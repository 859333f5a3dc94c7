import Foundation

/// How the shared fixture models archive themselves: the design whose NSCoding helpers run.
///
/// A class has one `encode(with:)`, yet every design archives the same fixture classes its own way
/// (`yy_modelEncode`, `mj_encode`, `xyy_encode`). The fixture models' NSCoding methods call the strategy
/// an adapter selects for the duration of one archive or unarchive with ``FixtureArchiving/with(_:_:)``.
public struct ArchivingStrategy: Sendable {
  public let encode: @Sendable (AnyObject, NSCoder) -> Void
  public let decode: @Sendable (AnyObject, NSCoder) -> Void

  public init(
    encode: @escaping @Sendable (AnyObject, NSCoder) -> Void,
    decode: @escaping @Sendable (AnyObject, NSCoder) -> Void
  ) {
    self.encode = encode
    self.decode = decode
  }
}

public enum FixtureArchiving {
  @TaskLocal public static var strategy: ArchivingStrategy?

  /// Runs `body` with `strategy` selected for every fixture model archived or unarchived inside it.
  public static func with<R>(
    _ strategy: ArchivingStrategy, _ body: () throws(MappingError) -> R
  ) throws(MappingError) -> R {
    do {
      return try $strategy.withValue(strategy) { try body() }
    } catch let error as MappingError {
      throw error
    } catch {
      throw MappingError(.archiving("\(error)"))
    }
  }
}

/// Adopted by the fixture models: NSCoding through the selected strategy.
public protocol FixtureCodable: NSObject, NSCoding {}

extension FixtureCodable {
  /// `encode(with:)` through the strategy; nothing is written when none is selected.
  public func encodeThroughStrategy(_ coder: NSCoder) {
    FixtureArchiving.strategy?.encode(self, coder)
  }

  /// The body of `init?(coder:)` after `init()`.
  public func decodeThroughStrategy(_ coder: NSCoder) {
    FixtureArchiving.strategy?.decode(self, coder)
  }
}

extension FixtureArchiving {
  /// NSKeyedArchiver archive and unarchive closures running `strategy`, for model types that archive
  /// through it (the fixture models); nil for the others.
  public static func codecs<Model>(
    for type: Model.Type, strategy: ArchivingStrategy
  ) -> (archive: ((Model) throws(MappingError) -> Data)?, unarchive: ((Data) throws(MappingError) -> Model)?)
  {
    guard type is FixtureCodable.Type else { return (nil, nil) }
    return (
      { (model) throws(MappingError) in
        try with(strategy) { () throws(MappingError) in try MappingSupport.keyedArchive(model) }
      },
      { (data) throws(MappingError) in
        try with(strategy) { () throws(MappingError) in
          try MappingSupport.keyedUnarchive(data, as: Model.self)
        }
      }
    )
  }
}
