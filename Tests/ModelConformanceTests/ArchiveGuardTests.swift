import Foundation
import MJStyle
import MappingSeam
import ModelAdapters
import ModelFixtures
import ModelRuntime
import Testing
import XYYStyle
import YYStyle

/// Archives an arbitrary keyed structure that claims to be another class: the hostile archives a guard
/// must refuse before Swift Foundation's secure unarchiver stops the process on them.
final class Forged: NSObject, NSSecureCoding {
  static var supportsSecureCoding: Bool { true }
  var values: [(String, Any)] = []
  init(_ values: [(String, Any)]) { self.values = values }
  func encode(with coder: NSCoder) {
    for (key, value) in values { coder.encode(value, forKey: key) }
  }
  required init?(coder: NSCoder) { nil }

  /// The class every `Forged` claims to be in the archive being made (the suite runs serialized).
  nonisolated(unsafe) static var claimed: AnyClass = Forged.self
  override var classForKeyedArchiver: AnyClass? { Forged.claimed }

  /// The archive of `root`, every `Forged` in it named `claimed`.
  static func archive(_ root: Any, claiming claimed: AnyClass) throws -> Data {
    Forged.claimed = claimed
    defer { Forged.claimed = Forged.self }
    return try NSKeyedArchiver.archivedData(withRootObject: root, requiringSecureCoding: true)
  }
}

@Suite(.serialized) struct ArchiveGuardTests {
  func refusal(_ data: Data) -> String? {
    do {
      try YYChain.yy_validateArchive(data)
      return nil
    } catch {
      return error.description
    }
  }

  @Test func whatTheDesignsWritePasses() throws {
    let head = Chains.make(YYChain.self, length: 20)
    #expect(refusal(try Chains.archive(head)) == nil)
    #expect(throws: Never.self) {
      try MJChain.mj_validateArchive(try Chains.archive(Chains.make(MJChain.self, length: 20)))
    }
    #expect(throws: Never.self) {
      try XYYChain.xyy_validateArchive(try Chains.archive(Chains.make(XYYChain.self, length: 20)))
    }
  }

  /// `value` is an Int: the decoder allows NSString and NSNumber there, and the unarchiver would stop
  /// the process on the NSDate.
  @Test func aClassWhereThePropertyDoesNotAllowIt() throws {
    let data = try Forged.archive(Forged([("value", NSDate())]), claiming: YYChain.self)
    #expect(refusal(data)?.hasPrefix("NSDate where only") == true)
    #expect(refusal(data)?.hasSuffix("at root.value") == true)
  }

  @Test func theRootMustBeTheExpectedClass() throws {
    let data = try NSKeyedArchiver.archivedData(
      withRootObject: NSArray(array: [1]), requiringSecureCoding: true)
    #expect(refusal(data)?.contains("where only") == true)
  }

  @Test func containersAreCheckedWithTheirCallsClasses() throws {
    // A nested model's `next` holding an array that holds a date.
    let data = try Forged.archive(
      Forged([("next", Forged([("value", NSArray(array: [NSDate()]))]))]), claiming: YYChain.self)
    #expect(refusal(data) != nil)
  }

  @Test func aReferenceCycleIsRefused() throws {
    // (An NSArray holding itself cannot even be archived here: the archiver compares it with itself.)
    let selfReferencing = Forged([])
    selfReferencing.values = [("next", selfReferencing)]
    #expect(
      refusal(try Forged.archive(selfReferencing, claiming: YYChain.self))?.hasPrefix("a reference cycle")
        == true)
  }

  @Test func nestingBeyondTheLimitIsRefused() throws {
    // Models nested through `next` (nested NSArrays compare equal to each other in the archiver, which
    // makes archiving them quadratic in depth).
    var nested = Forged([])
    for _ in 0..<(GraphGuard.maximumDepth + 10) { nested = Forged([("next", nested)]) }
    let data = try Forged.archive(nested, claiming: YYChain.self)
    #expect(refusal(data)?.hasPrefix("nesting deeper than") == true)
  }

  /// Found by the archive fuzz targets: `$objects[0]`, where the archiver puts "$null", holds an object
  /// (an NSArray in one, a model in the other), and a URL's NS.base points there. NSURL decoded it as
  /// its base: Foundation stopped the process on the array, and recursed for seconds on the model.
  @Test(
    arguments: SecureArchivingTests.designs,
    [
      "xyy-archive-url-base-at-a-non-null-first-object.bin",
      "yy-archive-url-base-at-a-model-first-object.bin",
    ])
  func aURLsBaseMustPointAtTheNullString(design: String, file: String) throws {
    let data = try Data(contentsOf: Self.regressions.appendingPathComponent(file))
    #expect {
      try validateArchive(data, as: Probe.self, design: design)
    } throws: { error in
      "\(error)".hasPrefix("a URL other than one NS.relative and a null NS.base at root.")
    }
  }

  /// Inputs the fuzz targets found, kept in Fuzzing/Regressions.
  static let regressions: URL = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.appendingPathComponent("Fuzzing/Regressions")
  }()

  @Test func notAnArchive() {
    #expect(refusal(Data("{}".utf8)) != nil)
    #expect(refusal(Data([0x62, 0x70, 0x6c, 0x69, 0x73, 0x74])) != nil)
  }

  /// Thousands of byte mutations of real archives: whatever the guard passes, the secure unarchiver and
  /// each design's decoder read without stopping the process (a trap here kills the test run).
  @Test(arguments: ["yy", "mj", "xyy"])
  func mutatedArchivesThatPassTheGuardDecode(design: String) throws {
    let implementation = try #require(Implementations.named(design))
    let codec = try #require(implementation.codec(for: WeiboStatus.self))
    let original = try #require(try codec.archive?(codec.decodeObject(Fixture.weiboStatus.object())))
    let unarchive = try #require(codec.unarchive)
    var generator = SplitMix(seed: 0x5EED)
    var passed = 0
    for _ in 0..<1000 {
      var bytes = [UInt8](original)
      for _ in 0..<Int(generator.next() % 4 + 1) {
        let at = Int(generator.next() % UInt64(bytes.count))
        bytes[at] = UInt8(truncatingIfNeeded: generator.next())
      }
      let data = Data(bytes)
      guard (try? validateArchive(data, as: WeiboStatus.self, design: design)) != nil else { continue }
      passed += 1
      if let status = try? unarchive(data) { _ = try? codec.encodeObject(status) }
    }
    #expect(passed > 0)
  }
}

/// A small deterministic generator for the mutation sweep.
struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
