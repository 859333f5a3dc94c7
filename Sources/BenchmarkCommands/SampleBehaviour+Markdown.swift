import BenchmarkKit
import Foundation

extension SampleBehaviour {
  /// A difference with its array indexes replaced by `[*]`: the place in the model, not in the document.
  private static func pattern(_ path: String) -> String {
    var out = ""
    var inIndex = false
    for character in path {
      if character == "[" {
        inIndex = true
        out.append("[")
        continue
      }
      if inIndex {
        if character == "]" {
          inIndex = false
          out += "*]"
        } else if !character.isNumber {
          // A quoted key, not an index: keep it.
          inIndex = false
          out.append(character)
        }
        continue
      }
      out.append(character)
    }
    return out
  }

  /// The section "Behaviour on your data" of the report: per sample, which implementations read it back
  /// exactly, and every kind of difference with where it is, how often, and an example.
  public static func markdown(_ behaviours: [SampleBehaviour]) -> String {
    var out = "## Behaviour on your data\n\n"
    out +=
      "Each sample decoded from its bytes by every implementation, encoded back to JSON and compared with "
      + "the input value by value (numbers by value, keys in any order). A difference of a known kind is "
      + "explained; any other, or an implementation that fails, is unexplained and fails `check`.\n\n"
    let unexplained = behaviours.map(\.unexplained).reduce(0, +)
    out +=
      unexplained == 0
      ? "**Every difference is explained.**\n\n"
      : "**\(unexplained) unexplained difference(s) or failure(s)** — see below.\n\n"
    for behaviour in behaviours { out += behaviour.section() }
    return out
  }

  func section() -> String {
    // Sample names, keys and values are the user's: escaped, so that the Markdown shows them as text and
    // the page (REPORT.html) runs none of them.
    var out = "### \(MarkdownText.escape(sample))\n\n"
    if isLossless {
      return out
        + "Every implementation (\(implementations.joined(separator: ", "))) reads it back exactly.\n\n"
    }
    out += "| implementation | round trip | differences | unexplained |\n|---|---|--:|--:|\n"
    for name in implementations {
      if let failure = failures[name] {
        out +=
          "| \(name) | fails: \(MarkdownText.escape(String(failure.prefix(120)))) | – | 1 |\n"
        continue
      }
      let own = differences.filter { $0.implementation == name }
      let open = own.filter { $0.explanation == nil }.count
      out += "| \(name) | \(own.isEmpty ? "lossless" : "differs") | \(own.count) | \(open) |\n"
    }
    if agreeing.count > 1 {
      out += "\nOutputs equal to each other: "
      out += agreeing.map { "{" + $0.joined(separator: ", ") + "}" }.joined(separator: " · ") + ".\n"
    } else if agreeing.count == 1, agreeing[0].count > 1 {
      out += "\nEvery implementation's output equals every other's.\n"
    }
    // One row per place, kind and value change, naming the implementations that make it.
    struct Row: Hashable {
      var pattern: String
      var explanation: String?
    }
    struct Entry {
      var implementations: [String]
      var count: Int
      var example: Difference
    }
    var rows: [Row: Entry] = [:]
    var order: [Row] = []
    for difference in differences {
      let row = Row(pattern: Self.pattern(difference.path), explanation: difference.explanation)
      if var entry = rows[row] {
        if !entry.implementations.contains(difference.implementation) {
          entry.implementations.append(difference.implementation)
        }
        entry.count += 1
        rows[row] = entry
      } else {
        rows[row] = Entry(implementations: [difference.implementation], count: 1, example: difference)
        order.append(row)
      }
    }
    if !order.isEmpty { out += "\n| where | who | places | what | example |\n|---|---|--:|---|---|\n" }
    // Unexplained first.
    let sorted = order.filter { $0.explanation == nil } + order.filter { $0.explanation != nil }
    for row in sorted.prefix(200) {
      let entry = rows[row]!
      let example = entry.example
      let change =
        "\(MarkdownText.escape(example.input ?? "(absent)")) → \(MarkdownText.escape(example.output ?? "(absent)"))"
      let what = row.explanation ?? "**unexplained**"
      out +=
        "| \(MarkdownText.escape(row.pattern)) | \(entry.implementations.joined(separator: ", ")) | "
        + "\(entry.count) | \(what) | \(change) at \(MarkdownText.escape(example.path)) |\n"
    }
    if sorted.count > 200 { out += "\n(\(sorted.count - 200) more kinds of difference not shown.)\n" }
    return out + "\n"
  }
}
