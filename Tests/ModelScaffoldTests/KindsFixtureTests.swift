import Foundation
import ModelRuntime
import Testing

@testable import ModelScaffold

/// The kinds workload: its committed files are what its sample makes, and the sample holds every
/// property kind and shape the scaffold generates, so that none can take a slow path unmeasured.
@Suite struct KindsFixtureTests {
  @Test func theCommittedFilesAreGenerated() throws {
    let stale = try KindsFixture.stale(in: SyntheticModelTests.root)
    #expect(stale == [], "run `make fixtures` and commit what it writes")
  }

  @Test func theSampleHasEveryKindTheScaffoldGenerates() throws {
    let data = try Data(
      contentsOf: SyntheticModelTests.root.appendingPathComponent(KindsFixture.descriptionPath))
    let schema = try SchemaInference.infer(name: "Kinds", samples: [.init(name: "kinds", data: data)])
    let properties = schema.models.flatMap(\.properties)
    let types = Set(properties.map(\.type))
    for scalar: Schema.FieldType in [.bool, .int, .double, .decimal, .string, .any] {
      #expect(types.contains(scalar), "\(scalar)")
    }
    for layout: SampleDateFormat in [.iso8601, .twitter, .spaced] {
      #expect(types.contains(.date(layout)), "\(layout)")
    }
    // ISO 8601 with and without milliseconds and with a zone of each spelling the scaffold repeats.
    #expect(Set(properties.compactMap(\.isoVariant).map(\.milliseconds)) == [false, true])
    func has(_ predicate: (Schema.FieldType) -> Bool) -> Bool { types.contains(where: predicate) }
    #expect(has { if case .array(.model) = $0 { true } else { false } }, "an array of models")
    #expect(has { if case .map(.model) = $0 { true } else { false } }, "a map of models")
    #expect(has { if case .array(.string) = $0 { true } else { false } }, "an array of strings")
    #expect(has { if case .array(.array(.double)) = $0 { true } else { false } }, "an array of arrays")
    #expect(has { if case .map(.string) = $0 { true } else { false } }, "a map of strings")
    #expect(has { if case .map(.any) = $0 { true } else { false } }, "an object of any values")
    #expect(properties.contains { $0.alwaysNull }, "a key null in every sample")
    #expect(properties.contains { $0.type.holdsModel && $0.optional }, "an optional nested model")
    #expect(
      properties.contains { $0.key.contains { !$0.isLetter && !$0.isNumber && $0 != "_" } }, "a symbol key")
    #expect(properties.contains { $0.key != $0.name }, "a renamed key")
    // An integer past 2^53 that still fits Int64, which a Double would round.
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect((object["kind_id"] as? NSNumber)?.int64Value == 9_007_199_254_740_993)
  }
}
