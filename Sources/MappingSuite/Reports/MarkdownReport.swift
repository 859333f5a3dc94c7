import BenchmarkKit
import Foundation
import ReportTable

/// REPORT.md: environment, a table and a chart per workload, measured against published ratios, and
/// "which design when", all derived from the run.
package struct MarkdownReport {
  package var run: BenchmarkRun
  package var published: [PublishedFigure]
  /// Who is in the report and what the ratio columns divide by.
  package var lineup: Lineup
  /// The report's heading.
  package var title = "ModelBench report"
  /// Sections the runner adds after the measured ones (Markdown, each with its own `##` heading).
  package var sections: [String] = []
  /// Where each cell's instructions go, when the run measured it (`run --anatomy`).
  package var anatomy: AnatomyReport?
  /// How each conversion's cost grows, when the run swept sizes (`run --sweep`).
  package var sweep: SweepReport?
  /// What the catalogue and the sources say of each design, for the decision guide.
  package var decisionFacts: DecisionFacts?
  /// simdjson and serde_json on the run's documents, when the run measured them (`run --anchors`).
  package var anchors: AnchorReport?
  /// The machine code each implementation adds, when it was measured.
  package var codeSize: CodeSizeReport?
  /// Whether the run measured every cell it set out to; nil when it did not say.
  package var completeness: RunCompleteness?
  /// The workloads that ran beside the suite's own for comparison: The answer's means leave them out and
  /// give their own, row by row, with a sentence on every design whose ratios differ between the two.
  package var companions: [String] = []
  /// The suite's workload sets whose ratios the answer holds against each other.
  package var comparisons: [WorkloadComparison] = []
  /// The sections after the answer, in order: the suite's (``ReportSection``).
  package var sectionOrder = ReportSection.standard

  package init(run: BenchmarkRun, published: [PublishedFigure], lineup: Lineup) {
    self.run = run
    self.published = published
    self.lineup = lineup
  }

  /// The report of a run read back (`results.json`): everything it kept, or a plain lineup of its ids
  /// when it kept nothing but the cells.
  package init(document run: BenchmarkRun) {
    let content =
      run.content
      ?? ReportContent(
        title: "ModelBench report",
        lineup: Lineup(
          members: Self.ids(of: run).map { Lineup.Member(id: $0, displayName: $0, isBaseline: false) },
          reference: "", pivot: ""))
    self.init(run: run, published: content.published, lineup: content.lineup)
    title = content.title
    sections = content.sections
    anatomy = content.anatomy
    sweep = content.sweep
    decisionFacts = content.decisionFacts
    anchors = content.anchors
    codeSize = content.codeSize
    completeness = content.completeness
    companions = content.companions ?? []
    comparisons = content.comparisons ?? []
    sectionOrder = content.sectionOrder ?? ReportSection.standard
  }

  private static func ids(of run: BenchmarkRun) -> [String] {
    var seen: [String] = []
    for result in run.results where !seen.contains(result.implementation) {
      seen.append(result.implementation)
    }
    return seen
  }

  /// What `results.json` keeps of this report beside the cells.
  package var content: ReportContent {
    ReportContent(
      title: title, lineup: lineup, published: published, anatomy: anatomy, sweep: sweep, anchors: anchors,
      decisionFacts: decisionFacts, sections: sections, codeSize: codeSize, completeness: completeness,
      companions: companions.isEmpty ? nil : companions, comparisons: comparisons.isEmpty ? nil : comparisons,
      sectionOrder: sectionOrder == ReportSection.standard ? nil : sectionOrder)
  }

  var order: [String] { lineup.order }

  var workloads: [String] {
    var seen: [String] = []
    for result in run.results where !seen.contains(result.workload) { seen.append(result.workload) }
    return seen
  }

  /// `implementation / denominator` for one cell: the paired ratio where the two were timed side by side
  /// (``BenchmarkResult/pairedRatio``), else the ratio of their medians.
  func ratio(
    _ workload: String, _ operation: CellOperation, _ implementation: String, to denominator: String
  )
    -> Double?
  {
    guard let result = run.result(workload, operation, implementation), let top = result.nanoseconds?.median,
      let bottom = run.result(workload, operation, denominator)?.nanoseconds?.median, bottom > 0
    else { return nil }
    if result.pairedWith == denominator, let paired = result.pairedRatio { return paired }
    return top / bottom
  }

  /// The ratio columns' headers.
  var referenceColumn: String { "×" + lineup.name(lineup.reference) }
  var pivotColumn: String { "×" + lineup.name(lineup.pivot) }

  /// (id, published library) of every member that stands for a published original, reference excluded.
  var publishedMembers: [(String, String)] {
    lineup.members.compactMap { member in
      member.publishedName.map { (member.id, $0) }
    }.filter { $0.0 != lineup.reference }
  }

  /// REPORT.md: the kit's frame (heading, contents) around this suite's sections, in their order.
  package func render() -> String {
    let guide = DecisionGuide(report: self, facts: decisionFacts)
    return ReportDocument(
      title: title, preamble: [environmentBlock(), ReportAnswer(guide: guide).markdown()],
      sections: sectionsInOrder
    ).render()
  }

  /// The report's sections after the answer, in the suite's order.
  var sectionsInOrder: [String] { sectionOrder.map(markdown(of:)) }

  /// One section's Markdown: empty when the run has nothing for it.
  private func markdown(of section: ReportSection) -> String {
    switch section {
    case .workloads:
      workloads.map { workload in table(workload) + "\n![\(workload)](charts/\(workload).svg)\n\n" }.joined()
    case .published: publishedSection()
    case .howTheFiguresAreMade: whichDesignWhen()
    case .anatomy: anatomy.map { "\n" + $0.markdown(lineup: lineup) } ?? ""
    case .sweep: sweep.map { "\n" + $0.markdown(lineup: lineup) } ?? ""
    case .anchors: anchors.map { "\n" + $0.markdown(run: run, lineup: lineup) } ?? ""
    case .runner: sections.map { "\n" + $0 }.joined()
    case .varyingAllocations: varyingAllocations()
    case .emptyCells: emptyCells()
    case .notMeasured: notMeasured()
    case .method: methodNote()
    }
  }

  /// The cells with no time, each with why.
  private func emptyCells() -> String {
    let missing = run.results.compactMap { result in result.unavailable.map { (result.key, $0) } }
    guard !missing.isEmpty else { return "" }
    return "\n## Empty cells\n\n" + missing.map { "- \($0.0): \($0.1)\n" }.joined()
  }

  /// The cells a stopped run did not reach.
  private func notMeasured() -> String {
    guard case .partial(_, let missing) = completeness else { return "" }
    return "\n## Not measured\n\nThe run was stopped before these cells; `run --resume` measures them.\n\n"
      + missing.map { "- \(MarkdownText.escape($0))\n" }.joined()
  }

  /// Where and how the run was made, in at most eight lines.
  private func environmentBlock() -> String {
    let env = run.environment
    let lines = [
      "**Machine** \(env.cpu), \(env.cores) cores"
        + (run.peakResidentBytes.map { " · peak RSS \(Format.bytes(Double($0)))" } ?? "")
        + (env.addressSpaceRandomized.map { " · address-space randomisation \($0 ? "on" : "off")" } ?? ""),
      "**Toolchain** \(env.swiftVersion) · jemalloc \(env.jemallocVersion)",
      "**Run** commit \(env.commit) · \(env.date) · "
        + (env.quick ? "quick (smoke run: few, short samples)" : "standard")
        + (completeness.map { " · " + $0.summary } ?? ""),
    ]
    return lines.map { "- " + $0 }.joined(separator: "\n") + "\n\n"
  }

  /// How the figures were made: below every section, for the reader who checks.
  private func methodNote() -> String {
    var out = "\n## How to read the figures\n\n"
    out +=
      "Times are medians over the samples, with p10–p90; allocations and bytes are per operation, from "
    out += "jemalloc's statistics with the thread cache disabled, minus an empty operation's. "
    out += "Ratios divide medians: \(referenceColumn) is to \(lineup.name(lineup.reference)), "
    out += "\(pivotColumn) to \(lineup.name(lineup.pivot)); a cell timed in turn with "
    out +=
      "\(lineup.name(lineup.reference)), sample by sample, gives \(referenceColumn) as the median of its "
    out += "samples' ratios instead. "
    out += "Absolute times compare only within one run on one machine (the same commit runs at another "
    out += "speed on another CPU of the same cloud): compare ratios across runs, and track regressions with "
    out += "instruction counts (`make bench-instructions-check`) or, for time, the interleaved A/B mode "
    out += "(`modelbench ab`).\n"
    return out
  }

  /// Why cells are "–": one note per member and reason, naming every operation it empties (the same
  /// reason on many rows is one footnote).
  func emptyCellNotes(_ cells: [BenchmarkResult]) -> [String] {
    struct Key: Hashable {
      var implementation: String
      var reason: String
    }
    var order: [(key: Key, operations: [String])] = []
    for cell in cells {
      guard let reason = cell.unavailable else { continue }
      let key = Key(implementation: cell.implementation, reason: reason)
      guard let index = order.firstIndex(where: { $0.key == key }) else {
        order.append((key, [cell.operation.rawValue]))
        continue
      }
      if !order[index].operations.contains(cell.operation.rawValue) {
        order[index].operations.append(cell.operation.rawValue)
      }
    }
    return order.map { entry in
      "\(lineup.name(entry.key.implementation)), \(entry.operations.joined(separator: ", ")): \(entry.key.reason)"
    }
  }

  /// Which allocation counts do not repeat exactly, and why: the rest do, and `compare` holds them to it.
  private func varyingAllocations() -> String {
    let archives = run.results.contains {
      ($0.operation == .archive || $0.operation == .unarchive) && $0.allocationsPerOperation != nil
    }
    let varying = run.results.filter { ($0.allocationVariation ?? 0) > 0 }
    guard archives || !varying.isEmpty else { return "" }
    var out = "\n## Allocation counts that do not repeat\n\n"
    out += "On the project's machine every conversion cell allocated exactly the same in every run of one "
    out += "build. Archive and "
    out += "unarchive cells go through Foundation's keyed archivers, whose counts differ between runs by "
    out += "what earlier cells left behind in the process and, with address-space randomisation on, by "
    let tolerance = CellOperation.archiveAllocationTolerance
    out +=
      "where objects land in memory; `compare` allows them \(Format.number(tolerance * 100, digits: 0)) %."
    guard !varying.isEmpty else { return out + "\n" }
    out += " Each counted operation starts from another heap layout (blocks of each small size class are "
    out += "allocated between them); in this run these cells' counts followed the layout (allocs/op above "
    out += "is the smallest), and `compare` allows each its own variation:\n\n"
    let table = Table<BenchmarkResult>(
      [
        .init("cell") { $0.key },
        .init("allocs/op", .trailing) { Format.count($0.allocationsPerOperation) },
        .init("variation", .trailing) { Format.count($0.allocationVariation) },
      ], rows: varying)
    return out + table.markdown()
  }

  private func table(_ workload: String) -> String {
    let results = run.results.filter { $0.workload == workload }
    // Instructions per operation: a column only when the run counted them (`run --instructions`).
    let counted = results.contains { $0.instructionsPerOperation != nil }
    // A cell with no time (empty, failed) shows "–" in every measured column.
    func measured(_ header: String, _ cell: @escaping (BenchmarkResult, SampleStatistics) -> String)
      -> Table<BenchmarkResult>.Column
    {
      .init(header, .trailing) { result in result.nanoseconds.map { cell(result, $0) } }
    }
    var columns: [Table<BenchmarkResult>.Column] = [
      .init("operation") { $0.operation.rawValue },
      .init("implementation") { lineup.name($0.implementation, for: $0.operation) },
      measured("median") { Format.nanoseconds($1.median) },
      measured("p10–p90") { "\(Format.nanoseconds($1.p10))–\(Format.nanoseconds($1.p90))" },
      measured("ops/s") { result, _ in Format.number(result.operationsPerSecond ?? 0, digits: 0) },
      measured("MB/s") { result, _ in result.megabytesPerSecond.map { Format.number($0) } ?? "–" },
      measured("allocs/op") { result, _ in Format.count(result.allocationsPerOperation) },
      measured("bytes/op") { result, _ in Format.bytes(result.bytesPerOperation) },
    ]
    if counted {
      columns.append(
        measured("instructions/op") { result, _ in
          result.instructionsPerOperation.map { Format.number($0, digits: 0) } ?? "–"
        })
    }
    for denominator in [lineup.reference, lineup.pivot] {
      columns.append(
        measured("×" + lineup.name(denominator)) { result, _ in
          Format.ratio(ratio(workload, result.operation, result.implementation, to: denominator))
        })
    }
    let rows = CellOperation.mappingOperations.flatMap { operation in
      order.compactMap { id in results.first { $0.operation == operation && $0.implementation == id } }
    }
    var out = "## \(workload)\n\n" + Table(columns, rows: rows).markdown()
    let notes = emptyCellNotes(results.filter { $0.unavailable != nil })
    if !notes.isEmpty { out += "\n" + notes.map { "– \($0)." }.joined(separator: "  \n") + "\n" }
    return out
  }

  /// One ratio of the published figures beside the run's.
  private struct PublishedRow {
    var workload: String
    var operation: String
    var ratio: String
    var measured: Double
    var published: Double
  }

  private func publishedSection() -> String {
    var rows: [PublishedRow] = []
    for workload in workloads {
      for operation in [CellOperation.dictToModel, .modelToDict, .archive] {
        for (id, library) in publishedMembers {
          for denominator in [lineup.reference, lineup.pivot] where denominator != id {
            guard let denominatorLibrary = lineup.publishedName(denominator) else { continue }
            guard
              let measured = ratio(workload, operation, id, to: denominator),
              let reference = PublishedFigures.ratio(
                published, workload: workload, operation: operation, library: library,
                denominator: denominatorLibrary)
            else { continue }
            rows.append(
              PublishedRow(
                workload: workload, operation: operation.rawValue,
                ratio: "\(lineup.name(id)) / \(lineup.name(denominator))", measured: measured,
                published: reference))
          }
        }
      }
    }
    guard !rows.isEmpty else { return "" }
    let table = Table<PublishedRow>(
      [
        .init("workload") { $0.workload },
        .init("operation") { $0.operation },
        .init("ratio") { $0.ratio },
        .init("measured", .trailing) { Format.ratio($0.measured) },
        .init("published", .trailing) { Format.ratio($0.published) },
      ], rows: rows)
    var out = "## Measured against published ratios\n\n"
    out += "The originals' figures (iPhone 6, 2015) are compared as ratios only.\n\n"
    out += table.markdown()
    out += "\n![measured against published](charts/published.svg)\n\n"
    return out
  }

  /// How the answer's figures are made, the facts behind them (the catalogue's groups, what counts as
  /// configuration), then the answer per operation and workload. The verdicts themselves open the answer.
  private func whichDesignWhen() -> String {
    var out = "## How the figures are made\n\n"
    out += "Every cell is computed: speed is the geometric mean over the workloads of each median ÷ "
    out += "\(lineup.name(lineup.reference))'s (where the two were timed in turn, sample by sample, the "
    out += "median of the samples' ratios, which a change in the machine's speed during the run moves "
    out += "less); the cold run is a fresh process's first conversion; memory is "
    out += "from the sweep's largest document when the run swept; bad input and configuration come from the "
    out += "conformance catalogue and the models' configuration files. Only like work is timed: before a "
    out += "cell is timed, its output is held against its conversion's one rule (a dictionary with no NaN or "
    out +=
      "infinity that JSONSerialization accepts; strict RFC 8259 text), \(lineup.name(lineup.reference))'s "
    out += "included, and against \(lineup.name(lineup.reference))'s output; a cell that fails either is "
    out += "refused, not timed.\n\n"
    out += DecisionGuide(report: self, facts: decisionFacts).render()
    return out + perWorkloadAdvice()
  }

  /// How much faster than every design a baseline must be for *Why* to name it.
  static let baselineMargin = 1.25

  /// The answer per operation and workload, baselines included: every implementation's median as a
  /// multiple of the fastest design's on that row, and what the numbers say about why.
  private func perWorkloadAdvice() -> String {
    let designs = lineup.designs
    // The implementations of the conversions: designs and baselines, not the text layers (which have
    // parse and serialize cells only).
    let members = lineup.order.filter { id in
      run.results.contains { $0.implementation == id && $0.operation == .dictToModel }
    }
    guard designs.count > 1 || members.count > designs.count else { return "" }
    var out = "### Per operation and workload\n\n"
    out += "Each implementation's median as a multiple of the fastest design's on that row: below 1.00× a "
    out += "baseline beats every design. *Why* gives what the run itself shows: where a baseline wins by "
    out +=
      "more than \(Format.ratio(Self.baselineMargin)), how much of bytes → model or model → bytes the text layer takes, and, where the "
    out +=
      "run measured where the time goes, the fastest design's largest phase and the phase that holds most "
    out += "of each slower design's extra instructions.\n\n"
    struct Row {
      var operation: CellOperation
      var workload: String
      var fastest: String
      var ratios: [String]
      var why: [String]
    }
    var rows: [Row] = []
    let operations: [CellOperation] = [
      .dictToModel, .modelToDict, .bytesToModel, .modelToBytes, .archive, .unarchive,
    ]
    for operation in operations {
      for workload in workloads {
        let medians = members.compactMap { id in
          run.result(workload, operation, id)?.nanoseconds.map { (id, $0.median) }
        }
        guard let best = medians.filter({ designs.contains($0.0) }).min(by: { $0.1 < $1.1 }) else { continue }
        let cells = members.map { id in
          Format.ratio(medians.first { $0.0 == id }.map { $0.1 / best.1 })
        }
        var why: [String] = []
        for (id, median) in medians where !designs.contains(id) && median * Self.baselineMargin < best.1 {
          let name = lineup.name(id, for: operation)
          why.append("\(name) \(Format.ratio(best.1 / median)) faster than any design")
        }
        let textOperation: CellOperation? =
          operation == .bytesToModel ? .parse : operation == .modelToBytes ? .serialize : nil
        if let textOperation, let textLayer = lineup.textLayer,
          let text = run.results.first(where: {
            $0.workload == workload && $0.operation == textOperation && $0.implementation == textLayer
          })?.nanoseconds?.median
        {
          let share = min(100, text / best.1 * 100)
          why.append(
            "the text layer is \(Format.number(share, digits: 0)) % of \(lineup.name(best.0))'s time")
        }
        if let anatomy {
          if let largest = anatomy.largestPhase(workload, operation.rawValue, best.0) {
            why.append("\(lineup.name(best.0)): \(largest)")
          }
          for id in designs where id != best.0 {
            guard let gap = anatomy.gap(workload, operation.rawValue, slower: id, faster: best.0) else {
              continue
            }
            why.append(
              "\(lineup.name(id)): \(Format.number(gap.share * 100, digits: 0)) % of its extra instructions in \(gap.phase)"
            )
          }
        }
        rows.append(
          Row(operation: operation, workload: workload, fastest: lineup.name(best.0), ratios: cells, why: why)
        )
      }
    }
    let table = Table<Row>(
      [
        .init("operation") { $0.operation.rawValue },
        .init("workload") { $0.workload },
        .init("fastest design") { $0.fastest },
      ]
        + members.indices.map { index in .init(lineup.name(members[index]), .trailing) { $0.ratios[index] } }
        + [.init("why") { $0.why.joined(separator: "; ") }],
      rows: rows)
    out += table.markdown()
    return out
  }
}
