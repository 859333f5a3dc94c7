import Foundation

extension Catalogue {
  static let coercions: [ConformanceCase] =
    stringToNumber + boolSpellings + numberToString + nulls + overflow + nonFinite + dates + others

  static let stringToNumber: [ConformanceCase] = [
    .probe("coerce.int.from-string", .coercions, #""42" into Int"#, "int", #""42""#),
    .probe("coerce.int.from-prefix", .coercions, #""12abc" into Int"#, "int", #""12abc""#),
    .probe("coerce.int.from-spaces", .coercions, #"" 42" into Int"#, "int", #"" 42""#),
    .probe("coerce.int.from-negative", .coercions, #""-7" into Int"#, "int", #""-7""#),
    .probe("coerce.int.from-letters", .coercions, #""abc" into Int"#, "int", #""abc""#),
    .probe("coerce.int.from-decimal-string", .coercions, #""1.9" into Int"#, "int", #""1.9""#),
    .probe("coerce.int.from-chinese-suffix", .coercions, #""40个" into Int"#, "int", #""40个""#),
    .probe("coerce.int.from-chinese-prefix", .coercions, #""收藏5" into Int"#, "int", #""收藏5""#),
    .probe("coerce.double.from-string", .coercions, #""2.5" into Double"#, "double", #""2.5""#),
    .probe("coerce.double.from-exponent", .coercions, #""1e5" into Double"#, "double", #""1e5""#),
    .probe("coerce.double.from-letters", .coercions, #""abc" into Double"#, "double", #""abc""#),
    .probe("coerce.float.from-string", .coercions, #""3.25" into Float"#, "float", #""3.25""#),
    .probe("coerce.int8.from-string", .coercions, #""300" into Int8"#, "int8", #""300""#),
    .probe(
      "coerce.uint64.from-string", .coercions, #""18446744073709551615" into UInt64"#, "uint64",
      #""18446744073709551615""#),
    .probe("coerce.optint.from-nil-word", .coercions, #""nil" into Int?"#, "optInt", #""nil""#),
    .probe("coerce.optint.from-letters", .coercions, #""abc" into Int?"#, "optInt", #""abc""#),
    .probe("coerce.int.from-bool", .coercions, "true into Int", "int", "true"),
    .probe("coerce.double.from-int", .coercions, "3 into Double", "double", "3"),
    .probe("coerce.int.from-double", .coercions, "2.9 into Int", "int", "2.9"),
  ]

  static let boolSpellings: [ConformanceCase] = [
    ("true", "true"), ("True", "True"), ("TRUE", "TRUE"), ("yes", "yes"), ("YES", "YES"), ("no", "no"),
    ("false", "false"), ("1", "one"), ("0", "zero"), ("maybe", "maybe"), ("Y", "y"),
  ].map { text, name in
    .probe("coerce.bool.\(name)", .coercions, "\"\(text)\" into Bool", "bool", "\"\(text)\"")
  }

  static let numberToString: [ConformanceCase] = [
    .probe("coerce.string.from-int", .coercions, "42 into String", "string", "42"),
    .probe("coerce.string.from-double", .coercions, "1.5 into String", "string", "1.5"),
    .probe("coerce.string.from-bool", .coercions, "true into String", "string", "true"),
    .probe("coerce.optstring.from-int", .coercions, "3 into String?", "optString", "3"),
    .probe("coerce.string.from-array", .coercions, "[1,2] into String", "string", "[1, 2]"),
    .probe("coerce.string.from-object", .coercions, #"{"a":1} into String"#, "string", #"{"a": 1}"#),
  ]

  /// `null` into each kind of field: (id, the field's type, the probe's field).
  static let nulls: [ConformanceCase] = [
    ("int", "Int", "int"), ("double", "Double", "double"), ("bool", "Bool", "bool"),
    ("string", "String", "string"), ("optstring", "String?", "optString"), ("optint", "Int?", "optInt"),
    ("url", "URL?", "url"), ("date", "Date?", "date"), ("enum", "an enum", "suit"),
    ("array", "[Int]", "numbers"), ("struct", "CGPoint", "point"), ("decimal", "Decimal?", "decimal"),
  ].map { id, type, field in .probe("null.\(id)", .coercions, "null into \(type)", field, "null") }

  static let overflow: [ConformanceCase] = [
    .probe("overflow.int8.positive", .coercions, "300 into Int8", "int8", "300"),
    .probe("overflow.int8.negative", .coercions, "-200 into Int8", "int8", "-200"),
    .probe("overflow.uint64.negative", .coercions, "-1 into UInt64", "uint64", "-1"),
    .probe(
      "overflow.int.from-uint64-max", .coercions, "UInt64.max into Int", "int", "18446744073709551615"),
    .probe("overflow.int.from-huge-double", .coercions, "1e30 into Int", "int", "1e30"),
    .probe("overflow.float.from-huge-double", .coercions, "1e300 into Float", "float", "1e300"),
  ]

  static let nonFinite: [ConformanceCase] = [
    ConformanceCase(
      "nonfinite.double.nan", .coercions, "Double.nan (a Swift dictionary) into Double", .probe,
      .decodeObject(["double": Double.nan]), .field("double")),
    ConformanceCase(
      "nonfinite.float.infinity", .coercions, "Double.infinity into Float", .probe,
      .decodeObject(["float": Double.infinity]), .field("float")),
    ConformanceCase(
      "nonfinite.int.nan", .coercions, "Double.nan into Int", .probe,
      .decodeObject(["int": Double.nan]), .field("int")),
    .probe("nonfinite.double.nan-string", .coercions, #""nan" into Double"#, "double", #""nan""#),
    .probe("nonfinite.double.inf-string", .coercions, #""1e999." into Double"#, "double", #""1e999.""#),
  ]

  static let dates: [ConformanceCase] =
    [
      ("2014-01-20", "date-only"), ("2014-01-20 12:24:48", "space"), ("2014-01-20T12:24:48", "t"),
      ("2014-01-20T12:24:48.500", "millis"), ("2014-01-20T12:24:48Z", "zulu"),
      ("2014-01-20T12:24:48+0800", "offset"),
      ("2014-01-20T12:24:48+08:00", "offset-colon"), ("2014-01-20T12:24:48.123Z", "millis-zulu"),
      ("Wed Sep 16 12:20:09 +0800 2015", "weibo"), ("2015-09-16 12:20:09 GMT+8", "zone-name"),
      ("2014-13-45", "invalid"), ("yesterday", "words"),
    ].map { text, name in
      .probe("coerce.date.\(name)", .coercions, "\"\(text)\" into Date?", "date", "\"\(text)\"")
    } + [
      .probe("coerce.date.number", .coercions, "1442377209 into Date?", "date", "1442377209"),
      .probe("coerce.date.zero", .coercions, "0 into Date?", "date", "0"),
    ]

  static let others: [ConformanceCase] = [
    .probe(
      "coerce.url.trimmed", .coercions, "a URL with spaces around", "url", #"" https://a.example/x ""#),
    .probe("coerce.url.empty", .coercions, "an empty string into URL?", "url", #""""#),
    .probe(
      "coerce.url.unicode", .coercions, "a URL with Chinese characters", "url", #""https://a.example/中文""#),
    .probe("coerce.url.number", .coercions, "5 into URL?", "url", "5"),
    .probe("coerce.decimal.string", .coercions, #""12.34" into Decimal?"#, "decimal", #""12.34""#),
    .probe("coerce.decimal.number", .coercions, "12 into Decimal?", "decimal", "12"),
    .probe("coerce.decimal.letters", .coercions, #""abc" into Decimal?"#, "decimal", #""abc""#),
    .probe("coerce.data.string", .coercions, "a string into Data?", "data", #""bytes""#),
    .probe("coerce.data.number", .coercions, "5 into Data?", "data", "5"),
    .probe("coerce.enum.unknown", .coercions, "an unknown raw value", "suit", #""clubs""#),
    .probe("coerce.enum.number", .coercions, "a number into a String enum", "suit", "1"),
    .probe("coerce.struct.string", .coercions, #""{1,2}" into CGPoint"#, "point", #""{1,2}""#),
    .probe(
      "coerce.struct.object", .coercions, #"{"x":1,"y":2} into CGPoint"#, "point", #"{"x": 1, "y": 2}"#),
    .probe(
      "coerce.urls.from-strings", .coercions, "strings into [URL]", "urls",
      #"["https://a.example", "https://b.example"]"#),
  ]
}
