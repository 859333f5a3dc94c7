import BenchmarkKit
import BenchmarkWorkloads
import Foundation
import MappingSeam
import MappingSuite
import ModelAdapters
import Testing

/// YYStyle with a quadratic step added to dict→model: for every level of the chain it walks down from the
/// root again, four times (2n² look-ups), the accident a sweep exists to catch.
struct QuadraticImplementation: MappingImplementation {
  var id: String { "quadratic" }
  var displayName: String { "Quadratic" }
  var isBaseline: Bool { false }

  func codec<Model>(for type: Model.Type) -> ModelCodec<Model>? {
    guard var codec = YYStyleImplementation().codec(for: type) else { return nil }
    let decode = codec.decodeObject
    codec.decodeObject = { object throws(MappingError) in
      var depth = 0
      var node: [String: Any]? = object
      while let current = node {
        depth += 1
        node = current["child"] as? [String: Any]
      }
      var reached = 0
      for _ in 0..<4 {
        for level in 0..<depth {
          var walker: [String: Any]? = object
          for _ in 0..<level { walker = walker?["child"] as? [String: Any] }
          if walker != nil { reached += 1 }
        }
      }
      blackHole(reached)
      return try decode(object)
    }
    return codec
  }
}

@Suite struct SizeSweepTests {
  @Test(arguments: [(1.0, 1.0), (2.0, 2.0), (0.5, 0.5)])
  func theExponentIsThePowerLawsSlope(power: Double, expected: Double) {
    let points = [10.0, 100, 1_000, 10_000].map { ($0, 3 * pow($0, power)) }
    #expect(abs(SizeSweep.exponent(points) - expected) < 1e-9)
  }

  @Test func theFitUsesTheLargeEnd() {
    // A fixed cost of 1 000 under a linear one: the small sizes are flat, the large end linear.
    let points = [1, 10, 100, 1_000, 10_000, 100_000].map { size in
      SweepPoint(
        family: "f", size: size, operation: .dictToModel, implementation: "i",
        nanoseconds: 1_000 + Double(size))
    }
    let fit = try! #require(SizeSweep.fits(points).first)
    #expect(fit.fittedSizes == [1_000, 10_000, 100_000])
    #expect(fit.exponent > 0.85 && fit.exponent < 1.0)
    #expect(!fit.flagged)
    #expect(fit.perUnit.last?.nanoseconds == 1.01)
  }

  /// The depth family at 16, 64 and 256 levels on YYStyle and on YYStyle with a quadratic step: the
  /// second is flagged. Its exponent is near 2 against a flag at 1.15, which holds even under the
  /// sanitizers and a loaded machine; nothing is asserted of YYStyle's own exponent, which is timing.
  @Test func aQuadraticStepIsFlagged() throws {
    let depth = SweepFamily(
      name: "depth", unit: "level", summary: "", sizes: [16, 64, 256], quickSizes: [16, 64, 256],
      workload: SweepFamilies.depth.workload)
    let runner = Runner(settings: .quick, counter: nil)
    let points = SizeSweep.run(
      [depth], implementations: [YYStyleImplementation(), QuadraticImplementation()],
      operations: [.dictToModel],
      quick: true, runner: runner)
    let fits = SizeSweep.fits(points)
    let quadratic = try #require(fits.first { $0.implementation == "quadratic" })
    #expect(quadratic.flagged, "exponent \(quadratic.exponent)")
    #expect(fits.contains { $0.implementation == "yy" })
    let report = SweepReport(families: [depth], points: points, quick: true)
    #expect(report.flagged.contains { $0.implementation == "quadratic" })
    let lineup = Lineup(
      members: [
        .init(id: "yy", displayName: "YYStyle", isBaseline: false),
        .init(id: "quadratic", displayName: "Quadratic", isBaseline: false),
      ], reference: "yy", pivot: "yy")
    #expect(report.markdown(lineup: lineup).contains("depth dict→model Quadratic"))
    #expect(report.charts(lineup: lineup).map(\.name) == ["sweep-depth-dict-to-model.svg"])
  }

  @Test func memoryGrowsWithTheDocument() throws {
    func measurement(_ id: String, _ megabytes: Int, factor: Double) -> StressMeasurement {
      let bytes = megabytes << 20
      return StressMeasurement(
        scenario: "large-document", implementation: id, inputBytes: bytes, conversions: 1, failures: 0,
        seconds: 1,
        baselineResidentBytes: 10_000_000, peakResidentBytes: 10_000_000 + Int(Double(bytes) * factor),
        boundBytes: bytes * 6)
    }
    let report = SweepReport(
      families: [], points: [], quick: true,
      memory: [4, 16, 64].flatMap {
        [measurement("yy", $0, factor: 3), measurement("codable", $0, factor: 1.5)]
      })
    #expect(abs(report.memoryExponents["yy"]! - 1) < 1e-9)
    let lineup = Lineup(
      members: [
        .init(id: "yy", displayName: "YYStyle", isBaseline: false),
        .init(id: "codable", displayName: "Codable", isBaseline: true),
      ], reference: "codable", pivot: "yy")
    let markdown = report.markdown(lineup: lineup)
    #expect(markdown.contains("### Memory against document size"))
    #expect(markdown.contains("| YYStyle | 12.6 MB (3.0×) | 50.3 MB (3.0×) | 201.3 MB (3.0×) | 1.00 |"))
    #expect(report.charts(lineup: lineup).map(\.name) == ["sweep-memory.svg"])
  }
}

/// The coordinates family measures canada's kind of number: doubles at full precision, the same every
/// call, with no archive cells.
@Suite struct CoordinatesFamilyTests {
  @Test func theRingIsParsedFullPrecisionAndRepeatable() throws {
    let ring = GeneratedInputs.ring(1_000)
    #expect(ring == GeneratedInputs.ring(1_000))
    let longDescriptions = ring.joined().filter { $0.description.count >= 17 }.count
    #expect(longDescriptions > 1_500, "\(longDescriptions) of 2 000 doubles need 15 or more digits")
    let workload = SweepFamilies.coordinates.workload(10)
    #expect(!workload.measures(.archive) && !workload.measures(.unarchive) && workload.measures(.dictToModel))
    let cases = Runner.cases(of: [workload], on: [HandWrittenImplementation()], filter: [])
    #expect(cases.contains { $0.operation == .dictToModel && $0.body != nil })
    #expect(!cases.contains { $0.operation == .archive || $0.operation == .unarchive })
  }
}
