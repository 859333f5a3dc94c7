import BenchmarkKit
import MappingSeam

/// Who appears in a report, in which order, and which two of them the ratio columns divide by.
///
/// BenchmarkKit names no implementation: the executable that wires the suite passes the lineup in, so a
/// report of any set of implementations (a team's own mapper included) is rendered the same way.
package struct Lineup: Sendable, Codable, Hashable {
  /// One implementation as the report shows it.
  package struct Member: Sendable, Hashable, Codable {
    package var id: String
    package var displayName: String
    package var isBaseline: Bool
    /// The library's name in the published figures (`../shared/reference/`), if it stands for one.
    package var publishedName: String?
    /// Its archive format, when it is not a keyed archive (MappingSeam's
    /// `MappingImplementation.archiveFormat`).
    package var archiveFormat: String?

    package init(
      id: String, displayName: String, isBaseline: Bool, publishedName: String? = nil,
      archiveFormat: String? = nil
    ) {
      self.id = id
      self.displayName = displayName
      self.isBaseline = isBaseline
      self.publishedName = publishedName
      self.archiveFormat = archiveFormat
    }
  }

  /// Report order.
  package var members: [Member]
  /// The id every row is divided by in the first ratio column (the hand-written baseline).
  package var reference: String
  /// The id every row is divided by in the second ratio column (the design the others are compared with).
  package var pivot: String
  /// The id whose parse and serialize cells are the text layer under the byte pipelines, when the suite
  /// measures one: "which design when" says what share of a pipeline's time it is.
  package var textLayer: String?

  package init(members: [Member], reference: String, pivot: String) {
    self.members = members
    self.reference = reference
    self.pivot = pivot
  }

  /// The lineup of `implementations`, with the published library each id stands for.
  package init(
    _ implementations: [any MappingImplementation], reference: String, pivot: String,
    publishedNames: [String: String] = [:]
  ) {
    self.init(
      members: implementations.map {
        Member(
          id: $0.id, displayName: $0.displayName, isBaseline: $0.isBaseline,
          publishedName: publishedNames[$0.id], archiveFormat: $0.archiveFormat)
      },
      reference: reference, pivot: pivot)
  }

  package var order: [String] { members.map(\.id) }

  /// The colour of `id` in every chart: one per member, by its place in the lineup, never shared.
  package func color(_ id: String) -> String {
    let index = members.firstIndex { $0.id == id } ?? members.count
    return index < Self.palette.count ? Self.palette[index] : Self.generatedColor(index)
  }

  /// Twelve colours apart in hue and lightness (Tableau's 10 and two more), readable on white.
  static let palette = [
    "#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f", "#edc948", "#b07aa1", "#ff9da7", "#9c755f",
    "#79706e", "#1b3a6b", "#8cd17d",
  ]

  /// A colour past the palette: the golden-angle hue walk, so no two members share one.
  static func generatedColor(_ index: Int) -> String {
    let hue = (Double(index) * 137.508).truncatingRemainder(dividingBy: 360)
    return "hsl(\(Int(hue)), 55%, 45%)"
  }

  /// The name of `id` in a cell of `operation`: in archive cells, its format named when it is not a keyed
  /// archive, so that different formats are never compared unnamed.
  package func name(_ id: String, for operation: CellOperation) -> String {
    guard operation == .archive || operation == .unarchive,
      let format = members.first(where: { $0.id == id })?.archiveFormat
    else { return name(id) }
    return "\(name(id)) (\(format))"
  }

  /// The display name of `id` (the id itself when it is not in the lineup).
  package func name(_ id: String) -> String { members.first { $0.id == id }?.displayName ?? id }

  /// The published library name of `id`, if any.
  package func publishedName(_ id: String) -> String? { members.first { $0.id == id }?.publishedName }

  /// The designs, in report order (everything that is not a baseline).
  package var designs: [String] { members.filter { !$0.isBaseline }.map(\.id) }
}
