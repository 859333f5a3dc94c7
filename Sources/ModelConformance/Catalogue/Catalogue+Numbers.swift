import Foundation

extension Catalogue {
  /// Numbers at the edges of what a `Double` and an `Int` hold, as canada-like documents send them: more
  /// significant digits than a double keeps, exponents past its range, subnormals, negative zero,
  /// integers past 2^53; read into the field, and written back from it.
  static let numbers: [ConformanceCase] = [
    .probe(
      "number.double.digits-25", .numbers, "25 significant digits into Double", "double",
      "2.718281828459045235360287"),
    .probe(
      "number.double.canada", .numbers, "canada's 17 digits into Double", "double", "-65.613616999999977"),
    .probe(
      "number.double.max", .numbers, "Double.greatestFiniteMagnitude", "double", "1.7976931348623157e308"),
    .probe(
      "number.double.beyond-max", .numbers, "1e400 (past Double's range) into Double", "double", "1e400"),
    .probe(
      "number.double.below-min", .numbers, "1e-400 (under the least subnormal) into Double", "double",
      "1e-400"),
    .probe(
      "number.double.subnormal", .numbers, "5e-324 (the least subnormal) into Double", "double", "5e-324"),
    .probe("number.double.negative-zero", .numbers, "-0.0 into Double", "double", "-0.0"),
    .probe("number.int.negative-zero", .numbers, "-0 into Int", "int", "-0"),
    .probe("number.int.beyond-2^53", .numbers, "2^53 + 1 into Int", "int", "9007199254740993"),
    .probe("number.int.max", .numbers, "Int.max into Int", "int", "9223372036854775807"),
    .probe("number.int.exponent", .numbers, "1e3 into Int", "int", "1e3"),
    ConformanceCase(
      "number.double.from-decimal-number", .numbers,
      "an NSDecimalNumber of 25 digits (Linux's JSONSerialization reads such text so) into Double", .probe,
      .decodeObject(["double": NSDecimalNumber(string: "2.718281828459045235360287")]), .field("double")),
    ConformanceCase(
      "number.write.double.shortest", .numbers, "0.1 written back", .probe,
      .encode(start: #"{"double": 0.1}"#), .key("double")),
    ConformanceCase(
      "number.write.double.subnormal", .numbers, "5e-324 written back", .probe,
      .encode(start: #"{"double": 5e-324}"#), .key("double")),
    ConformanceCase(
      "number.write.double.negative-zero", .numbers, "-0.0 written back", .probe,
      .encode(start: #"{"double": -0.0}"#), .key("double")),
    ConformanceCase(
      "number.write.int.beyond-2^53", .numbers, "2^53 + 1 written back", .probe,
      .encode(start: #"{"int": 9007199254740993}"#), .key("int")),
  ]
}
