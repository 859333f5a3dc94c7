import Foundation

/// One callgrind dump read as the instructions each function executed itself (its *self* cost).
///
/// The dump format (valgrind's `docs/callgrind-format`) names objects, files and functions once with an
/// id — `fn=(12) name` — and by the id alone afterwards — `fn=(12)`. Cost lines are a position then the
/// counts; the line after `calls=` is the inclusive cost of that call, which belongs to the callee and is
/// not the caller's self cost. `fi=`/`fe=` move the source file of the following lines (code inlined from
/// another file), until the next `fn=` or `fl=`. Every instruction counted is in exactly one entry, so the
/// entries add up to the dump's `summary:`/`totals:` line (``total``).
package struct CallgrindProfile: Sendable {
  /// The self cost of one function, from one source file.
  package struct Entry: Sendable, Hashable {
    /// The shared object (`ob=`): the executable, `libswiftCore.so`, `libFoundation.so`, …
    package var object: String
    /// The source file of these instructions: an inlined file (`fi=`/`fe=`) or the function's own.
    package var file: String
    /// The file the function itself is in (`fl=`).
    package var functionFile: String
    /// The function's symbol as callgrind wrote it (Swift symbols mangled, C++ demangled).
    package var function: String
    /// Instructions executed.
    package var cost: Double

    package init(object: String, file: String, functionFile: String, function: String, cost: Double) {
      self.object = object
      self.file = file
      self.functionFile = functionFile
      self.function = function
      self.cost = cost
    }
  }

  /// Why the dump was written (`desc: Trigger: Client Request: <reason>`): a cell's id for the runner's.
  package var reason: String?
  /// The dump's own total (`totals:`, else `summary:`), first event.
  package var total: Double
  /// Self costs, one entry per (object, file, function file, function).
  package var entries: [Entry]

  /// The sum of the entries' costs: equal to ``total`` when the dump was read right.
  package var attributed: Double { entries.reduce(0) { $0 + $1.cost } }

  /// A reason the text is not a callgrind dump this reader understands.
  package struct FormatError: Error, CustomStringConvertible, Sendable {
    package var line: Int
    package var reason: String
    package var description: String { "callgrind dump, line \(line): \(reason)" }
  }

  /// Reads one dump.
  package static func parse(_ text: String) throws -> CallgrindProfile {
    var reader = Reader()
    var lineNumber = 0
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      lineNumber += 1
      do { try reader.read(line) } catch let malformed as Malformed {
        throw FormatError(line: lineNumber, reason: malformed.reason)
      }
    }
    guard let total = reader.totals ?? reader.summary else {
      throw FormatError(line: lineNumber, reason: "no totals: or summary: line")
    }
    let entries = reader.costs.map { key, cost in
      Entry(
        object: key.object, file: key.file, functionFile: key.functionFile, function: key.function, cost: cost
      )
    }
    return CallgrindProfile(reason: reader.reason, total: total, entries: entries)
  }

  private struct Malformed: Error {
    var reason: String
  }

  private struct Key: Hashable {
    var object: String
    var file: String
    var functionFile: String
    var function: String
  }

  /// The reader's state between lines.
  private struct Reader {
    var names: [String: String] = [:]
    var object = "???"
    var functionFile = "???"
    var file = "???"
    var function = "???"
    /// The next cost line is a call's inclusive cost.
    var skipNextCost = false
    var costs: [Key: Double] = [:]
    var reason: String?
    var totals: Double?
    var summary: Double?

    /// The name of `kind=(id) name` or `kind=(id)`: compressed names share one table per kind (`fl`, `fi`
    /// and `fe` are all files; `cfn` is a function, `cob` an object).
    mutating func name(_ kind: String, _ value: Substring) throws -> String {
      guard value.hasPrefix("(") else { return String(value) }
      guard let close = value.firstIndex(of: ")") else { throw Malformed(reason: "unclosed name id") }
      let id = kind + String(value[value.index(after: value.startIndex)..<close])
      let rest = value[value.index(after: close)...]
      if rest.hasPrefix(" ") {
        let name = String(rest.dropFirst())
        names[id] = name
        return name
      }
      guard let known = names[id] else {
        throw Malformed(reason: "name id \(value) used before it is defined")
      }
      return known
    }

    mutating func read(_ line: Substring) throws {
      guard let first = line.first else { return }
      if first.isNumber || first == "+" || first == "-" || first == "*" {
        let fields = line.split(separator: " ", omittingEmptySubsequences: true)
        if skipNextCost {
          skipNextCost = false
          return
        }
        guard fields.count >= 2 else { return }
        guard let cost = Double(fields[1]) else {
          throw Malformed(reason: "cost '\(fields[1])' is not a number")
        }
        costs[
          Key(object: object, file: file, functionFile: functionFile, function: function), default: 0] += cost
        return
      }
      guard let equals = line.firstIndex(of: "=") else {
        readHeader(line)
        return
      }
      let key = line[..<equals]
      let value = line[line.index(after: equals)...]
      switch key {
      case "ob": object = try name("ob", value)
      case "fl":
        functionFile = try name("fl", value)
        file = functionFile
      case "fi", "fe": file = try name("fl", value)
      case "fn":
        function = try name("fn", value)
        file = functionFile
      case "cob": _ = try name("ob", value)
      case "cfi", "cfl": _ = try name("fl", value)
      case "cfn": _ = try name("fn", value)
      case "calls": skipNextCost = true
      default: break  // jump=, jcnd=, positions=, events=, …
      }
    }

    mutating func readHeader(_ line: Substring) {
      if line.hasPrefix("desc: Trigger: Client Request: ") {
        reason = String(line.dropFirst("desc: Trigger: Client Request: ".count))
      } else if line.hasPrefix("totals:") {
        totals = line.dropFirst(7).split(separator: " ").first.flatMap { Double($0) }
      } else if line.hasPrefix("summary:") {
        summary = line.dropFirst(8).split(separator: " ").first.flatMap { Double($0) }
      }
    }
  }
}
