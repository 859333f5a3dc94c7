// Hand-kept: a recursive chain and a nested record list, whose shapes no field count describes. The
// flat wide models (WideModel, WideModel1000) are generated from ../Generated/synthetic-models.json.

import Foundation

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
