import DesignTestSupport
import Foundation
import MJStyle
import ModelRuntime
import Testing
import XYYStyle
import YYStyle

// Object graphs built in code, far deeper than any JSON that parses: every recursive walk of every design
// stops at `GraphGuard.maximumDepth` with its documented outcome instead of running the stack out.

final class YYChain: YYArchivedModel {
  var value = 0
  var next: YYChain?
}

final class MJChain: MJArchivedModel {
  var value = 0
  var next: MJChain?
}

final class XYYChain: XYYArchivedModel {
  var value = 0
  var next: XYYChain?
}

/// Archives its whole chain with no limit (a hostile archive's stand-in) and reads it back through a
/// design's decoder, chosen by `decoder`.
final class RawChain: NSObject, YYModel, MJKeyValue, XYYJsonModel, NSSecureCoding {
  nonisolated(unsafe) static var decoder = "yy"
  static var supportsSecureCoding: Bool { true }
  var value = 0
  var next: RawChain?
  override required init() { super.init() }
  func encode(with coder: NSCoder) {
    coder.encode(NSNumber(value: value), forKey: "value")
    if let next { coder.encode(next, forKey: "next") }
  }
  required init?(coder: NSCoder) {
    super.init()
    switch Self.decoder {
    case "yy": yy_modelInit(with: coder)
    case "mj": mj_decode(with: coder)
    default: xyy_decode(with: coder)
    }
  }
}

protocol ChainNode: AnyObject {
  init()
  var value: Int { get set }
  var next: Self? { get set }
}
extension YYChain: ChainNode {}
extension MJChain: ChainNode {}
extension XYYChain: ChainNode {}
extension RawChain: ChainNode {}

enum Chains {
  /// A chain of `length` nodes, values 0, 1, 2, …
  static func make<Node: ChainNode>(_: Node.Type, length: Int) -> Node {
    let head = Node()
    var tail = head
    for index in 1..<length {
      let node = Node()
      node.value = index
      tail.next = node
      tail = node
    }
    return head
  }

  /// How many nodes follow `head` (itself included).
  static func length<Node: ChainNode>(_ head: Node) -> Int {
    var count = 0
    var node: Node? = head
    while let current = node {
      count += 1
      node = current.next
    }
    return count
  }

  /// Unlinks the chain node by node: releasing a 100 000-node chain from its head would recurse once per
  /// node in Swift's own deinit.
  static func dismantle<Node: ChainNode>(_ head: Node) {
    var node = head.next
    head.next = nil
    while let current = node {
      node = current.next
      current.next = nil
    }
  }

  static func archive(_ root: NSObject) throws -> Data {
    try NSKeyedArchiver.archivedData(withRootObject: root, requiringSecureCoding: true)
  }

  static func unarchive<T: NSObject & NSSecureCoding>(_ data: Data, as _: T.Type) throws -> T {
    let unarchiver = try NSKeyedUnarchiver(forReadingFrom: data)
    unarchiver.requiresSecureCoding = true
    unarchiver.decodingFailurePolicy = .setErrorAndReturn
    return try #require(unarchiver.decodeObject(of: T.self, forKey: NSKeyedArchiveRootObjectKey))
  }
}

@Suite(.serialized) struct DeepGraphTests {
  static let deep = 100_000
  static let limit = GraphGuard.maximumDepth

  /// Equality to the limit costs a hash of the rest of the chain at every level, as the original's
  /// (about 260 000 nested hashes at 512 levels): 3 s in a debug build, 530 s under ThreadSanitizer. The
  /// limit is checked by the plain and AddressSanitizer runs; ThreadSanitizer's, which looks for races,
  /// skips this test.
  #if MODELBENCH_TSAN
    static let walksToTheLimit = false
  #else
    static let walksToTheLimit = true
  #endif

  @Test(.enabled(if: walksToTheLimit)) func yyHashEqualityDescriptionAndCopy() throws {
    let a = Chains.make(YYChain.self, length: Self.deep)
    let b = Chains.make(YYChain.self, length: Self.deep)
    defer {
      Chains.dismantle(a)
      Chains.dismantle(b)
    }
    #expect(a.yy_modelHash() == b.yy_modelHash())  // equal down to the limit, 0 beyond
    #expect(a.yy_modelIsEqual(a))
    #expect(!a.yy_modelIsEqual(b))  // past the limit only the same instance is equal
    let description = a.yy_modelDescription()
    #expect(description.components(separatedBy: "<ModelConformanceTests.YYChain").count == Self.limit + 2)
    let copy = a.yy_modelCopy()
    #expect(copy !== a && copy.next === a.next)  // shallow, as the original
    // Below the limit, equal chains are equal.
    let c = Chains.make(YYChain.self, length: 100)
    let d = Chains.make(YYChain.self, length: 100)
    #expect(c.yy_modelIsEqual(d) && c.yy_modelHash() == d.yy_modelHash())
    d.next?.next?.value = -1
    #expect(!c.yy_modelIsEqual(d))
  }

  @Test func yyExportAndArchive() throws {
    let head = Chains.make(YYChain.self, length: Self.deep)
    defer { Chains.dismantle(head) }
    #expect(head.yy_modelToJSONObject() == nil)
    let back = try Chains.unarchive(try Chains.archive(head), as: YYChain.self)
    #expect(Chains.length(back) == Self.limit + 1)  // the model past the limit is written empty
  }

  @Test func mjExportAndArchive() throws {
    let head = Chains.make(MJChain.self, length: Self.deep)
    defer { Chains.dismantle(head) }
    #expect(head.mj_JSONData() == nil)
    #expect(MJChain.mj_error != nil)
    let back = try Chains.unarchive(try Chains.archive(head), as: MJChain.self)
    #expect(Chains.length(back) == Self.limit + 1)
  }

  @Test func xyyExportAndArchive() throws {
    let head = Chains.make(XYYChain.self, length: Self.deep)
    defer { Chains.dismantle(head) }
    var depth = 0
    var level = head.xyy_convertToDictionary(forJson: true)
    while let next = level["next"] as? [String: Any] {
      depth += 1
      level = next
    }
    #expect(depth < Self.limit)
    let back = try Chains.unarchive(try Chains.archive(head), as: XYYChain.self)
    #expect(Chains.length(back) == Self.limit + 1)
  }

  /// An archive nested deeper than the limit (written without one) is read down to the limit by every
  /// design's decoder.
  @Test(arguments: ["yy", "mj", "xyy"])
  func deepArchivesAreReadDownToTheLimit(decoder: String) throws {
    let head = Chains.make(RawChain.self, length: Self.limit + 100)
    defer { Chains.dismantle(head) }
    let data = try Chains.archive(head)
    RawChain.decoder = decoder
    let back = try Chains.unarchive(data, as: RawChain.self)
    #expect(Chains.length(back) == Self.limit + 1)  // the model past the limit is made, and reads nothing
    #expect(back.next?.value == 1)
  }
}
