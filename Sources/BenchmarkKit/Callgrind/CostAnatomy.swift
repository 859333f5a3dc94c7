import Foundation

/// Where one cell's instructions go, by phase: a callgrind dump's self costs, each given to one phase.
///
/// Every instruction of the dump lands in exactly one phase (the classifier's fallback takes what no rule
/// claims), so ``attributed`` equals ``total`` when the dump was read right; `anatomy` refuses a cell
/// whose phases miss its total by more than 2 %.
package struct CostAnatomy: Codable, Sendable, Hashable {
  /// The cell's id, `workload/operation/implementation`.
  package var cell: String
  /// Instructions per operation: the dump's total over the operations counted.
  package var total: Double
  /// Phase id → instructions per operation.
  package var phases: [String: Double]
  /// Phase id → its costliest symbols (demangled, shortened), instructions per operation.
  package var topSymbols: [String: [SymbolCost]]

  /// One symbol's self cost.
  package struct SymbolCost: Codable, Sendable, Hashable {
    package var symbol: String
    package var cost: Double
  }

  package init(cell: String, total: Double, phases: [String: Double], topSymbols: [String: [SymbolCost]]) {
    self.cell = cell
    self.total = total
    self.phases = phases
    self.topSymbols = topSymbols
  }

  /// The sum of the phases, per operation.
  package var attributed: Double { phases.values.reduce(0, +) }

  /// A phase's part of the total, 0…1.
  package func share(_ phase: String) -> Double { total > 0 ? (phases[phase] ?? 0) / total : 0 }

  /// The cell's workload, operation and implementation, from its id.
  package var parts: (workload: String, operation: String, implementation: String) {
    let id = CellID(cell)
    return (id?.workload ?? cell, id?.operation ?? "", id?.implementation ?? "")
  }
}

/// A named phase of a conversion's cost.
package struct CostPhase: Sendable, Hashable, Codable {
  package var id: String
  /// What the report calls it.
  package var label: String
  /// What it covers, one line.
  package var covers: String

  package init(_ id: String, _ label: String, covers: String) {
    self.id = id
    self.label = label
    self.covers = covers
  }
}

/// Gives each self cost of a profile to a phase, by object, source file and symbol: the first rule that
/// matches wins, and the fallback phase takes the rest.
package struct PhaseClassifier: Sendable {
  /// A text test on a file path, an object path or a symbol.
  package enum Pattern: Sendable {
    case contains(String)
    case prefix(String)
    case suffix(String)
    case exact(String)

    func matches(_ text: String) -> Bool {
      switch self {
      case .contains(let part): text.contains(part)
      case .prefix(let part): text.hasPrefix(part)
      case .suffix(let part): text.hasSuffix(part)
      case .exact(let whole): text == whole
      }
    }
  }

  /// One rule: the phase, and what claims a cost for it (any one of the patterns).
  package struct Rule: Sendable {
    package var phase: String
    package var objects: [Pattern]
    package var files: [Pattern]
    package var symbols: [Pattern]

    package init(_ phase: String, objects: [Pattern] = [], files: [Pattern] = [], symbols: [Pattern] = []) {
      self.phase = phase
      self.objects = objects
      self.files = files
      self.symbols = symbols
    }
  }

  /// The phases in report order.
  package var phases: [CostPhase]
  package var rules: [Rule]
  /// The phase of what no rule claims.
  package var fallback: String

  package init(phases: [CostPhase], rules: [Rule], fallback: String) {
    self.phases = phases
    self.rules = rules
    self.fallback = fallback
  }

  /// What a symbol's rules test: the demangled name without the wrappers the compiler puts around the
  /// function that did the work ("merged", "specialized", "generic specialization <…> of", "closure #1
  /// in", "protocol witness for", …) and without its signature (from the first "(" or " : ").
  package static func head(of symbol: String) -> String {
    // C++ (the Swift runtime): template arguments and parameters left out.
    if symbol.contains("::") { return withoutBrackets(symbol) }
    var rest = Substring(symbol)
    let wrappers = [
      "merged ", "specialized ", "partial apply for ", "protocol witness for ",
      "reabstraction thunk helper from ",
      "key path getter for ", "key path setter for ", "dispatch thunk of ", "thunk for ", "static ", "class ",
    ]
    stripping: while true {
      for wrapper in wrappers where rest.hasPrefix(wrapper) {
        rest = rest.dropFirst(wrapper.count)
        continue stripping
      }
      for wrapper in ["generic specialization <", "function signature specialization <"]
      where rest.hasPrefix(wrapper) {
        // Up to the matching ">", then " of ".
        var depth = 0
        var index = rest.startIndex
        while index < rest.endIndex {
          if rest[index] == "<" { depth += 1 }
          if rest[index] == ">" {
            depth -= 1
            if depth == 0 { break }
          }
          index = rest.index(after: index)
        }
        rest = index < rest.endIndex ? rest[rest.index(after: index)...] : ""
        if rest.hasPrefix(" of ") { rest = rest.dropFirst(4) }
        continue stripping
      }
      if rest.hasPrefix("closure #") || rest.hasPrefix("implicit closure #"),
        let range = rest.range(of: " in ")
      {
        rest = rest[range.upperBound...]
        continue stripping
      }
      break
    }
    if let cut = rest.range(of: " : ") { rest = rest[..<cut.lowerBound] }
    if let open = rest.firstIndex(of: "("), open != rest.startIndex { rest = rest[..<open] }
    return String(rest)
  }

  /// The phase of one self cost. `symbol` is the entry's function demangled with module names; rules
  /// test its ``head(of:)``.
  ///
  /// The file tested is where the instructions came from, or, when the compiler made them up
  /// (`<compiler-generated>`) or the file is unknown, the function's own file.
  package func phase(of entry: CallgrindProfile.Entry, symbol: String) -> String {
    let symbol = Self.head(of: symbol)
    let file =
      Self.isRealFile(entry.file)
      ? entry.file : Self.isRealFile(entry.functionFile) ? entry.functionFile : nil
    for rule in rules {
      if rule.symbols.contains(where: { $0.matches(symbol) }) { return rule.phase }
      if let file, rule.files.contains(where: { $0.matches(file) }) { return rule.phase }
      if rule.objects.contains(where: { $0.matches(entry.object) }) { return rule.phase }
    }
    return fallback
  }

  /// A C++ name without its `<…>` and `(…)` parts: `swift::ConcurrentReadableHashMap::find`.
  static func withoutBrackets(_ symbol: String) -> String {
    var depth = 0
    var kept = ""
    for character in symbol {
      if character == "<" || character == "(" {
        depth += 1
      } else if character == ">" || character == ")" {
        depth = max(0, depth - 1)
      } else if depth == 0 {
        kept.append(character)
      }
    }
    return kept.trimmingCharacters(in: .whitespaces)
  }

  static func isRealFile(_ file: String) -> Bool {
    file != "???" && !file.contains("<compiler-generated>") && !file.contains("<stdin>")
  }

  /// The anatomy of one profile of `iterations` operations.
  ///
  /// - Parameters:
  ///   - profile: The dump of the cell's counted operations.
  ///   - cell: The cell's id.
  ///   - iterations: The operations the dump counted: costs are divided by it.
  ///   - demangled: Function → the name rules test (Swift symbols demangled with module names); a
  ///     function missing here is tested as written.
  ///   - display: Function → the name the report shows (else its ``head(of:)``: C++ names without their
  ///     parameters).
  ///   - topCount: How many of each phase's costliest symbols are kept.
  package func anatomy(
    of profile: CallgrindProfile, cell: String, iterations: Int, demangled: [String: String] = [:],
    display: [String: String] = [:], topCount: Int = 3
  ) -> CostAnatomy {
    let scale = 1 / Double(max(iterations, 1))
    var phases: [String: Double] = [:]
    var symbols: [String: [String: Double]] = [:]
    for entry in profile.entries where entry.cost > 0 {
      let phase = phase(of: entry, symbol: demangled[entry.function] ?? entry.function)
      phases[phase, default: 0] += entry.cost * scale
      symbols[phase, default: [:]][display[entry.function] ?? Self.head(of: entry.function), default: 0] +=
        entry.cost * scale
    }
    let top = symbols.mapValues { costs in
      costs.sorted { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }.prefix(topCount).map {
        CostAnatomy.SymbolCost(symbol: String($0.key.prefix(90)), cost: $0.value)
      }
    }
    return CostAnatomy(cell: cell, total: profile.total * scale, phases: phases, topSymbols: top)
  }
}
