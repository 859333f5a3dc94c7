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
}
