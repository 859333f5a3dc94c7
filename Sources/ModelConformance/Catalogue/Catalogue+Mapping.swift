extension Catalogue {
  static let keyMapping: [ConformanceCase] = [
    ConformanceCase(
      "map.rename", .keyMapping, #"key "n" → name"#, .mapped, .decode(#"{"n": "renamed"}"#), .field("name")),
    ConformanceCase(
      "map.rename.original-key", .keyMapping, #"the property's own name when renamed"#, .mapped,
      .decode(#"{"name": "own"}"#), .field("name")),
    ConformanceCase(
      "map.keypath", .keyMapping, #"key path "ext.desc""#, .mapped, .decode(#"{"ext": {"desc": "deep"}}"#),
      .field("desc")),
    ConformanceCase(
      "map.keypath.through-array", .keyMapping, #""ext.desc" where ext is an array"#, .mapped,
      .decode(#"{"ext": ["desc"]}"#), .field("desc")),
    ConformanceCase(
      "map.keypath.literal-dotted-key", .keyMapping, #"a literal key "ext.desc""#, .mapped,
      .decode(#"{"ext.desc": "literal"}"#), .field("desc")),
    ConformanceCase(
      "map.array-index", .keyMapping, #"array index "list[1]""#, .mapped, .decode(#"{"list": ["a", "b"]}"#),
      .field("second")),
    ConformanceCase(
      "map.array-index.out-of-range", .keyMapping, #""list[1]" of a one-element array"#, .mapped,
      .decode(#"{"list": ["a"]}"#), .field("second")),
    ConformanceCase(
      "map.alternatives.first", .keyMapping, "alternatives: the first present", .mapped,
      .decode(#"{"id": 1, "ID": 2}"#), .field("identifier")),
    ConformanceCase(
      "map.alternatives.later", .keyMapping, "alternatives: a later one", .mapped,
      .decode(#"{"book_id": 3}"#), .field("identifier")),
    ConformanceCase(
      "map.alternatives.null-first", .keyMapping, "alternatives: null, then a value", .mapped,
      .decode(#"{"id": null, "ID": 2}"#), .field("identifier")),
    ConformanceCase(
      "map.shared-key.first", .keyMapping, "two properties on one key: the first", .mapped,
      .decode(#"{"shared": "both"}"#), .field("first")),
    ConformanceCase(
      "map.shared-key.second", .keyMapping, "two properties on one key: the second", .mapped,
      .decode(#"{"shared": "both"}"#), .field("copy")),
    ConformanceCase(
      "map.snake-case", .keyMapping, "snake_case key user_name → userName", .mapped,
      .decode(#"{"user_name": "snake"}"#), .field("userName")),
  ]

  static let nesting: [ConformanceCase] = [
    ConformanceCase(
      "nest.model", .nesting, "a nested object into an optional model", .owner,
      .decode(#"{"pet": {"name": "rex", "age": 3}}"#), .field("pet.name")),
    ConformanceCase(
      "nest.model.number-as-string", .nesting, "a nested number sent as a string", .owner,
      .decode(#"{"pet": {"age": "3"}}"#), .field("pet.age")),
    ConformanceCase(
      "nest.class-by-dictionary", .nesting, "the class chosen by the dictionary", .owner,
      .decode(#"{"pet": {"name": "tom", "purrs": true}}"#), .typeOf("pet")),
    ConformanceCase(
      "nest.in-place", .nesting, "an existing nested object: untouched fields kept", .owner,
      .update(start: #"{"home": {"name": "old", "age": 5}}"#, with: #"{"home": {"name": "new"}}"#),
      .field("home.age")),
    ConformanceCase(
      "nest.in-place.updated-field", .nesting, "an existing nested object: the field written", .owner,
      .update(start: #"{"home": {"name": "old", "age": 5}}"#, with: #"{"home": {"name": "new"}}"#),
      .field("home.name")),
    ConformanceCase(
      "nest.not-an-object", .nesting, "a string where a model is expected", .owner,
      .decode(#"{"pet": "rex"}"#), .field("pet")),
    ConformanceCase(
      "nest.array.class-by-dictionary", .nesting, "array elements: the class chosen by the dictionary",
      .owner,
      .decode(#"{"pets": [{"name": "a"}, {"name": "b", "purrs": true}]}"#), .field("pets")),
  ]

  static let containers: [ConformanceCase] = [
    .probe(
      "container.models", .containers, "an array of objects into [Model]", "children",
      #"[{"name": "a"}, {"name": "b"}]"#),
    .probe(
      "container.models.mixed", .containers, "non-object elements in [Model]", "children",
      #"[{"name": "a"}, 5, "x"]"#),
    .probe(
      "container.dictionary-of-models", .containers, "an object of objects into [String: Model]", "byName",
      #"{"k": {"name": "v"}}"#),
    .probe(
      "container.set-duplicates", .containers, "duplicates into Set<String>", "tags", #"["a", "a", "b"]"#),
    .probe("container.ints.mixed", .containers, "mixed elements into [Int]", "numbers", #"[1, "2", 3]"#),
    .probe("container.ints.not-an-array", .containers, "a string into [Int]", "numbers", #""1,2""#),
    .probe(
      "container.models.not-an-array", .containers, "an object into [Model]", "children", #"{"name": "a"}"#),
  ]

  static let lists: [ConformanceCase] = [
    ConformanceCase(
      "list.ignored", .lists, "an ignored (blacklisted) property", .listed,
      .decode(#"{"a": "x", "b": "y", "c": "z"}"#), .field("a")),
    ConformanceCase(
      "list.allowed", .lists, "an allowed (whitelisted) property", .listed,
      .decode(#"{"a": "x", "b": "y", "c": "z"}"#), .field("b")),
    ConformanceCase(
      "list.not-allowed", .lists, "a property outside the allowed list", .listed,
      .decode(#"{"a": "x", "b": "y", "c": "z"}"#), .field("c")),
  ]
}
