import Foundation
import ModelRuntime

/// What the samples showed at one place of their documents — one key of one kind of object, or the
/// elements of one kind of array: how often each kind of value stood there.
///
/// Observations are merged, never replaced: every element of an array adds to the same element
/// observation, every sample to the same root, and two places found to hold the same shape become one
/// (`Schema`), so the types inferred describe every value seen.
final class Observation {
  /// Values seen here, nulls included; then how many of each kind (`bigIntegers`: beyond `Int64`).
  var seen = 0
  var nulls = 0, bools = 0, integers = 0, bigIntegers = 0, fractions = 0, strings = 0
  /// The date layouts every string seen here parses with (all of them before the first string).
  var dateFormats = Set(SampleDateFormat.allCases)
  /// The first ISO 8601 string seen, whose variant the models write back.
  var isoExample: String?
  var objects = 0
  /// The keys of the objects seen here, in the order first met, each with what stood under it.
  var keys: [String] = []
  var fields: [String: Observation] = [:]
  /// How many of the objects seen here had each key.
  var presence: [String: Int] = [:]
  /// Whether every key of every object seen here looks like an id (`"138586341"`,
  /// `"006uBMI5jw1f8o1dppr2vj30sg0sgq4s"`): the object is then a map from ids to values.
  var keysAreIDs = true
  /// Whether a key of an object seen here could be no property's name (`app.example.com/owner`): with
  /// values all of one kind, the object is then a map, as labels and annotations are.
  var someKeyIsNotAName = false
  var arrays = 0
  var element: Observation?

  func field(_ key: String) -> Observation {
    if let field = fields[key] { return field }
    let field = Observation()
    fields[key] = field
    keys.append(key)
    if keysAreIDs && !Naming.looksLikeID(key) { keysAreIDs = false }
    if !someKeyIsNotAName && Naming.isNotAName(key) { someKeyIsNotAName = true }
    return field
  }

  func elements() -> Observation {
    if let element { return element }
    let made = Observation()
    element = made
    return made
  }

  func observe(_ scalar: JSONScalarKind) {
    seen += 1
    switch scalar {
    case .null: nulls += 1
    case .bool: bools += 1
    case .integer: integers += 1
    case .bigInteger: bigIntegers += 1
    case .fraction: fractions += 1
    case .string(let text):
      strings += 1
      if !dateFormats.isEmpty {
        dateFormats = dateFormats.filter { $0.date(from: text) != nil }
        if dateFormats.contains(.iso8601), isoExample == nil { isoExample = text }
      }
    }
  }

  /// Adds everything `other` saw to this observation, its fields and elements deeply (used before any
  /// two places are found to be one model: merging samples' roots and a map's values).
  func merge(_ other: Observation) {
    guard other !== self else { return }
    mergeCounts(other)
    for key in other.keys { field(key).merge(other.fields[key]!) }
    if let theirs = other.element { elements().merge(theirs) }
  }

  /// Adds what `other` saw of values here — the counts, the date layouts, which keys its objects had and
  /// how often — but not what stood under those keys or in its arrays.
  func mergeCounts(_ other: Observation) {
    seen += other.seen
    nulls += other.nulls
    bools += other.bools
    integers += other.integers
    bigIntegers += other.bigIntegers
    fractions += other.fractions
    if other.strings > 0 {
      dateFormats = strings > 0 ? dateFormats.intersection(other.dateFormats) : other.dateFormats
      isoExample = isoExample ?? other.isoExample
    }
    strings += other.strings
    // A key this side never had was missing from every one of its objects.
    for key in other.keys { presence[key, default: 0] += other.presence[key] ?? 0 }
    keysAreIDs = (objects == 0 || keysAreIDs) && (other.objects == 0 || other.keysAreIDs)
    someKeyIsNotAName = someKeyIsNotAName || other.someKeyIsNotAName
    objects += other.objects
    arrays += other.arrays
  }

  /// Takes `other` as what stands under `key`, when this observation had no such key.
  func adopt(_ other: Observation, as key: String) {
    guard fields[key] == nil else { return }
    fields[key] = other
    keys.append(key)
    if Naming.isNotAName(key) { someKeyIsNotAName = true }
  }

  /// The kinds of non-null value seen here.
  var kinds: Set<Kind> {
    var kinds: Set<Kind> = []
    if bools > 0 { kinds.insert(.bool) }
    if integers + bigIntegers + fractions > 0 { kinds.insert(.number) }
    if strings > 0 { kinds.insert(.string) }
    if objects > 0 { kinds.insert(.object) }
    if arrays > 0 { kinds.insert(.array) }
    return kinds
  }

  enum Kind: Hashable {
    case bool, number, string, object, array
  }
}

/// A scalar as the inference needs it.
enum JSONScalarKind {
  case null, bool, integer, bigInteger, fraction
  case string(String)
}
