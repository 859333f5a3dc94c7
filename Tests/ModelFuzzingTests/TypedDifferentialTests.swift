import Foundation
import MappingSeam
import ModelAdapters
import ModelFixtures
import Testing

@testable import ModelFuzzing

/// The `typed` target finds a typed reader or writer that parts from the pipeline, and leaves out of the
/// reading half only what YYStyle's top comment lists as a difference.
@Suite struct TypedDifferentialTests {
  static let user = Data(#"{"login":"octocat","id":1,"name":"The Octocat"}"#.utf8)

  func codecs() throws -> (direct: ModelCodec<GitHubUser>, pipeline: ModelCodec<GitHubUser>) {
    (
      try #require(YYStyleImplementation(direct: true).codec(for: GitHubUser.self)),
      try #require(YYStyleImplementation().codec(for: GitHubUser.self))
    )
  }

  @Test func theRealCodecsAgree() throws {
    let (direct, pipeline) = try codecs()
    #expect(
      TypedDifferential.check(Self.user, direct: direct, pipeline: pipeline, model: "GitHubUser") == nil)
  }

  /// A reader that loses a field, one that refuses, and one that reads bad text are each found.
  @Test(arguments: [
    (#"{"login":"octocat"}"#, "the typed reader's model differs from the pipeline's"),
    (#"not JSON"#, "the typed reader refuses what the pipeline reads"),
  ])
  func aReaderThatPartsIsFound(_ substitute: String, _ problem: String) throws {
    var (direct, pipeline) = try codecs()
    let original = pipeline.decodeData
    direct.decodeData = { (_: Data) throws(MappingError) in try original(Data(substitute.utf8)) }
    let finding = TypedDifferential.check(Self.user, direct: direct, pipeline: pipeline, model: "GitHubUser")
    #expect(finding?.problem.hasPrefix(problem) == true, "\(String(describing: finding))")
    let bad = TypedDifferential.check(
      Data("{\"login\":".utf8), direct: try codecs().direct, pipeline: pipeline, model: "GitHubUser")
    #expect(bad == nil)
  }

  /// A writer whose text is not JSON, or is other JSON, or that refuses, is found.
  @Test(arguments: [
    (#"{"login":}"#, "the typed writer's text is not JSON to JSONSerialization"),
    (#"{"login":"octocat"}"#, "the typed writer's text differs from the pipeline's dictionary"),
    ("", "the typed writer refuses what the pipeline writes"),
  ])
  func aWriterThatPartsIsFound(_ text: String, _ problem: String) throws {
    var (direct, pipeline) = try codecs()
    direct.encodeData = { (_: GitHubUser) throws(MappingError) in
      guard !text.isEmpty else { throw MappingError.rejected("refused") }
      return Data(text.utf8)
    }
    let finding = TypedDifferential.check(Self.user, direct: direct, pipeline: pipeline, model: "GitHubUser")
    #expect(finding?.problem.hasPrefix(problem) == true, "\(String(describing: finding))")
  }

  /// A repeated key is the one listed difference: the reading half is not held to it, the writing half is.
  @Test func aRepeatedKeyIsLeftOutOfTheReadingHalf() throws {
    #expect(TypedDifferential.repeatsAKey(Data(#"{"a":[{"b":1,"b":2}]}"#.utf8)))
    #expect(TypedDifferential.repeatsAKey(Data(#"{"a":1,"a":2}"#.utf8)))
    #expect(!TypedDifferential.repeatsAKey(Data(#"{"a":{"a":1},"b":[{"a":1},{"a":2}]}"#.utf8)))
    #expect(!TypedDifferential.repeatsAKey(Data(#"{"a":1,"a":"#.utf8)))
    var (direct, pipeline) = try codecs()
    let original = pipeline.decodeData
    direct.decodeData = { (_: Data) throws(MappingError) in try original(Data("{}".utf8)) }
    let repeated = Data(#"{"login":"a","login":"octocat"}"#.utf8)
    #expect(TypedDifferential.check(repeated, direct: direct, pipeline: pipeline, model: "GitHubUser") == nil)
  }
}
