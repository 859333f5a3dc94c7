import Foundation

/// How JSON keys become Swift names: `created_at` → `createdAt`, `statuses` → `Status`, `profile_image_url`
/// → `profileImageURL`, `class` → `classValue`, `2fa` → `key2fa`.
enum Naming {
  /// Words written in capitals inside a name (`avatarURL`, `userID`), as the Swift API guidelines ask.
  static let acronyms: Set<String> = [
    "id", "ids", "url", "urls", "uri", "html", "http", "https", "json", "api", "uuid", "ip", "utc", "gps",
  ]

  /// Swift's keywords, and the words that cannot stand as a property's name unescaped.
  static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
    "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
    "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
    "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
    "throw", "switch", "where", "while", "as", "false", "is", "nil", "self", "super", "throws", "true",
    "try", "await", "any", "some", "consume", "copy", "borrowing", "consuming", "Self", "Type",
    "Protocol", "Any",
  ]

  /// Members of `NSObject` and of the generated code a property must not shadow; a property named so
  /// takes its type's name in front (`description` → `userDescription`).
  static let memberNames: Set<String> = [
    "description", "debugDescription", "hash", "hashValue", "superclass", "isProxy", "classForCoder",
    "isEqual", "copy", "mutableCopy", "value", "coder", "encode", "decoder", "encoder", "dictionary",
    "jsonKeys", "xyyPropertyNames", "xyyMethods", "supportsSecureCoding",
  ]

  /// Type names a model must not take: what the generated code uses from Swift, Foundation and ModelBench.
  static let reservedTypeNames: Set<String> = [
    "Any", "AnyObject", "Array", "Bool", "Character", "Codable", "CodingKeys", "Data", "Date", "Decimal",
    "Decoder", "Dictionary", "Double", "Encoder", "Error", "Float", "Int", "Int64", "JSONDecoder",
    "JSONEncoder", "Locale", "NSCoder", "NSDecimalNumber", "NSNull", "NSNumber", "NSObject", "Never",
    "Optional", "Protocol", "Result", "Self", "Set", "String", "Type", "UInt64", "URL", "UUID", "Void",
    "AnyCodableValue", "FixtureCodable", "HandWritten", "HandWrittenModel", "MJKeyMapping", "MJKeyValue",
    "MJProperty", "SampleDateFormat", "SampleBench", "SampleDocument", "XYYJsonModel", "XYYMethods",
    "YYKeyMapping", "YYModel", "Foundation", "ModelFixtures", "ModelRuntime", "YYStyle", "MJStyle",
    "XYYStyle", "BenchmarkCommands", "BenchmarkMain", "Samples", "SampleKeys",
  ]

  /// The words of a key: split at anything not a letter or digit, and where lower case turns upper
  /// (`userID` → user, ID; `HTMLParser` → HTML, Parser).
  static func words(_ key: String) -> [String] {
    var words: [String] = []
    var current = ""
    var previous: Character?
    let characters = Array(key)
    for (index, character) in characters.enumerated() {
      guard character.isLetter || character.isNumber else {
        if !current.isEmpty { words.append(current) }
        current = ""
        previous = nil
        continue
      }
      if let previous, !current.isEmpty {
        let next = index + 1 < characters.count ? characters[index + 1] : nil
        let lowerToUpper = previous.isLowercase && character.isUppercase
        let acronymEnd = previous.isUppercase && character.isUppercase && (next?.isLowercase ?? false)
        let digitToLetter = previous.isNumber && character.isLetter && !current.allSatisfy(\.isNumber)
        if lowerToUpper || acronymEnd || digitToLetter {
          words.append(current)
          current = ""
        }
      }
      current.append(character)
      previous = character
    }
    if !current.isEmpty { words.append(current) }
    return words
  }

  private static func capitalized(_ word: String) -> String {
    let lower = word.lowercased()
    if acronyms.contains(lower) {
      return lower == "ids" ? "IDs" : lower == "urls" ? "URLs" : lower.uppercased()
    }
    return lower.prefix(1).uppercased() + lower.dropFirst()
  }

  /// The words symbols stand for in a key with no letter (`+1` → plus 1, `-1` → minus 1, `@` → at), so
  /// that reaction counts and the like get names that say what they are.
  static let symbolWords: [Character: String] = [
    "+": "plus", "-": "minus", "@": "at", "#": "number", "$": "dollar", "%": "percent", "&": "and",
    "*": "star", "=": "equals", "<": "less", ">": "greater", "!": "not", "?": "question", "~": "tilde",
    "^": "caret", "|": "pipe", "/": "slash", ".": "dot", ":": "colon", "_": "underscore",
  ]

  /// A key with no letter spelled out: each symbol by its word, runs of digits kept (`+1` → `plus_1`).
  static func spelledSymbols(_ key: String) -> String {
    guard !key.contains(where: \.isLetter) else { return key }
    var parts: [String] = []
    for character in key {
      if let word = symbolWords[character] {
        parts.append(word)
      } else if character.isNumber, let last = parts.last, last.allSatisfy(\.isNumber) {
        parts[parts.count - 1].append(character)
      } else if character.isNumber {
        parts.append(String(character))
      }
    }
    return parts.joined(separator: "_")
  }

  /// Whether a key could not be a property's name in any common language: it holds a `.`, `/`, `:`,
  /// whitespace or another symbol than `_`, `-` and `$` (`app.example.com/owner`, `first name`, `+1`).
  static func isNotAName(_ key: String) -> Bool {
    key.isEmpty
      || key.unicodeScalars.contains {
        !($0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "_" || $0 == "-"
          || $0 == "$")
      }
  }

  /// `created_at` → `createdAt`; a key with no letter or digit → `field`; a leading digit → `key…`;
  /// a key of symbols and digits spelled out (`+1` → `plus1`, `-1` → `minus1`).
  static func lowerCamel(_ key: String) -> String {
    let parts = words(spelledSymbols(key))
    guard let first = parts.first else { return "field" }
    var name = first.lowercased() + parts.dropFirst().map(capitalized).joined()
    if name.first?.isNumber ?? false { name = "key" + name }
    return name
  }

  /// `search_metadata` → `SearchMetadata`.
  static func upperCamel(_ key: String) -> String {
    let name = words(key).map(capitalized).joined()
    guard let first = name.first else { return "Model" }
    return first.isNumber ? "Model" + name : name
  }

  /// The package's name for what the user typed: kept when it is already a Swift identifier starting
  /// with a capital (`K8sPods`), else made UpperCamelCase (`shop` → `Shop`, `my-api` → `MyAPI`); nil
  /// when nothing usable is left (no letter, or a digit first).
  static func packageName(_ typed: String) -> String? {
    let scalars = typed.unicodeScalars
    let isIdentifier =
      !scalars.isEmpty
      && scalars.allSatisfy { $0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "_" }
    if isIdentifier, let first = typed.first, first.isUppercase { return typed }
    guard let first = typed.first, !first.isNumber else { return nil }
    // Each run of letters and digits keeps its own case after a capital first letter (`k8s` → `K8s`).
    let chunks = typed.split { !($0.isLetter || $0.isNumber) }.map { chunk in
      acronyms.contains(chunk.lowercased())
        ? chunk.uppercased() : chunk.prefix(1).uppercased() + chunk.dropFirst()
    }
    let name = chunks.joined()
    guard let head = name.first, head.isLetter else { return nil }
    return name
  }

  /// The singular of a key's last word (`statuses` → `status`, `categories` → `category`), for the
  /// type of an array's elements or a map's values.
  static func singular(_ key: String) -> String {
    var parts = words(key)
    guard let last = parts.last else { return key }
    parts[parts.count - 1] = singularWord(last)
    return parts.joined(separator: "_")
  }

  static func singularWord(_ word: String) -> String {
    let lower = word.lowercased()
    let irregular = [
      "people": "person", "children": "child", "men": "man", "women": "woman", "indices": "index",
      "matrices": "matrix", "vertices": "vertex", "data": "datum", "media": "media", "criteria": "criterion",
      "series": "series", "news": "news", "status": "status", "address": "address", "ids": "id",
      "urls": "url", "analyses": "analysis", "diagnoses": "diagnosis", "theses": "thesis",
      "crises": "crisis", "hypotheses": "hypothesis", "synopses": "synopsis", "axis": "axis", "this": "this",
      "his": "his", "iris": "iris", "chassis": "chassis",
    ]
    func keepCase(_ singular: String) -> String {
      word.first?.isUppercase ?? false ? singular.prefix(1).uppercased() + singular.dropFirst() : singular
    }
    if let found = irregular[lower] { return keepCase(found) }
    if lower.hasSuffix("ies"), lower.count > 4 { return keepCase(String(lower.dropLast(3)) + "y") }
    for suffix in ["sses", "shes", "ches", "xes", "zes", "uses"] where lower.hasSuffix(suffix) {
      return keepCase(String(lower.dropLast(2)))
    }
    // `-is` is singular in the Greek `-sis` words (analysis, basis), plural elsewhere (emojis, wikis).
    if lower.hasSuffix("s"), !lower.hasSuffix("ss"), !lower.hasSuffix("us"), !lower.hasSuffix("sis"),
      lower.count > 2
    {
      return keepCase(String(lower.dropLast()))
    }
    return word
  }

  /// Whether a key reads as an id rather than a name: digits only, or 16 or more letters and digits
  /// with at least one digit, or a UUID.
  static func looksLikeID(_ key: String) -> Bool {
    guard !key.isEmpty else { return false }
    let utf8 = key.utf8
    if utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) { return true }
    if UUID(uuidString: key) != nil { return true }
    let alphanumeric = utf8.allSatisfy {
      ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9"))
        || ($0 | 0x20 >= UInt8(ascii: "a") && $0 | 0x20 <= UInt8(ascii: "z"))
    }
    let digits = utf8.contains { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    return alphanumeric && digits && utf8.count >= 16
  }

  /// A property name for `key` in a type named `typeName`, unique among `taken`.
  static func propertyName(for key: String, in typeName: String, taken: Set<String>) -> String {
    var name = lowerCamel(key)
    if keywords.contains(name) { name += "Value" }
    if memberNames.contains(name) {
      name = lowerCamel(typeName) + name.prefix(1).uppercased() + name.dropFirst()
    }
    return unique(name, taken: taken)
  }

  /// `name`, or `name2`, `name3`… whichever `taken` lacks.
  static func unique(_ name: String, taken: Set<String>) -> String {
    guard taken.contains(name) else { return name }
    var number = 2
    while taken.contains(name + String(number)) { number += 1 }
    return name + String(number)
  }

  /// A Swift string literal holding `text` exactly.
  static func literal(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": out += "\\\\"
      case "\"": out += "\\\""
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
          || scalar.properties.generalCategory == .format
        {
          out += "\\u{" + String(scalar.value, radix: 16) + "}"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }
}
