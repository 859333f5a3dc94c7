import BenchmarkKit
import BenchmarkWorkloads
import Foundation
import MappingSeam
import ModelAdapters
import ModelFixtures
import Testing

/// The hand-written NSCoding baseline: every workload's model archives through NSKeyedArchiver and reads
/// back to the same model, so its archive cells time a complete round trip.
@Suite struct HandWrittenCodingTests {
  /// The model read back, as the hand-written JSON code writes it (keys sorted, so equal trees are equal
  /// bytes).
  static func roundTrip<Model>(_: Model.Type, _ object: [String: Any]) throws -> (Data, Data) {
    let codec = try #require(HandWrittenImplementation().codec(for: Model.self))
    let model = try codec.decodeObject(object)
    let archive = try #require(codec.archive)
    let unarchive = try #require(codec.unarchive)
    let back = try unarchive(try archive(model))
    let options: JSONSerialization.WritingOptions = [.sortedKeys]
    return (
      try JSONSerialization.data(withJSONObject: try codec.encodeObject(model), options: options),
      try JSONSerialization.data(withJSONObject: try codec.encodeObject(back), options: options)
    )
  }

  @Test(arguments: [Fixture.githubUser, .weiboStatus, .twitter, .citmCatalog])
  func aFixtureReadsBackWhole(fixture: Fixture) throws {
    let object = try fixture.object()
    let (before, after): (Data, Data)
    switch fixture {
    case .githubUser: (before, after) = try Self.roundTrip(GitHubUser.self, object)
    case .weiboStatus: (before, after) = try Self.roundTrip(WeiboStatus.self, object)
    case .twitter: (before, after) = try Self.roundTrip(TwitterSearch.self, object)
    case .citmCatalog: (before, after) = try Self.roundTrip(CitmCatalog.self, object)
    case .canada: return  // not archived: see `Workloads.canada`
    }
    #expect(before.count > 100)
    #expect(before == after)
  }

  @Test func theGeneratedShapesReadBackWhole() throws {
    let (wide, wideBack) = try Self.roundTrip(WideModel.self, GeneratedInputs.wide())
    #expect(wide == wideBack)
    let (deep, deepBack) = try Self.roundTrip(DeepNode.self, GeneratedInputs.deep())
    #expect(deep == deepBack)
  }

  @Test func everyWorkloadThatArchivesHasAHandWrittenArchiveCell() {
    let cases = Runner.cases(
      of: Workloads.all, on: [HandWrittenImplementation()], filter: ["/archive/hand", "/unarchive/hand"])
    #expect(cases.count == 2 * Workloads.all.filter { $0.measures(.archive) }.count)
    #expect(cases.allSatisfy { $0.body != nil }, "\(cases.compactMap(\.unavailable))")
  }
}
