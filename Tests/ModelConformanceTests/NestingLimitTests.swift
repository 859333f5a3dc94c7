import Foundation
import JSONText
import MJStyle
import MappingSeam
import ModelAdapters
import ModelFixtures
import ModelRuntime
import Testing
import XYYStyle
import YYStyle

/// A model with an untyped field, which every design passes through as it is.
final class Payload: NSObject, YYModel, MJKeyValue, XYYJsonModel {
  var name = "payload"
  var value: Any?
  override required init() { super.init() }
}

/// Nesting built in code, where no JSON parser stops it: every design refuses the level beyond
/// `GraphGuard.maximumDepth` with its error value instead of running the stack out.
///
/// Deep values are built bottom-up in loops, every level held by an array (innermost first) that is
/// drained from the outermost level in: Swift releases a nested value or a linked chain recursively, so
/// letting the outermost level go last would overflow the stack in deinit instead.
@Suite(.serialized) struct NestingLimitTests {
  static let limit = GraphGuard.maximumDepth
  static let designs = Implementations.all.filter { !$0.isBaseline }

  /// `{"level": 0, "child": {"level": 1, "child": …}}`: `depth` dictionaries, the outermost last.
  static func nestedDictionaries(depth: Int) -> [[String: Any]] {
    var levels: [[String: Any]] = [["level": depth - 1, "name": "bottom"]]
    levels.reserveCapacity(depth)
    for level in stride(from: depth - 2, through: 0, by: -1) {
      levels.append(["level": level, "child": levels[levels.count - 1]])
    }
    return levels
  }

  /// Releases nested levels from the outermost (the last) in, so no deinit recurses.
  static func drain<T>(_ levels: inout [T]) {
    while levels.popLast() != nil {}
  }

  @Test(arguments: designs.map(\.id))
  func tenThousandLevelsAreAnErrorValue(_ id: String) throws {
    let codec = try #require(Self.designs.first { $0.id == id }?.codec(for: DeepNode.self))
    var levels = Self.nestedDictionaries(depth: 10_000)
    #expect(throws: MappingError.self) { try codec.decodeObject(levels[levels.count - 1]) }
    var existing = DeepNode()
    if let update = codec.update {
      #expect(throws: MappingError.self) { try update(&existing, levels[levels.count - 1]) }
    }
    Chains.dismantle(existing)
    Self.drain(&levels)
  }

  @Test(arguments: designs.map(\.id))
  func theLimitItselfConverts(_ id: String) throws {
    let codec = try #require(Self.designs.first { $0.id == id }?.codec(for: DeepNode.self))
    var exact = Self.nestedDictionaries(depth: Self.limit)
    let model = try codec.decodeObject(exact[exact.count - 1])
    #expect(Chains.length(model) == Self.limit)
    #expect(sequence(first: model) { $0.child }.reduce(model) { $1 }.name == "bottom")
    Chains.dismantle(model)
    var beyond = Self.nestedDictionaries(depth: Self.limit + 1)
    #expect(throws: MappingError.self) { try codec.decodeObject(beyond[beyond.count - 1]) }
    Self.drain(&exact)
    Self.drain(&beyond)
  }

  @Test func eachDesignReportsTheDepthItsOwnWay() throws {
    var levels = Self.nestedDictionaries(depth: 10_000)
    let outermost = levels[levels.count - 1]
    // YYStyle: nil, false; an update writes down to the limit, as a refused transform leaves it, and the
    // level beyond is a new empty model (YYStyle keeps a nested model whatever its conversion said).
    #expect(DeepNode.yy_model(with: outermost) == nil)
    let yy = DeepNode()
    #expect(!yy.yy_modelSet(with: outermost))
    #expect(Chains.length(yy) == Self.limit + 1)
    // MJStyle: nil and mj_error; an update writes down to the limit and leaves the level beyond out.
    #expect(DeepNode.mj_object(withKeyValues: outermost) == nil)
    #expect(DeepNode.mj_error?.reason == "the key values nest deeper than \(Self.limit) models")
    let mj = DeepNode()
    #expect(!mj.mj_setKeyValues(outermost))
    #expect(Chains.length(mj) == Self.limit)
    // XYYStyle: nil, false; the model at the limit keeps its empty value (no child).
    #expect(DeepNode.xyy_model(with: outermost) == nil)
    let xyy = DeepNode()
    #expect(!xyy.xyy_update(with: outermost))
    #expect(Chains.length(xyy) == Self.limit)
    Chains.dismantle(yy)
    Chains.dismantle(mj)
    Chains.dismantle(xyy)
    Self.drain(&levels)
  }

  @Test func modelToJSONOfTenThousandLevels() throws {
    let root = Chains.make(DeepNode.self, length: 10_000)
    defer { Chains.dismantle(root) }
    // YYStyle: nil.
    #expect(root.yy_modelToJSONObject() == nil)
    #expect(root.yy_modelToJSONData() == nil)
    // MJStyle: NSNull at the level beyond the limit, and mj_error; no JSON data.
    _ = root.mj_keyValues()
    #expect(DeepNode.mj_error?.reason == "the models nest deeper than \(Self.limit) levels")
    #expect(root.mj_JSONData() == nil)
    // XYYStyle: NSNull at the level beyond the limit, as at a cycle's back-reference.
    var dictionary: [String: Any]? = root.xyy_convertToDictionary(forJson: true)
    var depth = 0
    while let current = dictionary {
      depth += 1
      if depth == Self.limit { #expect(current["child"] is NSNull) }
      dictionary = current["child"] as? [String: Any]
    }
    #expect(depth == Self.limit)
  }

  @Test func aChainAtTheLimitIsWritten() throws {
    let root = Chains.make(DeepNode.self, length: Self.limit)
    defer { Chains.dismantle(root) }
    #expect(root.yy_modelToJSONObject() != nil)
    // (mj_error is only cleared by a dictionary → model conversion: look at the output.)
    for exported in [root.mj_keyValues(), root.xyy_convertToDictionary(forJson: true)] {
      var dictionary: [String: Any]? = exported
      var depth = 0
      while let current = dictionary {
        depth += 1
        if depth < Self.limit { #expect(!(current["child"] is NSNull)) }
        dictionary = current["child"] as? [String: Any]
      }
      #expect(depth == Self.limit)
    }
    // JSONText writes (and reads back) every depth it reads: a 512-deep chain is written. Foundation's
    // JSONSerialization writes 511 nested containers at most: with it, the bytes of a 512-deep chain are
    // the designs' "not JSON" outcome, one level less is written.
    let data = try #require(JSONTextLayer.$current.withValue(.modelBench) { root.yy_modelToJSONData() })
    #expect(try JSONReader.value(from: data) is [String: Any])
    #expect(JSONTextLayer.$current.withValue(.foundation) { root.yy_modelToJSONData() } == nil)
    let shorter = Chains.make(DeepNode.self, length: Self.limit - 1)
    defer { Chains.dismantle(shorter) }
    for layer in JSONTextLayer.allCases {
      JSONTextLayer.$current.withValue(layer) {
        #expect(shorter.yy_modelToJSONData() != nil)
        #expect(shorter.mj_JSONData() != nil)
      }
    }
  }

  @Test func deepPlainContainersInAnUntypedField() throws {
    var levels: [[Any]] = [[1]]
    for _ in 1..<10_000 { levels.append([levels[levels.count - 1]]) }
    let payload = Payload()
    payload.value = levels[levels.count - 1]
    #expect(payload.yy_modelToJSONObject() == nil)
    _ = payload.mj_keyValues()
    #expect(Payload.mj_error?.reason == "the models nest deeper than \(Self.limit) levels")
    // XYYStyle: NSNull where the limit cuts the arrays.
    var value: Any? = payload.xyy_convertToDictionary(forJson: true)["value"]
    var depth = 0
    while let array = value as? [Any] {
      depth += 1
      value = array.first
    }
    #expect(value is NSNull)
    #expect(depth < Self.limit)
    payload.value = nil
    Self.drain(&levels)
  }
}

/// A DeepNode chain is walked, built and taken apart as the designs' archived chains are.
extension DeepNode: ChainNode {
  var value: Int {
    get { level }
    set { level = newValue }
  }
  var next: DeepNode? {
    get { child }
    set { child = newValue }
  }
}
