import Foundation
import ModelRuntime
import Testing

/// ClassCheck: a class model is handed out as the very object, a struct (even one the size of a
/// reference) never is.
struct ClassCheckTests {
  final class Object {}
  struct Word { var bits: Int }

  @Test func aClassInstanceIsItsOwnObject() {
    let check = ClassCheck<Object>()
    let instance = Object()
    #expect(check.isClass)
    #expect(check.object(instance) === instance)
  }

  @Test func anNSObjectSubclassIsAClass() {
    let check = ClassCheck<NSObject>()
    let instance = NSObject()
    #expect(check.isClass)
    #expect(check.object(instance) === instance)
  }

  @Test func aStructOfOneWordIsNoObject() {
    let check = ClassCheck<Word>()
    #expect(!check.isClass)
    #expect(check.object(Word(bits: 0x1234)) == nil)
  }

  @Test func anOptionalClassIsNotAClassType() {
    #expect(!ClassCheck<Object?>().isClass)
    #expect(ClassCheck<Object?>().object(Object()) == nil)
  }

  struct Models { var items: [Object] }
  struct OptionalModels { var items: [Object]? }
  struct Entries { var entries: [String: Object] }
  struct Words { var items: [Word] }

  /// A `[Model]` field walked as its objects: every element, in order, each as the same instance twice.
  @Test func anArrayOfClassModelsIsWalkedAsItsObjects() {
    let objects = (0..<5).map { _ in Object() }
    var seen: [ObjectIdentifier] = []
    var same: [Bool] = []
    var reserved = -1
    let walked = ModelStorage.withBase(of: Models(items: objects)) { base in
      ClassCheck<Object>().forEachObject(
        inArrayAt: base.slot(at: 0), optional: false, reserve: { reserved = $0 }
      ) {
        object in
        let model = ClassCheck<Object>().model(object)
        same.append(ObjectIdentifier(object) == ObjectIdentifier(model))
        seen.append(ObjectIdentifier(model))
      }
    }
    #expect(walked == true)
    #expect(reserved == 5)
    #expect(seen == objects.map(ObjectIdentifier.init))
    #expect(same == Array(repeating: true, count: 5))
  }

  @Test func aNilOptionalArrayIsNotWalked() {
    var calls = 0
    let absent = ModelStorage.withBase(of: OptionalModels(items: nil)) { base in
      ClassCheck<Object>().forEachObject(inArrayAt: base.slot(at: 0), optional: true, reserve: { _ in }) {
        _ in
        calls += 1
      }
    }
    let present = ModelStorage.withBase(of: OptionalModels(items: [Object()])) { base in
      ClassCheck<Object>().forEachObject(inArrayAt: base.slot(at: 0), optional: true, reserve: { _ in }) {
        _ in
        calls += 1
      }
    }
    #expect(absent == false)
    #expect(present == true)
    #expect(calls == 1)
  }

  @Test func aDictionaryOfClassModelsIsWalkedByKey() {
    let entries = ["a": Object(), "b": Object()]
    var seen: [String: ObjectIdentifier] = [:]
    var same: [Bool] = []
    let walked = ModelStorage.withBase(of: Entries(entries: entries)) { base in
      ClassCheck<Object>().forEachObject(inDictionaryAt: base.slot(at: 0), optional: false, reserve: { _ in })
      {
        key, object in
        let model = ClassCheck<Object>().model(object)
        same.append(ObjectIdentifier(object) == ObjectIdentifier(model))
        seen[key] = ObjectIdentifier(model)
      }
    }
    #expect(walked == true)
    #expect(seen == entries.mapValues(ObjectIdentifier.init))
    #expect(same == [true, true])
  }

  @Test func anArrayOfStructsIsNeverReadAsObjects() {
    var calls = 0
    let walked = ModelStorage.withBase(of: Words(items: [Word(bits: 1)])) { base in
      ClassCheck<Word>().forEachObject(inArrayAt: base.slot(at: 0), optional: false, reserve: { _ in }) {
        _ in
        calls += 1
      }
    }
    #expect(walked == nil)
    #expect(calls == 0)
  }

  struct Stop: Error, Equatable { let at: Int }

  /// An error thrown for one element ends the walk there and comes out as the error thrown, typed; the
  /// elements lent before it were the array's own objects, and none is left retained by the walk.
  @Test(arguments: [0, 2, 4])
  func anErrorEndsTheWalkAndIsRethrown(at stop: Int) {
    let objects = (0..<5).map { _ in Object() }
    var seen: [ObjectIdentifier] = []
    let outcome = Result { () throws(Stop) -> Bool? in
      try ModelStorage.withBase(of: Models(items: objects)) { (base) throws(Stop) -> Bool? in
        try ClassCheck<Object>().forEachObject(
          inArrayAt: base.slot(at: 0), optional: false, reserve: { (_: Int) throws(Stop) in }
        ) { (object: AnyObject) throws(Stop) in
          seen.append(ObjectIdentifier(object))
          if seen.count == stop + 1 { throw Stop(at: stop) }
        }
      }
    }
    #expect(throws: Stop(at: stop)) { try outcome.get() }
    #expect(seen == objects[...stop].map(ObjectIdentifier.init))
  }

  /// The objects lent to the walk are neither kept nor released by it: once the model is gone, they are.
  @Test func aWalkKeepsNoObject() {
    var watched: [Weak] = []
    do {
      let model = Models(items: (0..<3).map { _ in Object() })
      watched = model.items.map(Weak.init)
      var walks = 0
      for _ in 0..<3 {
        _ = ModelStorage.withBase(of: model) { base in
          ClassCheck<Object>().forEachObject(inArrayAt: base.slot(at: 0), optional: false, reserve: { _ in })
          {
            (_: AnyObject) in walks += 1
          }
        }
      }
      #expect(walks == 9)
      #expect(watched.allSatisfy { $0.object != nil })
    }
    #expect(watched.allSatisfy { $0.object == nil })
  }

  struct Weak {
    weak var object: Object?
    init(_ object: Object) { self.object = object }
  }
}
