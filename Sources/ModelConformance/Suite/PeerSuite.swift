/// An original library's own unit tests, ported to run on its design: what was ported, what could not be,
/// and why.
///
/// The ports live in the design's test target (`Tests/YYStyleTests/Peer/`, `Tests/MJStyleTests/Peer/`);
/// `make test` runs them. This table is what the conformance report's "Peer suites" section counts, and a
/// test checks it against the ported files, so it cannot claim a test that does not exist.
public struct PeerSuite: Sendable {
  /// The original repository, `owner/name`.
  public let original: String
  /// The design the tests run on.
  public let design: String
  /// The folder of the ports, from the repository root.
  public let folder: String
  public let files: [File]

  /// One test file of the original and its port.
  public struct File: Sendable {
    /// The original's path, from its repository root.
    public var original: String
    /// The port's file name in ``PeerSuite/folder``; nil when nothing of the file could be ported.
    public var port: String?
    /// The original's test methods, in its order.
    public var tests: [Test]
    /// Test functions of the port that split one original test in two (named in their comments).
    public var extraPortTests: [String] = []
    /// Assertions of ported tests that were left out or added, and why (also in the port's header).
    public var adapted: String?
  }

  /// One test method of the original.
  public struct Test: Sendable {
    /// The method's name; a ported test's Swift function has the same name.
    public let name: String
    public let status: Status

    public static func ported(_ name: String) -> Test { Test(name: name, status: .ported) }
    public static func difference(_ name: String, _ reason: String) -> Test {
      Test(name: name, status: .documentedDifference(reason))
    }
    public static func knownIssue(_ name: String, _ reason: String) -> Test {
      Test(name: name, status: .knownIssue(reason))
    }
    public static func skipped(_ name: String, _ reason: String) -> Test {
      Test(name: name, status: .skipped(reason))
    }
  }

  public enum Status: Sendable, Equatable {
    /// Runs with the original's inputs and expected values and passes.
    case ported
    /// Runs and passes with one expected value changed to a deliberate difference the design's top
    /// comment documents.
    case documentedDifference(String)
    /// Runs; one assertion is recorded as a known issue (`withKnownIssue`), for the reason given.
    case knownIssue(String)
    /// Not ported, for the reason given.
    case skipped(String)

    /// Whether a Swift test of the same name runs it.
    public var isPorted: Bool {
      if case .skipped = self { return false }
      return true
    }
  }

  public init(original: String, design: String, folder: String, files: [File]) {
    self.original = original
    self.design = design
    self.folder = folder
    self.files = files
  }
}
