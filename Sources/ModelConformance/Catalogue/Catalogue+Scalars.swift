extension Catalogue {
  static let scalars: [ConformanceCase] = [
    .probe("scalar.int", .scalars, "42 into Int", "int", "42"),
    .probe("scalar.int8", .scalars, "12 into Int8", "int8", "12"),
    .probe("scalar.uint64.max", .scalars, "UInt64.max into UInt64", "uint64", "18446744073709551615"),
    .probe("scalar.double", .scalars, "2.5 into Double", "double", "2.5"),
    .probe("scalar.float", .scalars, "1.25 into Float", "float", "1.25"),
    .probe("scalar.bool", .scalars, "true into Bool", "bool", "true"),
    .probe("scalar.string", .scalars, "a string into String", "string", #""x""#),
    .probe("scalar.string.unicode", .scalars, "Unicode into String", "string", #""范冰冰 ❤️""#),
    .probe("scalar.optional-string", .scalars, "a string into String?", "optString", #""y""#),
    .probe("scalar.optional-int", .scalars, "5 into Int?", "optInt", "5"),
    .probe("scalar.url", .scalars, "a URL string into URL?", "url", #""https://a.example/p?q=1""#),
    .probe("scalar.enum", .scalars, "a raw value into an enum", "suit", #""spades""#),
    .probe("scalar.int-array", .scalars, "[1,2,3] into [Int]", "numbers", "[1, 2, 3]"),
    .probe("scalar.string-set", .scalars, "strings into Set<String>", "tags", #"["a", "b"]"#),
  ]
}
