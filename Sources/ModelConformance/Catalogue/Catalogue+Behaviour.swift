extension Catalogue {
  static let hooks: [ConformanceCase] = [
    ConformanceCase(
      "hook.transform-value", .hooks, "a hook that rewrites name", .hooked, .decode(#"{"name": "abc"}"#),
      .field("name")),
    ConformanceCase(
      "hook.reject-before", .hooks, "a will-transform hook that rejects", .hooked,
      .decode(#"{"name": "abc", "reject": true}"#), .field("name")),
    ConformanceCase(
      "hook.reject-after", .hooks, "a did-transform hook that rejects a negative count", .hooked,
      .decode(#"{"count": -1}"#), .field("count")),
    ConformanceCase(
      "hook.default-for-missing", .hooks, "a new-value hook that fills a missing key", .hooked,
      .decode(#"{"name": "abc"}"#), .field("fallback")),
    ConformanceCase(
      "hook.nil-value", .hooks, "a nil-value hook for null", .hooked, .decode(#"{"count": null}"#),
      .field("count")),
    ConformanceCase(
      "hook.nil-value.failed", .hooks, "a nil-value hook for a failed conversion", .hooked,
      .decode(#"{"count": [1]}"#), .field("count")),
  ]

  static let writes: [ConformanceCase] = [
    ConformanceCase(
      "write.value", .writes, "a property with didSet: the value", .observed, .decode(#"{"level": 3}"#),
      .field("level")),
    ConformanceCase(
      "write.setter-semantics", .writes, "a property with didSet: did it run?", .observed,
      .decode(#"{"level": 3}"#), .field("setterCalls")),
    ConformanceCase(
      "write.let", .writes, "a let field", .observed, .decode(#"{"constant": "written"}"#),
      .field("constant")),
  ]

  static let inheritance: [ConformanceCase] = [
    ConformanceCase(
      "inherit.root", .inheritance, "a field of the root class", .level3,
      .decode(#"{"one": "1", "two": "2", "three": "3"}"#), .field("one")),
    ConformanceCase(
      "inherit.middle", .inheritance, "a field of the middle class", .level3,
      .decode(#"{"one": "1", "two": "2", "three": "3"}"#), .field("two")),
    ConformanceCase(
      "inherit.leaf", .inheritance, "a field of the leaf class", .level3,
      .decode(#"{"one": "1", "two": "2", "three": "3"}"#), .field("three")),
  ]

  static let toJSON: [ConformanceCase] =
    [
      ("tojson.int", "an Int", "int", #"{"int": 42}"#), ("tojson.bool", "a Bool", "bool", #"{"bool": true}"#),
      ("tojson.uint64", "UInt64.max", "uint64", #"{"uint64": 18446744073709551615}"#),
      ("tojson.nil-omitted", "a nil String?", "optString", #"{"optString": null}"#),
      ("tojson.url", "a URL", "url", #"{"url": "https://a.example/x"}"#),
      ("tojson.date", "a Date", "date", #"{"date": "2014-01-20T12:24:48Z"}"#),
      ("tojson.data", "Data", "data", "{}"), ("tojson.decimal", "a Decimal", "decimal", "{}"),
      ("tojson.enum", "an enum", "suit", #"{"suit": "spades"}"#),
      ("tojson.struct", "a CGPoint", "point", "{}"),
      ("tojson.set", "a one-element Set", "tags", #"{"tags": ["b"]}"#),
      ("tojson.nested", "a nested model", "child", #"{"child": {"name": "c", "age": 2}}"#),
      ("tojson.models", "an array of models", "children", #"{"children": [{"name": "a"}]}"#),
      (
        "tojson.dictionary-of-models", "a dictionary of models", "byName",
        #"{"byName": {"k": {"name": "v"}}}"#
      ),
    ].map { id, summary, key, start in
      ConformanceCase(id, .toJSON, summary, .probe, .encode(start: start), .key(key))
    } + [
      ConformanceCase(
        "tojson.keypath-rebuilt", .toJSON, "a key path becomes nested objects", .mapped,
        .encode(start: #"{"ext": {"desc": "deep"}}"#), .key("ext.desc")),
      ConformanceCase(
        "tojson.rename", .toJSON, "a renamed property writes its key", .mapped,
        .encode(start: #"{"n": "x"}"#), .key("n")),
      ConformanceCase(
        "tojson.array-index-rebuilt", .toJSON, "an array index becomes a padded array", .mapped,
        .encode(start: #"{"list": ["a", "b"]}"#), .key("list[1]")),
      ConformanceCase(
        "tojson.array-index-padding", .toJSON, "the padding before it", .mapped,
        .encode(start: #"{"list": ["a", "b"]}"#), .key("list[0]")),
    ]

  static let archiving: [ConformanceCase] =
    [
      ("archive.int", "an Int", "int"), ("archive.string", "a String", "string"),
      ("archive.url", "a URL", "url"),
      ("archive.enum", "an enum", "suit"),
      ("archive.nested", "a nested model", "child.name"),
      ("archive.models", "an array of models", "children"),
      ("archive.set", "a Set", "tags"), ("archive.decimal", "a Decimal", "decimal"),
    ].map { id, summary, field in
      ConformanceCase(
        id, .archiving, "\(summary) survives NSKeyedArchiver (PropertyListEncoder for Codable)", .probe,
        .archive(
          start:
            #"{"int": 42, "string": "s", "url": "https://a.example", "suit": "spades", "child": {"name": "c"}, "children": [{"name": "a"}], "tags": ["t"], "decimal": 1.5}"#
        ),
        .field(field))
    } + [
      ConformanceCase(
        "archive.date", .archiving, "a Date decoded from text survives archiving", .probe,
        .archive(start: #"{"date": "2014-01-20"}"#), .field("date")),
      ConformanceCase(
        "archive.struct", .archiving, "a CGPoint decoded from \"{1,2}\" survives archiving", .probe,
        .archive(start: #"{"point": "{1,2}"}"#), .field("point")),
    ]

  static let badInput: [ConformanceCase] = [
    ConformanceCase(
      "bad.malformed", .badInput, "malformed JSON", .probe, .decode(#"{"int": "#), .field("int")),
    ConformanceCase(
      "bad.top-level-array", .badInput, "an array at the top level", .probe, .decode("[1, 2]"), .field("int")),
    ConformanceCase(
      "bad.top-level-string", .badInput, "a string at the top level", .probe, .decode(#""text""#),
      .field("int")),
    ConformanceCase("bad.empty", .badInput, "no bytes", .probe, .decode(""), .field("int")),
    ConformanceCase(
      "bad.deep-nesting", .badInput, "10 000-deep nesting", .probe,
      .decode(
        #"{"numbers": "# + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + "}"
      ),
      .field("numbers")),
    ConformanceCase(
      "bad.invalid-utf8", .badInput, "invalid UTF-8", .probe,
      .decodeBytes([0x7B, 0x22, 0x73, 0x74, 0x72, 0x69, 0x6E, 0x67, 0x22, 0x3A, 0x22, 0xFF, 0xFE, 0x22, 0x7D]
      ),
      .field("string")),
    .probe("bad.beyond-double", .badInput, "1e400, beyond Double", "double", "1e400"),
    .probe(
      "bad.beyond-int64", .badInput, "99999999999999999999 into Int", "int", "99999999999999999999"),
    .probe(
      "bad.beyond-uint64-into-uint64", .badInput, "99999999999999999999 into UInt64", "uint64",
      "99999999999999999999"),
    .probe("bad.wrong-kind-everywhere", .badInput, "an object into Int", "int", #"{"a": 1}"#),
  ]
}
