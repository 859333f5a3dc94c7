import Foundation
import JSONText
import ModelRuntime

/// Compares two JSON trees as the readers make them (`[String: Any]`, `[Any]`, `String`, `NSNumber`,
/// `NSNull`) value by value, and says what kind of difference a pair of values is.
///
/// Numbers compare by value (`1` equals `1.0`), booleans only with booleans.
package enum JSONTreeComparison {
  /// A difference of a documented kind, with what it names (the property name a key was written under).
  package struct Explained: Equatable {
    package var kind: BehaviourKind
    package var detail: String? = nil
  }

  /// Calls `report` with the path, both sides (nil for a missing key) and, where the key itself explains
  /// the difference, its kind, for every difference.
  ///
  /// `names` gives each JSON key the property names it was given (by `modelbench scaffold`). In an object
  /// whose output holds more of its keys' property names than of its keys, the output is read as written
  /// under property names, and each key is compared with its property's value. Without `names`, a key the
  /// output lacks is paired with the one extra key that spells the same letters and digits (`created_at`
  /// and `createdAt`), or holds them at its start or end (`description` and `userDescription`). A key with
  /// dots is looked for as the key path it spells (`{"a": {"b": …}}`); one that finds nothing there or
  /// under itself, and the empty key, are what the key-path designs cannot map.
  package static func compare(
    _ left: Any?, _ right: Any?, path: String, names: [String: [String]] = [:],
    report: (String, Any?, Any?, Explained?) -> Void
  ) {
    switch (left, right) {
    case (let l as [String: Any], let r as [String: Any]):
      let renamed = pairs(l, r, names: names)
      let targets = Set(renamed.values)
      var extra = Set(r.keys.filter { l[$0] == nil && !targets.contains($0) })
      for key in l.keys.sorted() {
        let keyPath = child(path, key)
        // An output key another input key was written to is not this key's value.
        let own = renamed[key] == nil && targets.contains(key) ? nil : r[key]
        if let target = renamed[key], key.isEmpty || key.contains("."), isEmptyValue(r[target]),
          !isEmptyValue(l[key])
        {
          // Written under its property's name, but read from nowhere: the empty key, or a key path.
          extra.remove(target)
          report(keyPath, l[key], r[target], Explained(kind: key.isEmpty ? .emptyKey : .keyPathFindsNothing))
        } else if let target = renamed[key] {
          extra.remove(target)
          report(keyPath, l[key], r[target], Explained(kind: .underPropertyName, detail: target))
          compare(l[key], r[target], path: keyPath, names: names, report: report)
        } else if own == nil, key.contains("."), let found = value(at: key, in: r), !isEmptyValue(found) {
          extra.remove(String(key.prefix { $0 != "." }))
          report(keyPath, l[key], found, Explained(kind: .keyPathNested))
          compare(l[key], found, path: keyPath, names: names, report: report)
        } else if key.contains("."), isEmptyValue(own), isEmptyValue(value(at: key, in: r)),
          !isEmptyValue(l[key])
        {
          // Read as a key path, the key found nothing; what is written back (nothing, an empty value
          // under the key or nested) holds nothing of the input.
          let head = String(key.prefix { $0 != "." })
          if l[head] == nil { extra.remove(head) }
          report(keyPath, l[key], own, Explained(kind: .keyPathFindsNothing))
        } else if key.isEmpty, isEmptyValue(own), !isEmptyValue(l[key]) {
          report(keyPath, l[key], own, Explained(kind: .emptyKey))
        } else {
          compare(l[key], own, path: keyPath, names: names, report: report)
        }
      }
      for key in extra.sorted() {
        // A dotted key written under itself and also, by its key path, as nested objects.
        let dotted = l.keys.sorted().first { $0.hasPrefix(key + ".") && value(at: $0, in: r) != nil }
        if let dotted {
          report(child(path, dotted), l[dotted], value(at: dotted, in: r), Explained(kind: .keyPathNested))
        } else {
          report(child(path, key), nil, r[key], nil)
        }
      }
    case (let l as [Any], let r as [Any]) where l.count == r.count:
      for index in l.indices {
        compare(l[index], r[index], path: "\(path)[\(index)]", names: names, report: report)
      }
    default:
      if !scalarEqual(left, right) { report(path, left, right, nil) }
    }
  }

  /// Which input keys the output holds under another name: input key → output key.
  private static func pairs(_ l: [String: Any], _ r: [String: Any], names: [String: [String]]) -> [String:
    String]
  {
    var renamed: [String: String] = [:]
    if names.isEmpty {
      var extra = Set(r.keys.filter { l[$0] == nil })
      for key in l.keys.sorted() where r[key] == nil {
        if let found = counterpart(of: key, among: extra) {
          renamed[key] = found
          extra.remove(found)
        }
      }
      return renamed
    }
    var byName: [String: String] = [:]
    var underNames = 0
    // A name that another key of this object is given belongs to that key (a table made of many models
    // gives `id` the names `eventID` and `performanceID`; beside `eventId`, `eventID` is not `id`'s).
    var claims: [String: Int] = [:]
    for key in l.keys {
      for name in names[key] ?? [] { claims[name, default: 0] += 1 }
    }
    for key in l.keys {
      let own = names[key] ?? []
      if let found = own.first(where: { $0 != key && r[$0] != nil && claims[$0] == 1 })
        ?? own.first(where: { $0 != key && r[$0] != nil })
      {
        byName[key] = found
        underNames += 1
      } else if own.contains(key) && r[key] != nil {
        underNames += 1
      }
    }
    let underKeys = l.keys.count { r[$0] != nil }
    if underNames > underKeys { return byName }
    // Written under JSON keys: only a key the output lacks can have been written under its name.
    for (key, found) in byName where r[key] == nil && l[found] == nil { renamed[key] = found }
    return renamed
  }

  /// What the key path `a.b.c` reaches in `object`.
  private static func value(at keyPath: String, in object: [String: Any]) -> Any? {
    var current: Any? = object
    for component in keyPath.split(separator: ".", omittingEmptySubsequences: false) {
      guard let dictionary = current as? [String: Any] else { return nil }
      current = dictionary[String(component)]
    }
    return current
  }

  /// The one key of `candidates` that spells `key` as a property name would, if there is exactly one.
  private static func counterpart(of key: String, among candidates: Set<String>) -> String? {
    guard !candidates.isEmpty else { return nil }
    func letters(_ text: String) -> String { String(text.lowercased().filter { $0.isLetter || $0.isNumber }) }
    let wanted = letters(key)
    guard !wanted.isEmpty else { return nil }
    let same = candidates.filter { letters($0) == wanted }
    if same.count == 1 { return same.first }
    guard same.isEmpty else { return nil }
    let around = candidates.filter { letters($0).hasPrefix(wanted) || letters($0).hasSuffix(wanted) }
    return around.count == 1 ? around.first : nil
  }

  package static func equal(_ left: Any?, _ right: Any?) -> Bool {
    var same = true
    compare(left, right, path: "") { _, _, _, _ in same = false }
    return same
  }

  /// `$.a.b`, or `$["a b"]` for a key that is not a plain name.
  package static func child(_ path: String, _ key: String) -> String {
    let plain =
      !key.isEmpty
      && key.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" }
    if plain { return path + "." + key }
    let escaped = key.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
      of: "\"", with: "\\\"")
    return path + "[\"" + escaped + "\"]"
  }

  private enum Scalar: Equatable {
    case null, bool(Bool), string(String), number(Double, exact: Decimal?), container
  }

  private static func scalar(_ value: Any?) -> Scalar? {
    switch value {
    case nil: return nil
    case is NSNull: return .null
    case let string as String: return .string(string)
    case let number as NSNumber:
      if isBool(number) { return .bool(number.boolValue) }
      if number is NSDecimalNumber { return .number(number.doubleValue, exact: number.decimalValue) }
      return .number(number.doubleValue, exact: nil)
    default: return .container
    }
  }

  /// Whether `number` is a JSON boolean as the readers make them.
  package static func isBool(_ number: NSNumber) -> Bool { JSONValueKind.numberKind(number) == .bool }

  private static func scalarEqual(_ left: Any?, _ right: Any?) -> Bool {
    guard let l = scalar(left), let r = scalar(right) else { return left == nil && right == nil }
    switch (l, r) {
    case (.number(let a, let exactA), .number(let b, let exactB)):
      if let exactA, let exactB { return exactA == exactB }
      if let exactA { return exactA == Decimal(b) || a == b }
      if let exactB { return exactB == Decimal(a) || a == b }
      if a == b { return true }
      // Integers beyond 2^53 compare exactly through their text.
      return (left as? NSNumber)?.stringValue == (right as? NSNumber)?.stringValue
    case (.container, _), (_, .container): return false
    default: return l == r
    }
  }

  /// A value as short JSON text for the report (long ones cut).
  package static func render(_ value: Any) -> String {
    let text: String
    if let number = value as? NSNumber, !isBool(number) {
      text = number.stringValue
    } else if let data = try? JSONWriter.data(value) {
      text = String(decoding: data, as: UTF8.self)
    } else {
      text = "\(value)"
    }
    return text.count > 60 ? String(text.prefix(57)) + "…" : text
  }

  /// Whether a value is what a model's property holds before anything is set: null, 0, false, "", an
  /// empty array or object.
  private static func isEmptyValue(_ value: Any?) -> Bool {
    switch value {
    case nil, is NSNull: return true
    case let string as String: return string.isEmpty
    case let number as NSNumber: return number.doubleValue == 0
    case let array as [Any]: return array.isEmpty
    case let object as [String: Any]: return object.isEmpty
    default: return false
    }
  }

  /// What kind of difference `input` → `output` is; nil for none of the known kinds.
  package static func explain(_ input: Any?, _ output: Any?) -> BehaviourKind? {
    switch (input, output) {
    case (is NSNull, nil): return .nullLeftOut
    case (nil, is NSNull): return .absentWrittenAsNull
    case (let input as [Any], nil) where input.isEmpty: return .emptyArrayLeftOut
    case (let input as [String: Any], nil) where input.isEmpty: return .emptyObjectLeftOut
    case (is NSNull, let output) where isEmptyValue(output): return .nullReadAsEmpty
    case (nil, let output) where isEmptyValue(output): return .absentWrittenAsEmpty
    case (let input as String, nil) where date(input) != nil: return .dateNotConverted
    case (let input as String, let output as String):
      if let a = date(input), let b = date(output),
        abs(a.timeIntervalSince1970 - b.timeIntervalSince1970) < 0.001
      {
        return .dateLayout
      }
      return nil
    case (let input as NSNumber, let output as NSNumber) where isBool(input) != isBool(output):
      return isBool(input) ? .boolAsNumber : .numberAsBool
    case (let input as NSNumber, let output as NSNumber):
      let a = input.doubleValue
      let b = output.doubleValue
      if a != 0, abs(a - b) / abs(a) < 1e-15 { return .lastDigit }
      if input is NSDecimalNumber || output is NSDecimalNumber, abs(a - b) <= abs(a) * 1e-15 {
        return .bigIntegerPrecision
      }
      return nil
    default:
      return nil
    }
  }

  /// The instant a string of any known date layout, or of YYModel's `yyyy-MM-dd'T'HH:mm:ssZ`, holds.
  private static func date(_ string: String) -> Date? {
    for format in SampleDateFormat.allCases {
      if let date = format.date(from: string) { return date }
    }
    return described(string)
  }

  /// The instant of `yyyy-MM-dd HH:mm:ss ±hhmm`, the layout of a `Date`'s description (what a design
  /// that writes a date as its description gives).
  private static func described(_ string: String) -> Date? {
    let utf8 = Array(string.utf8)
    guard utf8.count == 25, utf8[19] == UInt8(ascii: " "),
      utf8[20] == UInt8(ascii: "+") || utf8[20] == UInt8(ascii: "-"),
      let local = SampleDateFormat.spaced.date(from: String(string.prefix(19))),
      let hours = Int(String(decoding: utf8[21..<23], as: UTF8.self)),
      let minutes = Int(String(decoding: utf8[23..<25], as: UTF8.self))
    else { return nil }
    let offset = TimeInterval(hours * 3_600 + minutes * 60) * (utf8[20] == UInt8(ascii: "-") ? -1 : 1)
    return local.addingTimeInterval(-offset)
  }
}

extension JSONTreeComparison {
  /// Where `output` first differs from `reference` in a way no behaviour kind explains, as
  /// "`path`: the reference gives X, this gives Y"; nil when every difference is explained.
  package static func firstUnexplained(_ reference: Any, _ output: Any, names: [String: [String]] = [:])
    -> String?
  {
    var first: String?
    compare(reference, output, path: "$", names: names) { path, wanted, got, note in
      guard first == nil, note == nil, explain(wanted, got) == nil else { return }
      func shown(_ value: Any?) -> String { value.map(render) ?? "nothing" }
      first = "`\(path)`: the reference gives \(shown(wanted)), this gives \(shown(got))"
    }
    return first
  }
}
