import MappingSeam

/// Who appears in a report, in which order, and which two of them the ratio columns divide by.
///
/// BenchmarkKit names no implementation: the executable that wires the suite passes the lineup in, so a
/// report of any set of implementations (a team's own mapper included) is rendered the same way.
public struct Lineup: Sendable {
  /// One implementation as the report shows it.
  public struct Member: Sendable, Hashable {
    public var id: String
    public var displayName: String
    public var isBaseline: Bool
    /// The library's name in the published figures (`../shared/reference/`), if it stands for one.
    public var publishedName: String?

    public init(id: String, displayName: String, isBaseline: Bool, publishedName: String? = nil) {
      self.id = id
      self.displayName = displayName
      self.isBaseline = isBaseline
      self.publishedName = publishedName
    }
  }

  /// Report order.
  public var members: [Member]
  /// The id every row is divided by in the first ratio column (the hand-written baseline).
  public var reference: String
  /// The id every row is divided by in the second ratio column (the design the others are compared with).
  public var pivot: String

  public init(members: [Member], reference: String, pivot: String) {
    self.members = members
    self.reference = reference
    self.pivot = pivot
  }

  /// The lineup of `implementations`, with the published library each id stands for.
  public init(
    _ implementations: [any MappingImplementation], reference: String, pivot: String,
    publishedNames: [String: String] = [:]
  ) {
    self.init(
      members: implementations.map {
        Member(
          id: $0.id, displayName: $0.displayName, isBaseline: $0.isBaseline,
          publishedName: publishedNames[$0.id])
      },
      reference: reference, pivot: pivot)
  }

  public var order: [String] { members.map(\.id) }

  /// The display name of `id` (the id itself when it is not in the lineup).
  public func name(_ id: String) -> String { members.first { $0.id == id }?.displayName ?? id }

  /// The published library name of `id`, if any.
  public func publishedName(_ id: String) -> String? { members.first { $0.id == id }?.publishedName }

  /// The designs, in report order (everything that is not a baseline).
  public var designs: [String] { members.filter { !$0.isBaseline }.map(\.id) }
}
