import BenchmarkKit
import Foundation
import MappingSuite
import ReportTable

extension SampleBehaviour {
  /// The section "Behaviour on your data": findings first — a table of implementation × kind of
  /// difference with counts, one sentence per group of implementations that behave alike, one example
  /// per kind — then every unexplained difference, then each sample's round trip. `table` names the file
  /// beside the report that lists every difference (``csv(_:)``).
  package static func markdown(_ behaviours: [SampleBehaviour], table: String? = nil) -> String {
    var out = "## Behaviour on your data\n\n"
    out +=
      "Each sample decoded from its bytes by every implementation, encoded back to JSON and compared with "
      + "the input value by value (numbers by value, keys in any order). A difference of a kind a design "
      + "documents is explained; any other, or an implementation that fails, is unexplained and fails "
      + "`check`.\n\n"
    let unexplained = behaviours.map(\.unexplained).reduce(0, +)
    out +=
      unexplained == 0
      ? "**Every difference is explained.**\n\n"
      : "**\(unexplained) unexplained difference(s) or failure(s)** — listed below.\n\n"
    let implementations = behaviours.first?.implementations ?? []
    let all = behaviours.flatMap(\.differences)
    let kinds = BehaviourKind.allCases.filter { kind in all.contains { $0.kind == kind } }
    // Every sample's differences, by implementation, once for the table and the sentences.
    let own = Dictionary(grouping: all, by: \.implementation)
    out += findingsTable(behaviours, own: own, implementations: implementations, kinds: kinds)
    out += sentences(behaviours, own: own, implementations: implementations)
    out += examples(behaviours, kinds: kinds)
    out += unexplainedList(behaviours)
    if let table {
      out += "Every difference, one per line: `\(table)` (\(all.count) rows).\n\n"
    }
    for behaviour in behaviours { out += behaviour.section() }
    return out
  }

  /// Implementation × kind, counted over every sample.
  private static func findingsTable(
    _ behaviours: [SampleBehaviour], own differences: [String: [Difference]], implementations: [String],
    kinds: [BehaviourKind]
  ) -> String {
    guard !implementations.isEmpty else { return "" }
    let table = Table<String>(
      [.init("implementation") { $0 }]
        + kinds.map { kind in
          .init(kind.heading, .trailing) { name in
            let count = (differences[name] ?? []).count { $0.kind == kind }
            return count == 0 ? "·" : String(count)
          }
        }
        + [
          .init("unexplained", .trailing) { name in
            let failed = behaviours.filter { $0.failures[name] != nil }.count
            let open = (differences[name] ?? []).count { $0.kind == nil } + failed
            return open == 0 ? "·" : "**\(open)**"
          }
        ],
      rows: implementations)
    return table.markdown() + "\n"
  }

  /// One sentence per group of implementations whose differences are the same kinds in the same counts.
  private static func sentences(
    _ behaviours: [SampleBehaviour], own differences: [String: [Difference]], implementations: [String]
  ) -> String {
    struct Profile: Equatable {
      var counts: [BehaviourKind: Int]
      var unexplained: Int
      var failures: Int
    }
    var groups: [(profile: Profile, names: [String])] = []
    for name in implementations {
      let own = differences[name] ?? []
      var counts: [BehaviourKind: Int] = [:]
      for difference in own { if let kind = difference.kind { counts[kind, default: 0] += 1 } }
      let profile = Profile(
        counts: counts, unexplained: own.count { $0.kind == nil },
        failures: behaviours.count { $0.failures[name] != nil })
      if let index = groups.firstIndex(where: { $0.profile == profile }) {
        groups[index].names.append(name)
      } else {
        groups.append((profile, [name]))
      }
    }
    var out = ""
    for (profile, names) in groups {
      let who = "**" + names.joined(separator: "**, **") + "**"
      var clauses: [String] = []
      if profile.failures > 0 { clauses.append("fails on \(profile.failures) sample(s)") }
      for kind in profile.counts.keys.sorted() {
        let keys = keysOf(differences[names[0]] ?? [], kind)
        clauses.append(kind.clause(count: profile.counts[kind]!, keys: keys))
      }
      if profile.unexplained > 0 {
        clauses.append("changes or loses \(profile.unexplained) value(s) for no documented reason")
      }
      let text = clauses.isEmpty ? "reads every sample back exactly" : clauses.joined(separator: "; ")
      out += "- \(who): \(text).\n"
    }
    return out.isEmpty ? "" : out + "\n"
  }

  /// The distinct keys (last path components) of the differences of `kind` among one implementation's,
  /// for the kinds that are about keys; none for the others.
  private static func keysOf(_ differences: [Difference], _ kind: BehaviourKind) -> [String] {
    guard [.underPropertyName, .keyPathNested, .keyPathFindsNothing].contains(kind) else { return [] }
    var seen: Set<String> = []
    var keys: [String] = []
    for difference in differences where difference.kind == kind {
      // A key in a code span: its backticks and line breaks would end the span.
      let key = String(lastKey(difference.path).map { $0 == "`" || $0.isNewline ? "?" : $0 })
      if seen.insert(key).inserted { keys.append(key) }
    }
    return keys
  }

  /// The last key of a path: `$.a.b` → `b`, `$["x.y"]` → `x.y`, `$.a[3]` → `a`.
  static func lastKey(_ path: String) -> String {
    var path = Substring(path)
    while path.hasSuffix("]"), !path.hasSuffix("\"]"), let open = path.lastIndex(of: "[") {
      path = path[..<open]
    }
    if path.hasSuffix("\"]"), let open = path.range(of: "[\"", options: .backwards) {
      return path[open.upperBound..<path.index(path.endIndex, offsetBy: -2)]
        .replacingOccurrences(of: "\\\"", with: "\"").replacingOccurrences(of: "\\\\", with: "\\")
    }
    return String(path.split(separator: ".").last ?? "")
  }

  /// One example of each kind: where, who and what.
  private static func examples(_ behaviours: [SampleBehaviour], kinds: [BehaviourKind]) -> String {
    guard !kinds.isEmpty else { return "" }
    typealias Row = (kind: BehaviourKind, who: [String], sample: String, difference: Difference)
    let rows = kinds.compactMap { kind -> Row? in
      var who: [String] = []
      var example: (String, Difference)?
      for behaviour in behaviours {
        for difference in behaviour.differences where difference.kind == kind {
          if !who.contains(difference.implementation) { who.append(difference.implementation) }
          if example == nil { example = (behaviour.sample, difference) }
        }
      }
      return example.map { (kind, who, $0.0, $0.1) }
    }
    let table = Table<Row>(
      [
        // The explanation is ours, its detail a Swift identifier: shown as written, code span included.
        .init("kind") { $0.difference.explanation ?? $0.kind.explanation },
        .init("who") { $0.who.joined(separator: ", ") },
        .init("example") { row in
          let path = row.difference.path
          let shortPath = path.count > 80 ? path.prefix(30) + "…" + path.suffix(45) : Substring(path)
          return "\(change(row.difference)) at \(MarkdownText.escape(row.sample + ": " + shortPath))"
        },
      ], rows: rows)
    return table.markdown() + "\n"
  }

  private static func change(_ difference: Difference) -> String {
    MarkdownText.escape(difference.input ?? "(absent)") + " → "
      + MarkdownText.escape(difference.output ?? "(absent)")
  }

  /// Every unexplained difference and failure, up to 100 (the rest are in the table beside).
  private static func unexplainedList(_ behaviours: [SampleBehaviour]) -> String {
    typealias Row = (sample: String, implementation: String, path: String?, what: String)
    var rows: [Row] = []
    for behaviour in behaviours {
      for (name, failure) in behaviour.failures.sorted(by: { $0.key < $1.key }) {
        rows.append(
          (behaviour.sample, name, nil, "fails: \(MarkdownText.escape(String(failure.prefix(160))))"))
      }
      for difference in behaviour.differences where difference.kind == nil {
        rows.append((behaviour.sample, difference.implementation, difference.path, change(difference)))
      }
    }
    guard !rows.isEmpty else { return "" }
    let table = Table<Row>(
      [
        .init("sample") { MarkdownText.escape($0.sample) },
        .init("implementation") { $0.implementation },
        .init("where") { $0.path.map(MarkdownText.escape) },
        .init("what") { $0.what },
      ], rows: Array(rows.prefix(100)))
    var out = "Unexplained:\n\n" + table.markdown()
    if rows.count > 100 { out += "\n(\(rows.count - 100) more in the table of every difference.)\n" }
    return out + "\n"
  }

  /// One sample's round trip per implementation.
  func section() -> String {
    // Sample names, keys and values are the user's: escaped, so that the Markdown shows them as text and
    // the page (REPORT.html) runs none of them.
    var out = "### \(MarkdownText.escape(sample))\n\n"
    if isLossless {
      return out
        + "Every implementation (\(implementations.joined(separator: ", "))) reads it back exactly.\n\n"
    }
    // Each implementation's differences, grouped once for the row's four cells.
    let byImplementation = Dictionary(grouping: differences, by: \.implementation)
    let own = { (name: String) in byImplementation[name] ?? [] }
    let unexplained = { (name: String) in own(name).count { $0.kind == nil } }
    let table = Table<String>(
      [
        .init("implementation") { $0 },
        .init("round trip") { name in
          failures[name].map { "fails: \(MarkdownText.escape(String($0.prefix(120))))" }
            ?? (own(name).isEmpty ? "lossless" : "differs")
        },
        .init("differences", .trailing) { failures[$0] == nil ? String(own($0).count) : nil },
        .init("explained", .trailing) { failures[$0] == nil ? String(own($0).count - unexplained($0)) : nil },
        .init("unexplained", .trailing) { failures[$0] == nil ? String(unexplained($0)) : "1" },
      ], rows: implementations)
    out += table.markdown()
    if agreeing.count > 1 {
      out += "\nOutputs equal to each other: "
      out += agreeing.map { "{" + $0.joined(separator: ", ") + "}" }.joined(separator: " · ") + ".\n"
    } else if agreeing.count == 1, agreeing[0].count > 1 {
      out += "\nEvery implementation's output equals every other's.\n"
    }
    return out + "\n"
  }

  /// Every difference of every sample, one per line (RFC 4180): sample, implementation, path, kind (empty
  /// when unexplained), detail, input and output as JSON text (empty when absent).
  package static func csv(_ behaviours: [SampleBehaviour]) -> String {
    func field(_ text: String?) -> String {
      guard let text else { return "" }
      let special = text.contains { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }
      return special ? "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : text
    }
    var out = "sample,implementation,path,kind,detail,input,output\n"
    for behaviour in behaviours {
      for (name, failure) in behaviour.failures.sorted(by: { $0.key < $1.key }) {
        out +=
          [behaviour.sample, name, "", "failure", failure, "", ""].map(field).joined(separator: ",") + "\n"
      }
      for d in behaviour.differences {
        let fields = [
          behaviour.sample, d.implementation, d.path, d.kind?.rawValue, d.detail, d.input, d.output,
        ]
        out += fields.map(field).joined(separator: ",") + "\n"
      }
    }
    return out
  }
}
