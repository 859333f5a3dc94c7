import Testing

@testable import ModelRuntime

/// `ModelStorage.dynamicType(of:)`, read from a class model's object: the class the object was made as,
/// whatever the static type it is held as, as `type(of:)` gives.
@Suite struct ModelStorageTypeTests {
  class Base { var value = 0 }
  final class Derived: Base {}
  struct Plain { var value = 0 }

  @Test func aClassModelGivesTheClassItWasMadeAs() {
    var base: Base = Derived()
    #expect(ObjectIdentifier(ModelStorage.dynamicType(of: &base)) == ObjectIdentifier(Derived.self))
    var exact = Base()
    #expect(ObjectIdentifier(ModelStorage.dynamicType(of: &exact)) == ObjectIdentifier(Base.self))
    var object: AnyObject = Derived()
    #expect(ObjectIdentifier(ModelStorage.dynamicType(of: &object)) == ObjectIdentifier(Derived.self))
  }

  @Test func aStructModelGivesItsOwnType() {
    var plain = Plain()
    #expect(ObjectIdentifier(ModelStorage.dynamicType(of: &plain)) == ObjectIdentifier(Plain.self))
  }
}
