import Foundation
import ModelRuntime
import Testing

struct EncodingCase: Sendable, CustomTestStringConvertible {
  let type: TypeKey
  let expected: TypeEncoding
  init(_ type: Any.Type, _ expected: TypeEncoding) {
    self.type = TypeKey(type)
    self.expected = expected
  }
  var testDescription: String { "\(type) → \(expected)" }
}

@Suite struct TypeEncodingTests {
  static let cases: [EncodingCase] = [
    .init(Bool.self, .bool), .init(Int.self, .int), .init(Int8.self, .int8), .init(Int16.self, .int16),
    .init(Int32.self, .int32), .init(Int64.self, .int64), .init(UInt.self, .uint), .init(UInt8.self, .uint8),
    .init(UInt16.self, .uint16), .init(UInt32.self, .uint32), .init(UInt64.self, .uint64),
    .init(Float.self, .float), .init(Double.self, .double), .init(CGFloat.self, .cgFloat),
    .init(Decimal.self, .decimal), .init(String.self, .string), .init(Date.self, .date),
    .init(URL.self, .url),
    .init(Data.self, .data), .init(Int?.self, .optional(.int)),
    .init(String??.self, .optional(.optional(.string))),
    .init([Int].self, .array(.int)), .init(Set<String>.self, .set(.string)),
    .init([String: Double].self, .dictionary(.double)),
    .init([Int: Double].self, .unsupported(TypeKey([Int: Double].self))),
    .init([[URL]].self, .array(.array(.url))), .init(Nested.self, .model(TypeKey(Nested.self))),
    .init([String: Nested]?.self, .optional(.dictionary(.model(TypeKey(Nested.self))))),
    .init(Suit.self, .rawEnum(TypeKey(Suit.self), raw: .string)),
    .init(Level.self, .rawEnum(TypeKey(Level.self), raw: .int16)),
    .init(Plain.self, .unsupported(TypeKey(Plain.self))),
    .init(CGPoint.self, .cgPoint), .init(CGSize.self, .cgSize), .init(CGRect.self, .cgRect),
    .init(NSRange.self, .nsRange), .init(Any.self, .any), .init(AnyObject.self, .anyObject),
    .init(FinalModel.self, .unsupported(TypeKey(FinalModel.self))),
    .init(((Int) -> Int).self, .unsupported(TypeKey(((Int) -> Int).self))),
  ]

  @Test(arguments: cases)
  func classifies(_ testCase: EncodingCase) {
    #expect(TypeEncoding.of(testCase.type.type) == testCase.expected)
  }

  @Test func aDesignDecidesWhatIsAModel() {
    let custom = TypeEncoding.of(FinalModel.self) { $0 == FinalModel.self }
    #expect(custom == .model(TypeKey(FinalModel.self)))
    #expect(custom.isClass)
    #expect(TypeEncoding.of(Nested.self) { _ in false } == .unsupported(TypeKey(Nested.self)))
    #expect(!TypeEncoding.of(Nested.self).isClass)
    #expect(TypeEncoding.anyObject.isClass)
  }

  @Test func numbersAndUnwrapping() {
    #expect(TypeEncoding.cgFloat.isNumber)
    #expect(TypeEncoding.bool.isNumber)
    #expect(!TypeEncoding.decimal.isNumber)
    #expect(TypeEncoding.optional(.int).unwrapped == (.int, true))
    #expect(TypeEncoding.string.unwrapped == (.string, false))
  }

  @Test func containerTypesBuildExactValues() {
    let ints = [Int].make(from: [1, "x", 2])
    #expect(ints == [1, 2])
    let set = Set<String>.make(from: ["a", "a", 3])
    #expect(set == ["a"])
    let dictionary = [String: Int].make(from: ["a": 1, "b": "no"])
    #expect(dictionary == ["a": 1])
    #expect(Int?.wrap(5) == .some(5))
    #expect(Int?.wrap("5") == nil)
    #expect((Optional<Int>.none).wrappedAny == nil)
  }
}
