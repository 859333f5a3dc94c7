import Foundation
import ModelRuntime
import Testing

protocol ClassBound: AnyObject {}
final class Bound: ClassBound {}

/// One field per encoding, in a class and in a struct, with a value unlike the default to write.
final class AllTypesClass {
  var bool = false, int = 0, int8: Int8 = 0, int16: Int16 = 0, int32: Int32 = 0, int64: Int64 = 0
  var uint: UInt = 0, uint8: UInt8 = 0, uint16: UInt16 = 0, uint32: UInt32 = 0, uint64: UInt64 = 0
  var float: Float = 0, double = 0.0, cgFloat: CGFloat = 0, decimal = Decimal(0), string = ""
  var date = Date(timeIntervalSince1970: 0), url = URL(string: "a:b")!, data = Data()
  var optional: Int? = nil, array: [Int] = [], set: Set<String> = [], dictionary: [String: Int] = [:]
  var model = Nested(), rawEnum = Suit.hearts, cgPoint = CGPoint.zero, cgSize = CGSize.zero
  var cgRect = CGRect.zero, nsRange = NSRange(location: 0, length: 0), any: Any = 0,
    anyObject: AnyObject = Node()
  let constant = "let"
}

struct AllTypesStruct {
  var bool = false, int = 0, int8: Int8 = 0, int16: Int16 = 0, int32: Int32 = 0, int64: Int64 = 0
  var uint: UInt = 0, uint8: UInt8 = 0, uint16: UInt16 = 0, uint32: UInt32 = 0, uint64: UInt64 = 0
  var float: Float = 0, double = 0.0, cgFloat: CGFloat = 0, decimal = Decimal(0), string = ""
  var date = Date(timeIntervalSince1970: 0), url = URL(string: "a:b")!, data = Data()
  var optional: Int? = nil, array: [Int] = [], set: Set<String> = [], dictionary: [String: Int] = [:]
  var model = Nested(), rawEnum = Suit.hearts, cgPoint = CGPoint.zero, cgSize = CGSize.zero
  var cgRect = CGRect.zero, nsRange = NSRange(location: 0, length: 0), any: Any = 0,
    anyObject: AnyObject = Node()
  let constant = "let"
}

struct WriteCase: @unchecked Sendable, CustomTestStringConvertible {
  let field: String
  let value: Any
  let expected: String
  init(_ field: String, _ value: Any, _ expected: String? = nil) {
    self.field = field
    self.value = value
    self.expected = expected ?? String(describing: value)
  }
  var testDescription: String { field }
}

let writeCases: [WriteCase] = [
  .init("bool", true), .init("int", -42), .init("int8", Int8(-8)), .init("int16", Int16(1600)),
  .init("int32", Int32(-32)), .init("int64", Int64.max), .init("uint", UInt(7)), .init("uint8", UInt8(255)),
  .init("uint16", UInt16(65535)), .init("uint32", UInt32(32)), .init("uint64", UInt64.max),
  .init("float", Float(1.5)), .init("double", 2.25), .init("cgFloat", CGFloat(3.5)),
  .init("decimal", Decimal(string: "12.34")!), .init("string", "héllo, wörld"),
  .init("date", Date(timeIntervalSince1970: 1_442_377_209)),
  .init("url", URL(string: "https://example.com/x")!),
  .init("data", Data([1, 2, 3])), .init("optional", Int?.some(9) as Any, "9"), .init("array", [1, 2, 3]),
  .init("set", Set(["only"])), .init("dictionary", ["k": 1]), .init("model", Nested(title: "t")),
  .init("rawEnum", Suit.spades), .init("cgPoint", CGPoint(x: 1, y: 2)),
  .init("cgSize", CGSize(width: 3, height: 4)),
  .init("cgRect", CGRect(x: 1, y: 2, width: 3, height: 4)), .init("nsRange", NSRange(location: 5, length: 6)),
  .init("any", "anything"), .init("constant", "rewritten"),
]

@Suite struct FieldAccessTests {
  @Test(arguments: writeCases)
  func writeThenReadBackInAClass(_ testCase: WriteCase) throws {
    let model = AllTypesClass()
    let field = try #require(try TypeInfo.of(AllTypesClass.self).field(named: testCase.field))
    try ModelStorage.withBase(ofObject: model) { try field.accessor.set(testCase.value, in: $0) }
    let read = ModelStorage.withBase(ofObject: model) { field.accessor.get(from: $0) }
    #expect(describe(read) == testCase.expected)
  }

  @Test(arguments: writeCases)
  func writeThenReadBackInAStruct(_ testCase: WriteCase) throws {
    var model = AllTypesStruct()
    let field = try #require(try TypeInfo.of(AllTypesStruct.self).field(named: testCase.field))
    try ModelStorage.withMutableBase(of: &model) { try field.accessor.set(testCase.value, in: $0) }
    let read = ModelStorage.withBase(of: model) { field.accessor.get(from: $0) }
    #expect(describe(read) == testCase.expected)
  }

  /// The base with an argument handed through, as XYYStyle writes a property's value: the same write in
  /// a class (no closure) and in a struct (the pointer's closure).
  @Test(arguments: writeCases)
  func writeAnArgumentHandedThroughTheBase(_ testCase: WriteCase) throws {
    var object: AnyObject = AllTypesClass()
    var value = AllTypesStruct()
    let classField = try #require(try TypeInfo.of(AllTypesClass.self).field(named: testCase.field))
    let structField = try #require(try TypeInfo.of(AllTypesStruct.self).field(named: testCase.field))
    // An `Any?`, as XYYStyle hands a property's value through.
    let argument: Any? = testCase.value
    let writtenInClass = ModelStorage.withMutableBase(of: &object, passing: argument) { base, argument in
      guard let present = copy argument else { return false }
      return (try? classField.accessor.set(present, in: base)) != nil
    }
    let writtenInStruct = ModelStorage.withMutableBase(of: &value, passing: argument) { base, argument in
      guard let present = copy argument else { return false }
      return (try? structField.accessor.set(present, in: base)) != nil
    }
    #expect(writtenInClass && writtenInStruct)
    let inClass = ModelStorage.withBase(ofObject: object) { classField.accessor.get(from: $0) }
    let inStruct = ModelStorage.withBase(of: value) { structField.accessor.get(from: $0) }
    #expect(describe(inClass) == testCase.expected)
    #expect(describe(inStruct) == testCase.expected)
  }

  @Test func everyEncodingIsCoveredByTheWriteCases() throws {
    let covered = Set(writeCases.map(\.field))
    let fields = try TypeInfo.of(AllTypesClass.self).fields.map(\.name)
    #expect(Set(fields).subtracting(covered) == ["anyObject"])  // written in the ownership test below
  }

  @Test func typedPathsWriteScalarsAndStrings() throws {
    let info = try TypeInfo.of(AllTypesClass.self)
    let model = AllTypesClass()
    let int = try #require(info.field(named: "int")).accessor
    let string = try #require(info.field(named: "string")).accessor
    ModelStorage.withBase(ofObject: model) { base in
      int.uncheckedStore(77, in: base)
      string.uncheckedStore("typed", in: base)
    }
    #expect(model.int == 77)
    #expect(model.string == "typed")
    #expect(ModelStorage.withBase(ofObject: model) { int.load(Int.self, from: $0) } == 77)
    #expect(throws: FieldAccessError.self) {
      try ModelStorage.withBase(ofObject: model) { try int.store("wrong", in: $0) }
    }
    #expect(model.int == 77)
  }

  @Test func aValueOfAnotherTypeIsRefusedAndTheFieldKept() throws {
    let model = AllTypesClass()
    model.int = 3
    let field = try #require(try TypeInfo.of(AllTypesClass.self).field(named: "int"))
    do {
      try ModelStorage.withBase(ofObject: model) { try field.accessor.set("3", in: $0) }
      Issue.record("a String was written into an Int field")
    } catch {
      #expect("\(error)" == "Cannot write field 'int': expected Int but found String")
    }
    #expect(model.int == 3)
  }

  @Test func overwritingAReferenceReleasesTheOldObjectExactlyOnce() throws {
    let counter = Counter()
    let field = try #require(try TypeInfo.of(OwnershipModel.self).field(named: "strong"))
    let anchor = Node()
    do {
      let model = OwnershipModel(anchor: anchor)
      try ModelStorage.withBase(ofObject: model) {
        try field.accessor.set(Node?.some(Node(counter)) as Any, in: $0)
      }
      #expect(counter.deinits == 0)
      try ModelStorage.withBase(ofObject: model) {
        try field.accessor.set(Node?.some(Node(counter)) as Any, in: $0)
      }
      #expect(counter.deinits == 1)
      try ModelStorage.withBase(ofObject: model) { try field.accessor.set(Node?.none as Any, in: $0) }
      #expect(counter.deinits == 2)
      try ModelStorage.withBase(ofObject: model) {
        try field.accessor.set(Node?.some(Node(counter)) as Any, in: $0)
      }
      #expect(counter.deinits == 2)
    }
    // The model is gone, and with it the last object it held: nothing leaked.
    #expect(counter.deinits == 3)
    withExtendedLifetime(anchor) {}
  }

  @Test func readingIntoAnyRetainsWhatItReturns() throws {
    let counter = Counter()
    let field = try #require(try TypeInfo.of(AllTypesClass.self).field(named: "anyObject"))
    var read: Any?
    do {
      let model = AllTypesClass()
      try ModelStorage.withBase(ofObject: model) {
        try field.accessor.set(Node(counter) as AnyObject, in: $0)
      }
      read = ModelStorage.withBase(ofObject: model) { base -> Any in field.accessor.get(from: base) }
    }
    #expect(counter.deinits == 0)  // `read` keeps it alive after the model died
    read = nil
    #expect(counter.deinits == 1)
    _ = read
  }

  /// Key-value coding's read: an optional's value or nil, by the field's type, for each layout
  /// `kvcValue` tells nil by (an `Any?`'s type word, a strong class reference's null pointer) and the
  /// others, as a cast of the boxed value to an optional would give it.
  @Test func keyValueCodingReadsUnwrapOptionalsByTheFieldsType() throws {
    final class Optionals {
      var int: Int? = nil
      var string: String? = "s"
      var any: Any? = nil
      var anyHoldingOptional: Any = Int?.some(3) as Any
      var object: Node? = nil
      var classBound: (any ClassBound)? = nil
      var nested: Int?? = .some(nil)
      var plain = 7
    }
    let model = Optionals()
    let anchor = Node()
    struct NoField: Error { let name: String }
    func read(_ name: String) throws -> Any? {
      guard let field = try TypeInfo.of(Optionals.self).field(named: name) else { throw NoField(name: name) }
      return ModelStorage.withBase(ofObject: model) { field.accessor.kvcValue(from: $0.readOnly) }
    }
    #expect(try read("int") == nil)
    #expect(try read("string") as? String == "s")
    #expect(try read("any") == nil)
    #expect(try read("anyHoldingOptional") as? Int == 3)
    #expect(try read("object") == nil)
    #expect(try read("plain") as? Int == 7)
    let nested = try #require(try read("nested"))
    #expect(nested as? Int? == .some(nil))
    model.int = 5
    model.any = "x"
    model.object = anchor
    #expect(try read("int") as? Int == 5)
    #expect(try read("any") as? String == "x")
    #expect(try read("object") as? Node === anchor)
    model.string = nil
    #expect(try read("string") == nil)
    // Read as they stand, a present string and object are boxed with the field's wrapped type.
    model.string = "é\u{1F600}"
    #expect(try read("string").map { type(of: $0) == String.self } == true)
    #expect(try read("string") as? String == "é\u{1F600}")
    #expect(try read("object").map { type(of: $0) == Node.self } == true)
    // A class-bound existential is two words, not a reference: read by the optional's own code.
    #expect(FieldAbsence(type: (any ClassBound)?.self, ownership: .strong) == .untold)
    #expect(try read("classBound") == nil)
    let bound = Bound()
    model.classBound = bound
    #expect(try read("classBound") as? Bound === bound)
  }

  /// The layouts whose nil one load tells, by the field's type and ownership.
  @Test func absenceIsToldByTheFieldsLayout() {
    #expect(FieldAbsence(type: Any?.self, ownership: .strong) == .typeWord)
    #expect(FieldAbsence(type: String?.self, ownership: .strong) == .string)
    #expect(FieldAbsence(type: Node?.self, ownership: .strong) == .nullReference)
    #expect(FieldAbsence(type: Node?.self, ownership: .weak) == .untold)
    #expect(FieldAbsence(type: Bool?.self, ownership: .strong) == .bool)
    #expect(FieldAbsence(type: Int?.self, ownership: .strong) == .int)
    #expect(FieldAbsence(type: Double?.self, ownership: .strong) == .double)
    #expect(FieldAbsence(type: Int8?.self, ownership: .strong) == .untold)
    #expect(FieldAbsence(type: Int??.self, ownership: .strong) == .untold)
    #expect(FieldAbsence(type: String.self, ownership: .strong) == .untold)
  }

  /// JSON's other scalars in optional fields: nil told in place, a present value (a zero and `false`
  /// among them, whose bytes a nil's tag could be taken for) read as it stands.
  @Test(
    arguments: [
      ("bool", nil), ("bool", false), ("bool", true), ("int", nil), ("int", 0), ("int", -1),
      ("double", nil), ("double", 0.0), ("double", -0.5),
    ] as [(String, (any Sendable)?)])
  func anOptionalScalarsNilIsToldInPlace(_ name: String, _ value: (any Sendable)?) throws {
    final class Holder {
      var bool: Bool? = true
      var int: Int? = 7
      var double: Double? = 1.5
    }
    let model = Holder()
    switch name {
    case "bool": model.bool = value as? Bool
    case "int": model.int = value as? Int
    default: model.double = value as? Double
    }
    let field = try #require(try TypeInfo.of(Holder.self).field(named: name))
    let absence = FieldAbsence(type: field.type, ownership: field.ownership)
    #expect(absence != .untold)
    let (absent, read) = ModelStorage.withBase(ofObject: model) {
      (absence.isAbsent(at: $0.readOnly.slot(at: field.offset)), field.accessor.kvcValue(from: $0.readOnly))
    }
    #expect(absent == (value == nil))
    #expect(read.map { "\($0)" } == value.map { "\($0)" })
    #expect(read.map { type(of: $0) == type(of: value!) } ?? true)
  }

  @Test(arguments: [nil, "", "a string too long to be stored inline, in a buffer of its own"])
  func anOptionalStringsNilIsToldInPlace(_ value: String?) throws {
    final class Holder { var string: String? = nil }
    let model = Holder()
    model.string = value
    let field = try #require(try TypeInfo.of(Holder.self).field(named: "string"))
    let absent = ModelStorage.withBase(ofObject: model) {
      FieldAbsence.string.isAbsent(at: $0.readOnly.slot(at: field.offset))
    }
    #expect(absent == (value == nil))
  }

  /// A `String?` field takes a string as it stands, and everything else as before: an optional, an
  /// `NSString` (bridged), a value of another type refused with the field unchanged.
  @Test func anOptionalStringFieldTakesWritesByName() throws {
    final class Holder { var string: String? = "old" }
    let model = Holder()
    let field = try #require(try TypeInfo.of(Holder.self).field(named: "string"))
    func set(_ value: Any) throws(FieldAccessError) {
      try ModelStorage.withBase(ofObject: model) { (base) throws(FieldAccessError) in
        try field.accessor.set(value, in: base)
      }
    }
    try set("new, and long enough to live in a buffer of its own")
    #expect(model.string == "new, and long enough to live in a buffer of its own")
    try set(String?.none as Any)
    #expect(model.string == nil)
    try set(NSString(string: "bridged"))
    #expect(model.string == "bridged")
    #expect(throws: FieldAccessError.self) { try set(42) }
    #expect(model.string == "bridged")
  }

  /// An optional field written with a value of exactly its wrapped type, which is moved in as the
  /// optional's payload: over a value and over nil, whatever the optional's layout (an extra tag byte
  /// after an `Int`, a `Double`, a `Date` or a `CGRect`; spare bits in a `Bool`, a reference, an array),
  /// with the byte after the field untouched; then nil, a bridged value and a refused one as before.
  @Test(arguments: ["int", "double", "bool", "date", "rect", "array", "node"])
  func anOptionalFieldTakesItsWrappedTypeInPlace(_ name: String) throws {
    final class Holder {
      var int: Int? = 1, intAfter: Int8 = 7
      var double: Double? = 1.5, doubleAfter: Int8 = 7
      var bool: Bool? = false, boolAfter: Int8 = 7
      var date: Date? = Date(timeIntervalSince1970: 1), dateAfter: Int8 = 7
      var rect: CGRect? = .zero, rectAfter: Int8 = 7
      var array: [Any]? = [1], arrayAfter: Int8 = 7
      var node: Node? = Node(), nodeAfter: Int8 = 7
    }
    let values: [String: (Any, Any)] = [
      "int": (42, -3), "double": (2.25, -0.5), "bool": (true, false),
      "date": (Date(timeIntervalSince1970: 1_442_377_209), Date(timeIntervalSince1970: 0)),
      "rect": (CGRect(x: 1, y: 2, width: 3, height: 4), CGRect(x: 5, y: 6, width: 7, height: 8)),
      "array": (["a", 1] as [Any], [] as [Any]), "node": (Node(), Node()),
    ]
    let (first, second) = try #require(values[name])
    let model = Holder()
    let info = try TypeInfo.of(Holder.self)
    let field = try #require(info.field(named: name))
    let after = try #require(info.field(named: name + "After"))
    func set(_ value: Any) throws(FieldAccessError) {
      try ModelStorage.withBase(ofObject: model) { (base) throws(FieldAccessError) in
        try field.accessor.set(value, in: base)
      }
    }
    func read() -> String {
      describe(ModelStorage.withBase(ofObject: model) { field.accessor.get(from: $0) })
    }
    func afterByte() -> Int8 {
      ModelStorage.withBase(ofObject: model) { after.accessor.load(Int8.self, from: $0) }
    }
    try set(first)
    #expect(read() == describe(Optional(first) as Any))
    try set(Int?.none as Any)  // nil of another type: the cast gives nil
    #expect(read() == "nil")
    try set(second)
    #expect(read() == describe(Optional(second) as Any))
    #expect(afterByte() == 7)
    #expect(throws: FieldAccessError.self) { try set("refused") }
    #expect(read() == describe(Optional(second) as Any))
  }

  /// A bridged value still reaches an optional number through the runtime's cast; an object moved into
  /// an optional reference releases the one it replaces.
  @Test func anOptionalFieldStillCastsAndReleases() throws {
    final class Holder {
      var int: Int? = nil
      var node: Node? = nil
    }
    let model = Holder()
    let info = try TypeInfo.of(Holder.self)
    let int = try #require(info.field(named: "int"))
    let node = try #require(info.field(named: "node"))
    try ModelStorage.withBase(ofObject: model) { try int.accessor.set(NSNumber(value: 12), in: $0) }
    #expect(model.int == 12)
    let counter = Counter()
    do {
      try ModelStorage.withBase(ofObject: model) { try node.accessor.set(Node(counter), in: $0) }
      try ModelStorage.withBase(ofObject: model) { try node.accessor.set(Node(counter), in: $0) }
      #expect(counter.deinits == 1)
      model.node = nil
      #expect(counter.deinits == 2)
    }
  }

  /// A number written into an `Int`, an `Int?`, a `Double` or a `Double?` field has the runtime cast's
  /// outcome, whatever reads it: written as `as?` gives it, or refused with the field unchanged.
  @Test(arguments: ["int", "optionalInt", "double", "optionalDouble"])
  func numbersAreWrittenAsTheCastGivesThem(_ name: String) throws {
    final class Holder {
      var int = -1, optionalInt: Int? = -1, double = -1.0, optionalDouble: Double? = -1
    }
    let values: [Any] = [
      NSNumber(value: 12), NSNumber(value: 2.5), NSNumber(value: 3.0), NSNumber(value: true),
      NSNumber(value: Int64.max), NSNumber(value: UInt64.max), NSNumber(value: Int8(-3)), 12, 2.5, "12",
    ]
    let field = try #require(try TypeInfo.of(Holder.self).field(named: name))
    for value in values {
      let model = Holder()
      let written =
        (try? ModelStorage.withBase(ofObject: model) { try field.accessor.set(value, in: $0) }) != nil
      // What the field holds and what the cast gives, both as text of the field's type.
      let read: String
      let cast: String?
      switch name {
      case "int": (read, cast) = ("\(model.int)", (value as? Int).map { "\($0)" })
      case "optionalInt": (read, cast) = ("\(model.optionalInt!)", (value as? Int).map { "\($0)" })
      case "double": (read, cast) = ("\(model.double)", (value as? Double).map { "\($0)" })
      default: (read, cast) = ("\(model.optionalDouble!)", (value as? Double).map { "\($0)" })
      }
      #expect(written == (cast != nil), "\(value) into \(name)")
      #expect(read == (cast ?? (name.hasSuffix("ouble") ? "-1.0" : "-1")), "\(value) into \(name)")
    }
  }

  /// An `Any?` field, a `Date?` one and an `NSObject?` one hold what the runtime's cast gives, for values
  /// of every shape: plain, an optional of the field's own type (nil or not), an optional of another type,
  /// a value boxed in an `Any` twice, an object stored as its own class or as a superclass.
  @Test func optionalFieldsHoldWhatTheCastGives() throws {
    final class Holder {
      var any: Any? = "old"
      var date: Date? = nil
      var object: NSObject? = nil
    }
    func boxedTwice<T>(_ value: T) -> Any { value }
    let values: [Any] = [
      "x", 5, NSNull(), [1, 2] as [Any], Any?.none as Any, Any?.some("y") as Any, String?.none as Any,
      String?.some("z") as Any, Date?.none as Any, Date(timeIntervalSince1970: 9), Date?.some(Date()) as Any,
      boxedTwice("w" as Any), boxedTwice(String?.some("v") as Any),
      boxedTwice(Date(timeIntervalSince1970: 7) as Any),
      NSNumber(value: 3),
      NSNumber(value: 4) as NSObject, boxedTwice(NSNumber(value: 5) as NSObject as Any),
    ]
    let info = try TypeInfo.of(Holder.self)
    let any = try #require(info.field(named: "any"))
    let date = try #require(info.field(named: "date"))
    let object = try #require(info.field(named: "object"))
    for value in values {
      let model = Holder()
      let anyWritten =
        (try? ModelStorage.withBase(ofObject: model) { try any.accessor.set(value, in: $0) }) != nil
      let dateWritten =
        (try? ModelStorage.withBase(ofObject: model) { try date.accessor.set(value, in: $0) }) != nil
      let objectWritten =
        (try? ModelStorage.withBase(ofObject: model) { try object.accessor.set(value, in: $0) }) != nil
      // The runtime's casts, made generic so that the compiler leaves them to the runtime.
      let anyCast = runtimeCast(value, to: Any?.self)
      let dateCast = runtimeCast(value, to: Date?.self)
      let objectCast = runtimeCast(value, to: NSObject?.self)
      #expect(anyWritten == (anyCast != nil) && dateWritten == (dateCast != nil), "\(value)")
      #expect(objectWritten == (objectCast != nil), "\(value)")
      #expect(String(describing: model.any) == String(describing: anyCast ?? "old"), "\(value)")
      #expect(model.date == dateCast ?? nil, "\(value)")
      // Bridged values are new objects on every cast: compared by `isEqual:`.
      #expect(model.object == objectCast ?? nil, "\(value)")
    }
  }

  @Test func structWritesReleaseToo() throws {
    let counter = Counter()
    let field = try #require(try TypeInfo.of(GenericBox<Node>.self).field(named: "value"))
    do {
      var box = GenericBox(value: Node(counter), count: 0)
      try ModelStorage.withMutableBase(of: &box) { try field.accessor.set(Node(counter), in: $0) }
      #expect(counter.deinits == 1)
    }
    #expect(counter.deinits == 2)
  }

  @Test(arguments: ["weakRef", "unownedRef", "unsafeRef"])
  func weakAndUnownedFieldsAreNeverWritten(_ name: String) throws {
    let counter = Counter()
    let anchor = Node(counter)
    let model = OwnershipModel(anchor: anchor)
    model.weakRef = anchor
    let field = try #require(try TypeInfo.of(OwnershipModel.self).field(named: name))
    #expect(!field.accessor.isWritable)
    let replacement = Node(counter)
    #expect(throws: FieldAccessError(field: name, reason: .notWritable(field.ownership))) {
      try ModelStorage.withBase(ofObject: model) { base in
        if name == "weakRef" {
          try field.accessor.set(Node?.some(replacement) as Any, in: base)
        } else {
          try field.accessor.set(replacement, in: base)
        }
      }
    }
    #expect(model.weakRef === anchor)
    #expect(model.unownedRef === anchor)
    #expect(counter.deinits == 0)
    withExtendedLifetime((anchor, replacement)) {}
  }

  @Test func lazyStorageCanBeWrittenBeforeFirstUse() throws {
    let model = LazyModel()
    let field = try #require(try TypeInfo.of(LazyModel.self).field(named: "$__lazy_storage_$_computedOnce"))
    try ModelStorage.withBase(ofObject: model) {
      try field.accessor.set(String?.some("written") as Any, in: $0)
    }
    #expect(model.computedOnce == "written")
  }

  @Test func instantiationThroughTheProtocol() throws {
    let made = try #require(Nested.instantiate(Nested.self))
    #expect(made is Nested)
    #expect(Nested.instantiate(FinalModel.self) == nil)
  }
}

/// `value as? T`, decided by the runtime whatever `T` is.
private func runtimeCast<T>(_ value: Any, to _: T.Type) -> T? { value as? T }

/// A stable text for any value written in the cases above.
private func describe(_ value: Any) -> String {
  if let optional = value as? Int? { return optional.map(String.init) ?? "nil" }
  return String(describing: value)
}

@Suite struct ModelStorageTests {
  @Test func anAnyObjectExistentialIsTreatedAsTheObject() throws {
    let model = FinalModel()
    model.id = 41
    let erased: AnyObject = model
    let field = try #require(try TypeInfo.of(FinalModel.self).field(named: "id"))
    #expect(ModelStorage.withBase(of: erased) { field.accessor.load(Int.self, from: $0) } == 41)
    var mutable: AnyObject = model
    ModelStorage.withMutableBase(of: &mutable) { field.accessor.uncheckedStore(42, in: $0) }
    #expect(model.id == 42)
  }
}

@Suite struct ArchivableValueTests {
  @Test func valuesBecomeFoundationObjectsAndDecimalsText() throws {
    #expect(ArchivableValue.object("s") as? NSString == "s")
    #expect((ArchivableValue.object(Int8(3)) as? NSNumber)?.intValue == 3)
    #expect((ArchivableValue.object(UInt64.max) as? NSNumber)?.uint64Value == UInt64.max)
    #expect(ArchivableValue.object(Decimal(string: "1.25")!) as? NSString == "1.25")
    #expect((ArchivableValue.object([1, 2]) as? NSArray)?.count == 2)
    #expect(ArchivableValue.object(Int?.none as Any) == nil)
    #expect(ArchivableValue.object(CGPoint.zero) == nil)
    // The archive must not crash on any of them.
    let archiver = NSKeyedArchiver(requiringSecureCoding: false)
    for value in [Decimal(1), Set(["a"]), ["k": 1], URL(string: "https://a.example")!] as [Any] {
      archiver.encode(try #require(ArchivableValue.object(value) as Any?), forKey: "\(type(of: value))")
    }
    archiver.finishEncoding()
    #expect(!archiver.encodedData.isEmpty)
  }
}

/// `OptionalAny` tests an `Any?` by its existential's type word: it must agree with `!= nil` for every
/// kind of payload, an optional boxed inside included.
@Suite struct OptionalAnyTests {
  static var values: [Any?] {
    [
      nil, 0, "", "a string longer than fifteen bytes", NSNull(), Int?.none as Any, [1, 2] as [Any],
      ["k": 1] as [String: Any], CGRect(x: 1, y: 2, width: 3, height: 4), Node(), Decimal(1),
    ]
  }

  @Test(arguments: values.indices)
  func presentExactlyWhenNotNil(index: Int) {
    let value = Self.values[index]
    #expect(OptionalAny.isPresent(value) == (value != nil))
  }

  /// A field read in place: nil for a nil field, and the payload itself otherwise.
  @Test(arguments: values.indices)
  func aFieldReadInPlace(index: Int) throws {
    final class Holder { var field: Any? = nil }
    let holder = Holder()
    holder.field = Self.values[index]
    let field = try #require(try TypeInfo.of(Holder.self).field(named: "field"))
    let read = ModelStorage.withBase(ofObject: holder) { base in
      base.readOnly.slot(at: field.offset).withOptionalAny { String(describing: $0) }
    }
    #expect(read == Self.values[index].map { String(describing: $0) })
  }
}
