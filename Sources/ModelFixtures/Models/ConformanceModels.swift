// Hand-kept: each probe carries a distinctive default, a hook or an edge a case needs, which no
// field count describes. The mechanical models are generated (see ../Generated/).

import Foundation

/// The model most cases decode into: one field of every kind, each with a distinctive default so that
/// "unchanged" cannot be confused with a written value.
public final class Probe: NSObject, FixtureCodable {
  public var int = 7
  public var int8: Int8 = 7
  public var uint64: UInt64 = 7
  public var double = 7.5
  public var float: Float = 7.5
  public var bool = false
  public var string = "default"
  public var optString: String? = "default"
  public var optInt: Int? = 7
  public var url: URL? = URL(string: "https://default.example")
  public var date: Date? = Date(timeIntervalSince1970: 7)
  public var decimal: Decimal? = Decimal(7)
  public var data: Data? = Data([7])
  public var suit: ProbeSuit = .hearts
  public var point = CGPoint(x: 7, y: 7)
  public var child: ProbeChild? = nil
  public var children: [ProbeChild] = []
  public var tags: Set<String> = ["default"]
  public var byName: [String: ProbeChild] = [:]
  public var numbers: [Int] = [7]
  public var urls: [URL] = []

  public override required init() { super.init() }
  public func encode(with coder: NSCoder) { encodeThroughStrategy(coder) }
  public required init?(coder: NSCoder) {
    super.init()
    decodeThroughStrategy(coder)
  }
}

public enum ProbeSuit: String, Codable, Sendable { case hearts, spades }

public final class ProbeChild: NSObject, FixtureCodable {
  public var name = "child"
  public var age = 1

  public override required init() { super.init() }
  public func encode(with coder: NSCoder) { encodeThroughStrategy(coder) }
  public required init?(coder: NSCoder) {
    super.init()
    decodeThroughStrategy(coder)
  }
}

/// Key mapping: rename, key path, array index, alternatives, two properties on one key, snake_case.
public final class Mapped: NSObject {
  public var name = "default"  // "n"
  public var desc = "default"  // "ext.desc"
  public var second = "default"  // "list[1]"
  public var identifier = 0  // "id", "ID", "book_id"
  public var first = "default"  // "shared"
  public var copy = "default"  // "shared"
  public var userName = "default"  // "user_name"
  public override required init() { super.init() }
}

/// Nesting: a class chosen by the dictionary, nested objects updated or replaced.
public class Pet: NSObject {
  public var name = "pet"
  public var age = 1
  public override required init() { super.init() }
}

public final class Cat: Pet {
  public var purrs = false
}

public final class Owner: NSObject {
  public var name = "owner"
  public var pet: Pet? = nil
  public var home = Pet()
  public var pets: [Pet] = []
  public override required init() { super.init() }
}

/// Allow and ignore lists: `a` ignored, only `a` and `b` allowed.
public final class Listed: NSObject {
  public var a = "default"
  public var b = "default"
  public var c = "default"
  public override required init() { super.init() }
}

/// Hooks: each design's transform, new-value, converter and nil-value hooks.
public final class Hooked: NSObject {
  public var name = "default"
  public var count = 7
  public var fallback = "default"
  public override required init() { super.init() }
}

/// Writes: a property with didSet, a `let`, a counter of setter calls.
public final class Observed: NSObject {
  public var level = 0 { didSet { setterCalls += 1 } }
  public var setterCalls = 0
  public let constant = "initial"
  public override required init() { super.init() }
}

/// Inheritance three classes deep.
public class Level1: NSObject {
  public var one = "default"
  public override required init() { super.init() }
}

public class Level2: Level1 {
  public var two = "default"
}

public final class Level3: Level2 {
  public var three = "default"
}
