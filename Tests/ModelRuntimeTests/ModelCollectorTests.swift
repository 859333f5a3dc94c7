import Testing

@testable import ModelRuntime

/// ModelArrayCollector and ModelDictionaryCollector: what they store is the `[Model]` or
/// `[String: Model]` a plain loop would have built, for class models (gathered as objects) and structs.
struct ModelCollectorTests {
  final class Object {
    let number: Int
    init(_ number: Int) { self.number = number }
  }
  struct Word: Equatable { var bits: Int }

  struct Fields {
    var objects: [Object] = []
    var optionalObjects: [Object]? = nil
    var words: [Word] = []
    var optionalWords: [Word]? = nil
    var objectsByKey: [String: Object] = [:]
    var optionalObjectsByKey: [String: Object]? = nil
    var wordsByKey: [String: Word] = [:]
  }

  static let offsets = (
    objects: MemoryLayout<Fields>.offset(of: \.objects)!,
    optionalObjects: MemoryLayout<Fields>.offset(of: \.optionalObjects)!,
    words: MemoryLayout<Fields>.offset(of: \.words)!,
    optionalWords: MemoryLayout<Fields>.offset(of: \.optionalWords)!,
    objectsByKey: MemoryLayout<Fields>.offset(of: \.objectsByKey)!,
    optionalObjectsByKey: MemoryLayout<Fields>.offset(of: \.optionalObjectsByKey)!,
    wordsByKey: MemoryLayout<Fields>.offset(of: \.wordsByKey)!
  )

  @Test(arguments: [0, 1, 2, 3, 5, 100])
  func arraysAreStoredInOrder(count: Int) {
    let made = (0..<count).map(Object.init)
    var objects = ModelArrayCollector(ClassCheck<Object>())
    var words = ModelArrayCollector(ClassCheck<Word>(), capacity: count)
    for object in made { objects.append(object) }
    for number in 0..<count { words.append(Word(bits: number)) }
    var fields = Fields()
    ModelStorage.withMutableBase(of: &fields) { base in
      objects.store(optional: false, at: base.slot(at: Self.offsets.objects))
      objects.store(optional: true, at: base.slot(at: Self.offsets.optionalObjects))
      words.store(optional: false, at: base.slot(at: Self.offsets.words))
      words.store(optional: true, at: base.slot(at: Self.offsets.optionalWords))
    }
    #expect(fields.objects.map(ObjectIdentifier.init) == made.map(ObjectIdentifier.init))
    #expect(fields.optionalObjects?.map(\.number) == Array(0..<count))
    #expect(objects.models.map(\.number) == Array(0..<count))
    #expect(fields.words == (0..<count).map(Word.init))
    #expect(fields.optionalWords == (0..<count).map(Word.init))
    // The stored array is an ordinary array of its type: it grows and is read back as one.
    fields.objects.append(Object(count))
    #expect(fields.objects.map(\.number) == Array(0...count))
  }

  /// An expected count makes room at the first model, none for a container that stays empty, and
  /// changes nothing gathered: counts under, at and over the guess, either kind of model.
  @Test(arguments: [(0, 8), (1, 8), (3, 8), (8, 8), (20, 8), (5, 1)])
  func anExpectedCountMakesRoomAtTheFirstModel(count: Int, expected: Int) {
    var objects = ModelArrayCollector(ClassCheck<Object>(), expected: expected)
    var words = ModelArrayCollector(ClassCheck<Word>(), expected: expected)
    var objectsByKey = ModelDictionaryCollector(ClassCheck<Object>(), expected: expected)
    var wordsByKey = ModelDictionaryCollector(ClassCheck<Word>(), expected: expected)
    for number in 0..<count {
      objects.append(Object(number))
      words.append(Word(bits: number))
      objectsByKey.set(Object(number), for: "\(number)")
      wordsByKey.set(Word(bits: number), for: "\(number)")
    }
    #expect(
      [objects.count, words.count, objectsByKey.count, wordsByKey.count] == Array(repeating: count, count: 4))
    #expect(objects.models.map(\.number) == Array(0..<count))
    #expect(words.models == (0..<count).map(Word.init))
    #expect(
      objectsByKey.models.mapValues(\.number)
        == Dictionary(uniqueKeysWithValues: (0..<count).map { ("\($0)", $0) }))
    #expect(wordsByKey.models.count == count)
    if count == 0 {
      #expect(objects.objects.capacity == 0 && words.values == nil)
      #expect(objectsByKey.objects.capacity == 0 && wordsByKey.values == nil)
    } else if count <= expected, expected > 2 {
      // Made once, at the guess: no growth on the way.
      #expect(objects.objects.capacity >= expected && objects.objects.capacity < 2 * expected)
    }
  }

  @Test func dictionariesKeepTheLastValueAndDropRemovedKeys() {
    var objects = ModelDictionaryCollector(ClassCheck<Object>())
    var words = ModelDictionaryCollector(ClassCheck<Word>(), capacity: 4)
    for (key, number) in [("a", 1), ("b", 2), ("a", 3), ("c", 4)] {
      objects.set(Object(number), for: key)
      words.set(Word(bits: number), for: key)
    }
    objects.remove("c")
    words.remove("c")
    var fields = Fields()
    ModelStorage.withMutableBase(of: &fields) { base in
      objects.store(optional: false, at: base.slot(at: Self.offsets.objectsByKey))
      objects.store(optional: true, at: base.slot(at: Self.offsets.optionalObjectsByKey))
      words.store(optional: false, at: base.slot(at: Self.offsets.wordsByKey))
    }
    #expect(fields.objectsByKey.mapValues(\.number) == ["a": 3, "b": 2])
    #expect(fields.optionalObjectsByKey?.mapValues(\.number) == ["a": 3, "b": 2])
    #expect(objects.models.mapValues(\.number) == ["a": 3, "b": 2])
    #expect(fields.wordsByKey == ["a": Word(bits: 3), "b": Word(bits: 2)])
    fields.objectsByKey["d"] = Object(5)
    #expect(fields.objectsByKey.count == 3)
  }

  /// Struct models are gathered in a box: a copied collector is a value of its own, as a copied array is.
  @Test func aCopiedCollectorOfStructsIsAValueOfItsOwn() {
    var words = ModelArrayCollector(ClassCheck<Word>(), capacity: 2)
    var wordsByKey = ModelDictionaryCollector(ClassCheck<Word>())
    words.append(Word(bits: 1))
    wordsByKey.set(Word(bits: 1), for: "a")
    var copies = (words, wordsByKey)
    copies.0.append(Word(bits: 2))
    copies.1.set(Word(bits: 2), for: "b")
    copies.1.remove("a")
    words.append(Word(bits: 3))
    #expect(words.models == [Word(bits: 1), Word(bits: 3)])
    #expect(copies.0.models == [Word(bits: 1), Word(bits: 2)])
    #expect(wordsByKey.models == ["a": Word(bits: 1)])
    #expect(copies.1.models == ["b": Word(bits: 2)])
  }

  /// Objects made by `ClassCheck.newObject` and gathered as objects: the same containers, and every object
  /// freed with them (the moves neither leak nor over-release a reference). Up to two are held apart
  /// from the array until the end, so every count up to a grown array's is tried.
  @Test(arguments: 0...5)
  func newObjectsGatheredAsObjectsAreStoredAndFreed(count: Int) throws {
    var watched: [Weak] = []
    do {
      let check = ClassCheck<Object>()
      var array = ModelArrayCollector(check)
      var dictionary = ModelDictionaryCollector(check)
      for number in 0..<count {
        let made = try #require(check.newObject { Object(number) })
        watched.append(Weak(made))
        array.append(object: made)
        dictionary.set(object: made, for: "k\(number % 2)")
      }
      var fields = Fields()
      ModelStorage.withMutableBase(of: &fields) { base in
        array.store(optional: false, at: base.slot(at: Self.offsets.objects))
        dictionary.store(optional: true, at: base.slot(at: Self.offsets.optionalObjectsByKey))
      }
      #expect(fields.objects.map(\.number) == Array(0..<count))
      #expect(array.models.map(\.number) == Array(0..<count))
      let lastOfEach = Dictionary((0..<count).map { ("k\($0 % 2)", $0) }, uniquingKeysWith: { $1 })
      #expect(fields.optionalObjectsByKey?.mapValues(\.number) == lastOfEach)
      #expect(watched.allSatisfy { $0.object != nil })
    }
    #expect(watched.allSatisfy { $0.object == nil })
  }

  /// A struct model is no object: `make` is never called.
  @Test func aStructIsNeverMadeAsAnObject() {
    var calls = 0
    let made = ClassCheck<Word>().newObject {
      calls += 1
      return Word(bits: 1)
    }
    #expect(made == nil)
    #expect(calls == 0)
  }

  /// A class model's storage is reached with no copy of its reference kept: writes land in the object,
  /// and the object is freed when the last owner lets go.
  @Test func aMutableBaseOfAClassKeepsNoReference() throws {
    weak var watched: Box?
    let offset = try #require(try TypeInfo.of(Box.self).field(named: "value")).offset
    do {
      var box = Box()
      watched = box
      for number in 1...3 {
        ModelStorage.withMutableBase(of: &box) { base in base.store(number, at: offset) }
      }
      #expect(box.value == 3)
    }
    #expect(watched == nil)
  }

  final class Box { var value = 0 }

  struct Weak {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
  }
}
