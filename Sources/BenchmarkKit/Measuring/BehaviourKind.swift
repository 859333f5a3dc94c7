/// A kind of round-trip difference that a design documents: what `check` calls explained.
///
/// Anything else — a value lost or changed for no documented reason — is unexplained and fails `check`.
package enum BehaviourKind: String, CaseIterable, Sendable, Comparable {
  // Keys: how a design names what it writes and reads.
  case underPropertyName = "under-property-name"
  case keyPathNested = "key-path-nested"
  case keyPathFindsNothing = "key-path-finds-nothing"
  case emptyKey = "empty-key"
  // Values: what a typed property does to null, absence and layout.
  case nullLeftOut = "null-left-out"
  case absentWrittenAsNull = "absent-written-as-null"
  case emptyArrayLeftOut = "empty-array-left-out"
  case emptyObjectLeftOut = "empty-object-left-out"
  case nullReadAsEmpty = "null-read-as-empty"
  case absentWrittenAsEmpty = "absent-written-as-empty"
  case dateLayout = "date-layout"
  case dateNotConverted = "date-not-converted"
  case boolAsNumber = "bool-as-number"
  case numberAsBool = "number-as-bool"
  case lastDigit = "last-digit"
  case bigIntegerPrecision = "big-integer-precision"

  package static func < (lhs: Self, rhs: Self) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }

  /// What the difference is, in a line.
  package var explanation: String {
    switch self {
    case .underPropertyName: "written under its property's name, not its JSON key"
    case .keyPathNested: "a key with dots is read and written as a key path (nested objects)"
    case .keyPathFindsNothing: "a key with dots is a key path to this design, and finds nothing in the input"
    case .emptyKey: "an empty key maps to no property"
    case .nullLeftOut: "a null is left out: a nil property is not written"
    case .absentWrittenAsNull: "a key the input lacks is written as null"
    case .emptyArrayLeftOut: "an empty array is left out"
    case .emptyObjectLeftOut: "an empty object is left out"
    case .nullReadAsEmpty: "a null is read as the property's empty value (0, false, \"\", [])"
    case .absentWrittenAsEmpty: "a key the input lacks is written with the property's empty value"
    case .dateLayout: "the same instant, written in another date layout or zone"
    case .dateNotConverted: "a date's text is not converted to a date property, which is then not written"
    case .boolAsNumber: "a boolean is written as a number"
    case .numberAsBool: "a number is written as a boolean"
    case .lastDigit: "a number is written with a different last digit"
    case .bigIntegerPrecision: "an integer beyond 64 bits is written with a different precision"
    }
  }

  /// The column heading in the findings table.
  package var heading: String {
    switch self {
    case .underPropertyName: "under property name"
    case .keyPathNested: "dotted key nested"
    case .keyPathFindsNothing: "dotted key lost"
    case .emptyKey: "empty key"
    case .nullLeftOut: "null left out"
    case .absentWrittenAsNull: "absent → null"
    case .emptyArrayLeftOut: "[] left out"
    case .emptyObjectLeftOut: "{} left out"
    case .nullReadAsEmpty: "null → empty"
    case .absentWrittenAsEmpty: "absent → empty"
    case .dateLayout: "date layout"
    case .dateNotConverted: "date not read"
    case .boolAsNumber: "bool → number"
    case .numberAsBool: "number → bool"
    case .lastDigit: "last digit"
    case .bigIntegerPrecision: "big integer"
    }
  }

  /// A clause of a findings sentence: what a design does at `count` places, with up to three keys as
  /// examples.
  package func clause(count: Int, keys: [String]) -> String {
    let shown =
      keys.prefix(3).map { $0.isEmpty ? "the empty key" : "`\($0)`" }.joined(separator: ", ")
      + (keys.count > 3 ? ", …" : "")
    let examples = keys.isEmpty ? "" : " (\(shown))"
    func plural(_ one: String, _ many: String) -> String { "\(count) \(count == 1 ? one : many)" }
    switch self {
    case .underPropertyName:
      return "writes \(plural("value", "values")) under the property's name, not the JSON key\(examples)"
    case .keyPathNested:
      return
        "reads \(plural("value", "values")) of keys with a dot as key paths and writes them back nested\(examples)"
    case .keyPathFindsNothing:
      return
        "cannot map \(plural("value", "values")) of keys with a dot: as key paths they find nothing\(examples)"
    case .emptyKey: return "maps no property to the empty key (\(plural("value", "values")))"
    case .nullLeftOut: return "leaves out \(plural("null", "nulls"))"
    case .absentWrittenAsNull: return "writes \(plural("missing key", "missing keys")) as null"
    case .emptyArrayLeftOut: return "leaves out \(plural("empty array", "empty arrays"))"
    case .emptyObjectLeftOut: return "leaves out \(plural("empty object", "empty objects"))"
    case .nullReadAsEmpty: return "reads \(plural("null", "nulls")) as the property's empty value"
    case .absentWrittenAsEmpty: return "writes \(plural("missing key", "missing keys")) with an empty value"
    case .dateLayout: return "writes \(plural("date", "dates")) in another layout of the same instant"
    case .dateNotConverted:
      return "converts no date: \(plural("date is", "dates are")) not read, nor written\(examples)"
    case .boolAsNumber: return "writes \(plural("boolean", "booleans")) as numbers"
    case .numberAsBool: return "writes \(plural("number", "numbers")) as booleans"
    case .lastDigit: return "writes \(plural("number", "numbers")) with another last digit"
    case .bigIntegerPrecision: return "writes \(plural("big integer", "big integers")) with another precision"
    }
  }
}
