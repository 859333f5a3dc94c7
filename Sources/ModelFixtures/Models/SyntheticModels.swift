import Foundation

/// The corpus model: a flat model with 100 fields of four kinds.
public final class WideModel: NSObject, FixtureCodable {
  public var f000: Int = 0
  public var f001: String?
  public var f002: Double = 0
  public var f003: Bool = false
  public var f004: Int = 0
  public var f005: String?
  public var f006: Double = 0
  public var f007: Bool = false
  public var f008: Int = 0
  public var f009: String?
  public var f010: Double = 0
  public var f011: Bool = false
  public var f012: Int = 0
  public var f013: String?
  public var f014: Double = 0
  public var f015: Bool = false
  public var f016: Int = 0
  public var f017: String?
  public var f018: Double = 0
  public var f019: Bool = false
  public var f020: Int = 0
  public var f021: String?
  public var f022: Double = 0
  public var f023: Bool = false
  public var f024: Int = 0
  public var f025: String?
  public var f026: Double = 0
  public var f027: Bool = false
  public var f028: Int = 0
  public var f029: String?
  public var f030: Double = 0
  public var f031: Bool = false
  public var f032: Int = 0
  public var f033: String?
  public var f034: Double = 0
  public var f035: Bool = false
  public var f036: Int = 0
  public var f037: String?
  public var f038: Double = 0
  public var f039: Bool = false
  public var f040: Int = 0
  public var f041: String?
  public var f042: Double = 0
  public var f043: Bool = false
  public var f044: Int = 0
  public var f045: String?
  public var f046: Double = 0
  public var f047: Bool = false
  public var f048: Int = 0
  public var f049: String?
  public var f050: Double = 0
  public var f051: Bool = false
  public var f052: Int = 0
  public var f053: String?
  public var f054: Double = 0
  public var f055: Bool = false
  public var f056: Int = 0
  public var f057: String?
  public var f058: Double = 0
  public var f059: Bool = false
  public var f060: Int = 0
  public var f061: String?
  public var f062: Double = 0
  public var f063: Bool = false
  public var f064: Int = 0
  public var f065: String?
  public var f066: Double = 0
  public var f067: Bool = false
  public var f068: Int = 0
  public var f069: String?
  public var f070: Double = 0
  public var f071: Bool = false
  public var f072: Int = 0
  public var f073: String?
  public var f074: Double = 0
  public var f075: Bool = false
  public var f076: Int = 0
  public var f077: String?
  public var f078: Double = 0
  public var f079: Bool = false
  public var f080: Int = 0
  public var f081: String?
  public var f082: Double = 0
  public var f083: Bool = false
  public var f084: Int = 0
  public var f085: String?
  public var f086: Double = 0
  public var f087: Bool = false
  public var f088: Int = 0
  public var f089: String?
  public var f090: Double = 0
  public var f091: Bool = false
  public var f092: Int = 0
  public var f093: String?
  public var f094: Double = 0
  public var f095: Bool = false
  public var f096: Int = 0
  public var f097: String?
  public var f098: Double = 0
  public var f099: Bool = false

  public override required init() { super.init() }
  public func encode(with coder: NSCoder) { encodeThroughStrategy(coder) }
  public required init?(coder: NSCoder) {
    super.init()
    decodeThroughStrategy(coder)
  }

  public static let keyMapping: [String: String] = [:]
}

/// The corpus model: one level of a deeply nested chain.
public final class DeepNode: NSObject, FixtureCodable {
  public var level: Int = 0
  public var name: String?
  public var child: DeepNode?

  public override required init() { super.init() }
  public func encode(with coder: NSCoder) { encodeThroughStrategy(coder) }
  public required init?(coder: NSCoder) {
    super.init()
    decodeThroughStrategy(coder)
  }

  public static let keyMapping: [String: String] = [:]
}

/// The sweep's flat record: four scalar fields, one of each JSON kind.
public final class SweepRecord: NSObject, FixtureCodable {
  public var id: Int = 0
  public var name: String?
  public var score: Double = 0
  public var active: Bool = false

  public override required init() { super.init() }
  public func encode(with coder: NSCoder) { encodeThroughStrategy(coder) }
  public required init?(coder: NSCoder) {
    super.init()
    decodeThroughStrategy(coder)
  }

  public static let keyMapping: [String: String] = [:]
}

/// The sweep's array of flat records: `{"items": [{"id": …, "name": …, "score": …, "active": …}, …]}`.
public final class SweepRecordList: NSObject, FixtureCodable {
  public var items: [SweepRecord] = []

  public override required init() { super.init() }
  public func encode(with coder: NSCoder) { encodeThroughStrategy(coder) }
  public required init?(coder: NSCoder) {
    super.init()
    decodeThroughStrategy(coder)
  }

  public static let keyMapping: [String: String] = [:]
}
