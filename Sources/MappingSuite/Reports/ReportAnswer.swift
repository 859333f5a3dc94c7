import BenchmarkKit
import Foundation
import ReportTable

/// The report's first section: one table of implementation × concern, at most six computed sentences
/// on six different concerns, and one overview chart.
struct ReportAnswer {
  var guide: DecisionGuide

  var report: MarkdownReport { guide.report }
  var lineup: Lineup { guide.lineup }
  var run: BenchmarkRun { guide.run }
  var reference: String { lineup.name(lineup.reference) }

  /// The implementations of the conversions (designs and baselines; not the text layers).
  var members: [String] { measured.filter { !isApart($0) } }

  /// Every implementation with conversion cells.
  private var measured: [String] {
    lineup.order.filter { id in
      run.results.contains { $0.implementation == id && $0.operation.codecPath != nil }
    }
  }

  /// The implementations timed on too few workloads for any conversion's mean (one path measured on two
  /// workloads, say): a column of "–" says nothing, so each is shown apart with its own workloads.
  var apart: [String] { measured.filter(isApart) }

  /// Only where the run measured the reference: without it no one has a mean, and no one is apart.
  private func isApart(_ id: String) -> Bool {
    id != lineup.reference && Self.conversions.contains { !guide.workloads(measuring: $0).isEmpty }
      && Self.conversions.allSatisfy { guide.speed(id, $0) == nil }
      && run.results.contains {
        $0.implementation == id && $0.operation.codecPath != nil && $0.nanoseconds != nil
      }
  }

  /// A line per implementation shown apart: its means over the workloads it was timed on.
  func apartLines() -> [String] {
    apart.compactMap { id in
      let timed = Set(run.results.filter { $0.implementation == id && $0.nanoseconds != nil }.map(\.workload))
      let own = guide.workloads.filter(timed.contains)
      guard let over = guide(over: own) else { return nil }
      let means = Self.conversions.compactMap { operation in
        over.speed(id, operation).map { "\(operation.rawValue) \(Format.ratio($0))" }
      }
      guard !means.isEmpty else { return nil }
      return
        "**\(lineup.name(id))** is shown apart, measured on \(own.count) of the \(guide.workloads.count) "
        + "workloads (\(own.joined(separator: ", "))): there it runs at \(Format.list(means)) × \(reference)"
    }
  }

  static let conversions: [CellOperation] = [
    .dictToModel, .modelToDict, .bytesToModel, .modelToBytes, .archive, .unarchive,
  ]

  /// One row of the table: a concern, a value per member, how to show it, and whether lower is better.
  struct Row {
    var concern: String
    var values: [String: Double]
    var format: (Double) -> String
    var lowerIsBetter = true
    /// Members whose value is not compared for the row's best (another archive format).
    var notCompared: Set<String> = []
    /// Text after a member's value.
    var suffix: [String: String] = [:]
    /// Whether the row has a best to mark.
    var marksBest = true

    /// The value shown in bold: the best of the compared members, when the row marks one and more than
    /// one member is compared.
    var best: Double? {
      guard marksBest else { return nil }
      let compared = values.filter { !notCompared.contains($0.key) }
      guard compared.count > 1 else { return nil }
      return lowerIsBetter ? compared.values.min() : compared.values.max()
    }
  }

  /// The same means over the run's companion workloads; nil when none ran.
  var companionGuide: DecisionGuide? { guide(over: report.companions) }

  /// The same means over `workloads`; nil when the run measured none of them.
  func guide(over workloads: [String]) -> DecisionGuide? {
    guard !workloads.isEmpty else { return nil }
    var selected = guide
    selected.selected = workloads
    return selected.workloads.isEmpty ? nil : selected
  }

  /// How far a design's ratio on the run's own workloads may be from its ratio on the companions before
  /// the answer names it: past this factor, its speed on one set says little of the other.
  static let companionTolerance = 1.3

  func rows() -> [Row] {
    var rows: [Row] = []
    let companion = companionGuide
    for operation in Self.conversions {
      var row = Row(
        concern: "\(operation.rawValue), × \(reference)", values: values { guide.speed($0, operation) },
        format: Format.ratio)
      addSpread(to: &row, operation)
      if operation == .archive || operation == .unarchive {
        for member in lineup.members {
          guard let format = member.archiveFormat else { continue }
          row.notCompared.insert(member.id)
          row.suffix[member.id, default: ""] += " (\(format))"
        }
      }
      rows.append(row)
      if let companion, operation != .archive, operation != .unarchive {
        rows.append(
          Row(
            concern: "… on \(companion.workloads.joined(separator: ", "))",
            values: values { companion.speed($0, operation) }, format: Format.ratio))
      }
    }
    var cold = Row(
      concern: "cold start (first dict→model), × \(reference)", values: values { guide.speed($0, .cold) },
      format: Format.ratio)
    addSpread(to: &cold, .cold)
    rows.append(cold)
    rows.append(
      Row(concern: "two threads ÷ one (1.00 scales)", values: values(guide.contention), format: Format.ratio))
    rows.append(
      Row(concern: "peak memory ÷ document", values: values(guide.memoryFactor), format: Format.ratio))
    rows.append(
      Row(
        concern: "allocations per dict→model", values: values(guide.allocations),
        format: { Format.number($0, digits: 0) }))
    if let facts = guide.facts {
      rows.append(
        Row(
          concern: "behaviour: catalogue cases unlike the majority (of \(facts.cases))",
          values: values { facts.differences[$0].map(Double.init) }, format: { String(Int($0)) }))
      // Stricter is not better for every app (a lenient value can be the point): no best marked.
      var badInput = Row(
        concern: "bad input: error values / lenient / cases",
        values: values { facts.badInput[$0].map { Double($0.rejected) } }, format: { String(Int($0)) })
      badInput.marksBest = false
      for (id, outcome) in facts.badInput { badInput.suffix[id] = " / \(outcome.lenient) / \(outcome.cases)" }
      rows.append(badInput)
      rows.append(
        Row(
          concern: "configuration lines, built-in models",
          values: values { facts.configuration[$0].map { Double($0.lines) } }, format: { String(Int($0)) }))
    }
    if let codeSize = report.codeSize {
      rows.append(
        Row(
          concern: "code size added", values: values { codeSize.bytes[$0].map(Double.init) },
          format: { Format.bytes($0) }))
    }
    return rows.filter { !$0.values.isEmpty }
  }

  /// Each member's spread over the workloads beside its mean: the lowest and highest ratio behind it.
  private func addSpread(to row: inout Row, _ operation: CellOperation) {
    for id in members where id != lineup.reference {
      guard let spread = guide.spread(id, operation) else { continue }
      row.suffix[id] = " (\(Format.ratioRange(spread)))"
    }
  }

  /// How far one workload may move a mean of the table, either way, before the answer names it.
  static let bendTolerance = 1.3

  /// One sentence per workload whose leaving out would move a mean of the table by more than
  /// ``bendTolerance``: each such mean with and without it, its ratio there against the others', and the
  /// reference's own time there, which is often what differs.
  func bendSentences() -> [String] {
    var bends: [String: [DecisionGuide.Bend]] = [:]
    var order: [String] = []
    for operation in Self.conversions + [.cold] {
      for id in members {
        guard let bend = guide.bend(id, operation, factor: Self.bendTolerance) else { continue }
        if bends[bend.workload] == nil { order.append(bend.workload) }
        bends[bend.workload, default: []].append(bend)
      }
    }
    return order.map { workload in
      let found = bends[workload] ?? []
      let means = found.map { bend in
        "\(lineup.name(bend.implementation))'s \(bend.operation.rawValue) is \(Format.ratio(bend.without)) "
          + "instead of \(Format.ratio(bend.mean)) (\(Format.ratio(bend.ratio)) there, "
          + "\(Format.ratioRange(bend.others)) on the others)"
      }
      var operations: [CellOperation] = []
      for bend in found where !operations.contains(bend.operation) { operations.append(bend.operation) }
      let times = operations.compactMap { operation in
        run.result(workload, operation, lineup.reference)?.nanoseconds.map {
          "\(operation.rawValue) \(Format.nanoseconds($0.median))"
        }
      }
      let own = times.isEmpty ? "" : " There \(reference) takes \(Format.list(times))."
      return "One workload bends the means: without **\(workload)**, " + Format.list(means) + "." + own
    }
  }

  private func values(_ value: (String) -> Double?) -> [String: Double] {
    var out: [String: Double] = [:]
    for id in members { out[id] = value(id) }
    return out
  }

  func markdown() -> String {
    let members = self.members
    guard !members.isEmpty else { return "" }
    var out = "## The answer\n\n"
    let verdicts = verdictTable()
    if !verdicts.isEmpty { out += verdicts + "\n" }
    out +=
      "Geometric means over the run's workloads, each time ÷ \(reference)'s, with the lowest and highest "
    out += "workload's in brackets; **bold** is the best of each row. Below: "
    out += "[how each figure is made](#how-the-figures-are-made) and every cell.\n\n"
    var notes: [String] = []
    // Each row with its best, found once for all its cells.
    let rows = self.rows().map { (row: $0, best: $0.best) }
    // A member's cell: its value, in bold where it is the best of the row among those compared.
    func cell(_ row: Row, best: Double?, _ id: String) -> String? {
      guard let value = row.values[id] else { return nil }
      let text = row.format(value) + (row.suffix[id] ?? "")
      return value == best ? "**\(text)**" : text
    }
    let table = Table(
      [.init("concern") { $0.row.concern }]
        + members.map { id in .init(lineup.name(id), .trailing) { cell($0.row, best: $0.best, id) } },
      rows: rows)
    out += table.markdown()
    notes += emptyReasons(shown: Set(rows.map(\.row.concern))) + apartLines()
    if !notes.isEmpty { out += "\n" + notes.map { "- \($0)." }.joined(separator: "\n") + "\n" }
    let sentences =
      self.sentences() + surpriseSentences() + bendSentences() + [companionSentence()].compactMap { $0 }
      + comparisonSentences()
      + [anchorSentence()].compactMap { $0 }
    if !sentences.isEmpty { out += "\n" + sentences.map { "- \($0)" }.joined(separator: "\n") + "\n" }
    out += "\n![The answer: each conversion × \(reference)](charts/overview.svg)\n\n"
    return out
  }

  /// Why a member's row is "–": the reason its cells give when they all give one, else on how many
  /// workloads it was measured (a mean over fewer workloads would compare on easier ones).
  func emptyReasons(shown: Set<String>) -> [String] {
    var cells: [BenchmarkResult] = []
    var partial: [String: [String]] = [:]
    for operation in Self.conversions where shown.contains("\(operation.rawValue), × \(reference)") {
      for id in members where guide.speed(id, operation) == nil {
        let results = run.results.filter { $0.operation == operation && $0.implementation == id }
        if Set(results.compactMap(\.unavailable)).count == 1 {
          cells += results.filter { $0.unavailable != nil }
        } else {
          partial[id, default: []].append(operation.rawValue)
        }
      }
    }
    // The workloads on which the member has a time for every operation named, of those measuring them.
    let measuring = { (operations: [String]) in
      Set(operations.compactMap(CellOperation.mapping(named:)).flatMap(self.guide.workloads(measuring:)))
    }
    let measured = { (id: String, operations: [String]) in
      measuring(operations).filter { workload in
        operations.allSatisfy { operation in
          self.run.results.contains {
            $0.workload == workload && $0.implementation == id && $0.operation.rawValue == operation
              && $0.nanoseconds != nil
          }
        }
      }.count
    }
    return report.emptyCellNotes(cells)
      + members.compactMap { id in
        partial[id].map {
          "\(lineup.name(id)), \($0.joined(separator: ", ")): measured on \(measured(id, $0)) of the "
            + "\(measuring($0).count) workloads; the mean needs every one"
        }
      }
  }

  /// At most six sentences, each on another concern and each with its number.
  func sentences() -> [String] {
    var lines: [String] = []
    lines += speedSentence().map { [$0] } ?? []
    lines += guide.sentences()
    return Array(lines.prefix(6))
  }

  /// Whether the run's own workloads behave like its companions for each design: the designs whose
  /// ratio on them is more than ``companionTolerance`` times their ratio on the companions, conversion by
  /// conversion, or that none is.
  func companionSentence() -> String? {
    guard let companion = companionGuide else { return nil }
    let against = companion.workloads.joined(separator: ", ")
    let named = slower(guide, than: companion)
    let tolerance = Format.ratio(Self.companionTolerance)
    guard !named.isEmpty else {
      return "Against \(against): every design's ratio to \(reference) on this run's own workloads is within "
        + "\(tolerance) of its ratio there, conversion by conversion."
    }
    return "Against \(against): slower here, relative to \(reference), by more than \(tolerance): "
      + named.joined(separator: "; ") + "."
  }

  /// One sentence per ``WorkloadComparison`` of the report whose two sides the run measured: the designs
  /// slower on its workloads, relative to the reference, by more than ``companionTolerance``, or that none
  /// is.
  func comparisonSentences() -> [String] {
    report.comparisons.compactMap { comparison in
      guard let own = guide(over: comparison.workloads), let theirs = guide(over: comparison.against) else {
        return nil
      }
      let these = own.workloads.joined(separator: ", ")
      let those = theirs.workloads.joined(separator: ", ")
      let tolerance = Format.ratio(Self.companionTolerance)
      let named = slower(own, than: theirs)
      guard !named.isEmpty else {
        return "On \(these), every design's ratio to \(reference) is within \(tolerance) of its ratio on "
          + "\(those), conversion by conversion."
      }
      return "On \(these), slower relative to \(reference) than on \(those) by more than \(tolerance): "
        + named.joined(separator: "; ") + "."
    }
  }

  /// Each design whose ratio to the reference in `own`'s means is more than ``companionTolerance`` times
  /// its ratio in `theirs`, in bold with the conversions and both ratios.
  private func slower(_ own: DecisionGuide, than theirs: DecisionGuide) -> [String] {
    guide.designs.compactMap { id in
      let slower = Self.conversions.prefix(4).compactMap { operation -> String? in
        guard let mine = own.speed(id, operation), let other = theirs.speed(id, operation), other > 0,
          mine / other > Self.companionTolerance
        else { return nil }
        return "\(operation.rawValue) \(Format.ratio(mine)) against \(Format.ratio(other))"
      }
      return slower.isEmpty ? nil : "**\(lineup.name(id))** (\(slower.joined(separator: ", ")))"
    }
  }

  /// The gap between the fastest design of each byte conversion and the typed anchors, as the range of
  /// its ratios over the anchors' documents; nil when the run measured no typed anchor. The fastest is
  /// the design nearest the first typed anchor (geometric mean over the documents), so that it is named
  /// even when the run measured no reference.
  func anchorSentence() -> String? {
    guard let anchors = report.anchors, let setup = anchors.setup, let first = setup.typedAnchors.first
    else { return nil }
    let sides = [
      (CellOperation.bytesToModel, AnchorMeasurement.typedParse, "typed parse"),
      (.modelToBytes, AnchorMeasurement.typedStringify, "typed stringify"),
    ]
    var clauses: [String] = []
    for (operation, anchorOperation, what) in sides {
      func ratios(_ id: String, _ anchor: String) -> [Double] {
        anchors.documents.compactMap { document in
          guard let mine = run.result(document, operation, id)?.nanoseconds?.median,
            let theirs = anchors.median(anchor, anchorOperation, document), theirs > 0
          else { return nil }
          return mine / theirs
        }
      }
      let nearest = guide.designs.compactMap { id -> (String, Double)? in
        let values = ratios(id, first)
        return values.isEmpty ? nil : (id, values.map(log).reduce(0, +) / Double(values.count))
      }.min { $0.1 < $1.1 }
      guard let best = nearest?.0 else { continue }
      let spans = setup.typedAnchors.compactMap { anchor -> String? in
        let values = ratios(best, anchor)
        guard let low = values.min(), let high = values.max() else { return nil }
        let span = low == high ? Format.ratio(low) : "\(Format.ratio(low))–\(Format.ratio(high))"
        return "\(span) \(anchor)'s"
      }
      clauses.append(
        "**\(lineup.name(best))** \(operation.rawValue) takes \(Format.list(spans)) \(what)")
    }
    guard !clauses.isEmpty else { return nil }
    return "Against the fastest: " + clauses.joined(separator: "; ")
      + " (time ÷ the anchor's, lowest–highest over its documents; [per document](#against-the-fastest))."
  }

  /// The fastest design per conversion, in one sentence.
  func speedSentence() -> String? {
    var parts: [(String, [String])] = []
    for operation in Self.conversions.prefix(4) {
      let measured = guide.designs.compactMap { id in guide.speed(id, operation).map { (id, $0) } }
      guard let best = measured.min(by: { $0.1 < $1.1 }) else { continue }
      let text = "\(operation.rawValue) \(Format.ratio(best.1))"
      if let index = parts.firstIndex(where: { $0.0 == best.0 }) {
        parts[index].1.append(text)
      } else {
        parts.append((best.0, [text]))
      }
    }
    guard !parts.isEmpty else { return nil }
    let clauses = parts.map { "**\(lineup.name($0.0))** on \($0.1.joined(separator: ", "))" }
    return "Speed: the fastest design is " + clauses.joined(separator: "; ")
      + " (× \(reference), geometric mean over the workloads)."
  }

  /// The overview chart: one panel per conversion, each member's × reference beside its bar.
  func chart() -> String {
    let members = self.members
    let panels = Self.conversions.compactMap { operation -> SVGChart.Panel? in
      let bars = members.map { id -> SVGChart.Bar in
        let value = guide.speed(id, operation)
        let name = lineup.name(id, for: operation)
        return SVGChart.Bar(name: name, color: lineup.color(id), value: value, label: Format.ratio(value))
      }
      return bars.contains { $0.value != nil } ? SVGChart.Panel(title: operation.rawValue, bars: bars) : nil
    }
    return SVGChart.panels(
      title: "The answer: each conversion × \(reference) (shorter is faster)",
      subtitle:
        "geometric mean over the workloads, on a logarithmic axis; the dashed line is \(reference) (1.00×)",
      panels: panels, reference: 1, logScale: true)
  }
}
