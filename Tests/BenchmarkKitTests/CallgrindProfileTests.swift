import BenchmarkKit
import Foundation
import Testing

/// Reading callgrind dumps into self costs, and giving them to phases.
@Suite struct CallgrindProfileTests {
  /// Compressed names, a call's inclusive cost (not the caller's), and an inlined file that ends at the
  /// next function.
  static let dump = """
    # callgrind format
    version: 1
    desc: Trigger: Client Request: github_user/dict→model/yy
    positions: line
    events: Ir
    summary: 1000

    ob=(1) /work/modelbench
    fl=(1) /work/Sources/YYStyle/YYConversion.swift
    fn=(1) $s7YYStyle12YYConversionO5applyyyF
    10 100
    +1 50
    fi=(2) /work/Sources/YYStyle/YYConversion+SetValue.swift
    -3 200
    fe=(1)
    *  25
    cob=(2) /usr/lib/libswiftCore.so
    cfl=(3) ???
    cfn=(2) swift_retain
    calls=4 0
    12 400
    fn=(3) $s7YYStyle12YYConversionO5otheryyF
    20 25
    ob=(2)
    fl=(3)
    fn=(2)
    0 400
    fl=(4) ./string/memcpy.S
    fn=(4) memcpy
    0 200

    totals: 1000
    """

  @Test func selfCostsAddUpToTheTotal() throws {
    let profile = try CallgrindProfile.parse(Self.dump)
    #expect(profile.reason == "github_user/dict→model/yy")
    #expect(profile.total == 1000)
    #expect(profile.attributed == 1000)
    func cost(_ function: String, _ file: String) -> Double {
      profile.entries.filter { $0.function == function && $0.file.hasSuffix(file) }.reduce(0) { $0 + $1.cost }
    }
    let apply = "$s7YYStyle12YYConversionO5applyyyF"
    #expect(cost(apply, "YYConversion.swift") == 175)
    #expect(cost(apply, "YYConversion+SetValue.swift") == 200)
    // The next function starts in its own file again, not the inlined one.
    #expect(cost("$s7YYStyle12YYConversionO5otheryyF", "YYConversion.swift") == 25)
    #expect(cost("swift_retain", "???") == 400)
    #expect(profile.entries.first { $0.function == "swift_retain" }?.object == "/usr/lib/libswiftCore.so")
  }

  @Test func anUndefinedNameIsAnErrorWithItsLine() {
    #expect {
      try CallgrindProfile.parse("events: Ir\nfn=(7)\n1 2\nsummary: 2\n")
    } throws: { error in
      (error as? CallgrindProfile.FormatError)?.line == 2
    }
    #expect(throws: CallgrindProfile.FormatError.self) { try CallgrindProfile.parse("events: Ir\n") }
  }

  /// A real dump (valgrind, installed by `make deps`): every instruction in exactly one entry.
  @Test func aRealDumpIsReadWhole() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("callgrind-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = directory.appendingPathComponent("callgrind.out")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "valgrind", "--tool=callgrind", "--quiet", "--callgrind-out-file=\(output.path)", "/bin/ls", "/",
    ]
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let profile = try CallgrindProfile.parse(String(contentsOf: output, encoding: .utf8))
    #expect(profile.total > 10_000)
    #expect(profile.attributed == profile.total)
    #expect(profile.entries.contains { $0.object.contains("libc") })
  }

  @Test(arguments: [
    ("specialized static YYStyle.YYConversion.apply<A>(_:to:) -> ()", "YYStyle.YYConversion.apply<A>"),
    (
      "generic specialization <Swift.String, Any> of Swift._NativeDictionary.find(Swift.String) -> (Swift.Int, Swift.Bool)",
      "Swift._NativeDictionary.find"
    ),
    (
      "closure #1 in Foundation.JSONSerialization.data(withJSONObject: Any) throws -> Foundation.Data",
      "Foundation.JSONSerialization.data"
    ),
    (
      "merged initializeWithCopy value witness for Swift.ClosedRange<>.Index",
      "initializeWithCopy value witness for Swift.ClosedRange<>.Index"
    ),
    ("Swift.Dictionary.subscript.getter : (A) -> B?", "Swift.Dictionary.subscript.getter"),
    (
      "bool swift::RefCounts<swift::RefCountBitsT<(swift::RefCountInlinedness)1> >::doDecrementSlow<(swift::PerformDeinit)1>(unsigned int)",
      "bool swift::RefCounts::doDecrementSlow"
    ),
    ("swift_retain", "swift_retain"),
  ])
  func theHeadIsTheFunctionThatDidTheWork(symbol: String, head: String) {
    #expect(PhaseClassifier.head(of: symbol) == head)
  }

  @Test func everyCostGoesToOnePhase() throws {
    let classifier = PhaseClassifier(
      phases: [
        CostPhase("write", "write", covers: ""), CostPhase("memory", "memory", covers: ""),
        CostPhase("other", "other", covers: ""),
      ],
      rules: [
        .init("memory", symbols: [.exact("swift_retain")]),
        .init("write", files: [.suffix("+SetValue.swift")]),
      ], fallback: "other")
    let anatomy = classifier.anatomy(of: try CallgrindProfile.parse(Self.dump), cell: "a/b/c", iterations: 5)
    #expect(anatomy.total == 200)
    #expect(anatomy.phases == ["memory": 80, "write": 40, "other": 80])
    #expect(anatomy.attributed == anatomy.total)
    #expect(anatomy.topSymbols["memory"]?.first?.symbol == "swift_retain")
  }
}
