import Foundation
import ModelRuntime
import Testing

@Suite struct TypeInfoTests {
  @Test func structFieldsInDeclarationOrderWithOffsets() throws {
    let info = try TypeInfo.of(FlatStruct.self)
    #expect(info.kind == .struct)
    #expect(info.name.hasSuffix("FlatStruct"))
    #expect(info.fields.map(\.name) == ["a", "b", "c", "d", "e"])
    #expect(info.fields.map(\.offset) == [0, 8, 24, 32, 41])
    #expect(info.fields.map(\.isVar) == [true, true, true, true, false])
    #expect(info.fields[3].type == Double?.self)
    #expect(info.fields.allSatisfy { $0.declaringType == FlatStruct.self })
    #expect(info.instanceSize == MemoryLayout<FlatStruct>.size)
    #expect(info.superclasses.isEmpty)
  }

  @Test func finalClassFieldsStartAfterTheObjectHeader() throws {
    let info = try TypeInfo.of(FinalModel.self)
    #expect(info.kind == .class)
    #expect(info.fields.map(\.name) == ["id", "name"])
    #expect(info.fields.map(\.offset) == [16, 24])
    #expect(info.instanceSize == 40)
  }

  @Test func hierarchyThreeClassesDeep() throws {
    let info = try TypeInfo.of(LeafModel.self)
    #expect(info.fields.map(\.name) == ["a", "b", "c"])
    #expect(info.fields.map(\.offset) == [16, 24, 40])
    #expect(info.fields[0].declaringType == BaseModel.self)
    #expect(info.fields[1].declaringType == MidModel.self)
    #expect(info.fields[2].declaringType == LeafModel.self)
    #expect(
      info.superclasses.map { ObjectIdentifier($0) } == [
        ObjectIdentifier(MidModel.self), ObjectIdentifier(BaseModel.self),
      ])
    #expect(info.fields(declaredBy: MidModel.self).map(\.name) == ["b"])
    #expect(info.field(named: "b")?.index == 1)
  }

  @Test func genericTypesAreReflectedPerSpecialisation() throws {
    let strings = try TypeInfo.of(GenericBox<String>.self)
    #expect(strings.fields.map(\.offset) == [0, 16])
    #expect(strings.fields[0].type == String.self)
    let bytes = try TypeInfo.of(GenericBox<Int8>.self)
    #expect(bytes.fields.map(\.offset) == [0, 8])
    #expect(bytes.fields[0].type == Int8.self)
    #expect(strings !== bytes)
  }

  @Test func nestedModelsAndOptionalsAreClassified() throws {
    let info = try TypeInfo.of(Outer.self)
    #expect(
      info.fields.map(\.encoding) == [
        .model(TypeKey(Nested.self)), .optional(.model(TypeKey(Nested.self))),
        .array(.model(TypeKey(Nested.self))),
      ])
  }

  @Test func lazyStorageAndLetFieldsAreRecognised() throws {
    let info = try TypeInfo.of(LazyModel.self)
    #expect(info.fields.map(\.name) == ["plain", "$__lazy_storage_$_computedOnce", "fixed"])
    #expect(info.fields.map(\.isLazyStorage) == [false, true, false])
    #expect(info.fields[1].propertyName == "computedOnce")
    #expect(info.fields[1].type == String?.self)
    #expect(info.fields.map(\.isVar) == [true, true, false])
  }

  @Test func weakAndUnownedFieldsAreDetectedAndNotWritable() throws {
    let info = try TypeInfo.of(OwnershipModel.self)
    #expect(info.fields.map(\.ownership) == [.strong, .weak, .unowned, .unownedUnsafe])
    #expect(info.fields.map(\.isWritable) == [true, false, false, false])
    // The standard library reports the weak field as a plain optional: the records are what tell.
    #expect(info.fields[1].type == Node?.self)
  }

  @Test func enumsAndTuplesAreNotReflected() {
    #expect(throws: ReflectionError.self) { try TypeInfo.of(Suit.self) }
    do {
      _ = try TypeInfo.of((Int, Int).self)
      Issue.record("a tuple was reflected")
    } catch {
      #expect(error.description.contains("expected a struct or a class"))
    }
  }

  @Test func cachedLookUpReturnsTheSameInstance() throws {
    let first = try TypeInfo.of(FinalModel.self)
    let second = try TypeInfo.of(FinalModel.self)
    #expect(first === second)
  }
}

// Used only by the concurrency test below, so that its first build happens there.
private final class FreshForConcurrency {
  var x = 1
  var y = "y"
  var z: [Int] = []
}

@Suite struct TypeInfoConcurrencyTests {
  @Test func eightThreadsAskingForANewTypeGetOneBuild() async throws {
    let before = TypeInfo.cachedTypeCount
    let identities = await withTaskGroup(of: ObjectIdentifier?.self) { group in
      for _ in 0..<8 {
        group.addTask { (try? TypeInfo.of(FreshForConcurrency.self)).map(ObjectIdentifier.init) }
      }
      var seen: [ObjectIdentifier?] = []
      for await identity in group { seen.append(identity) }
      return seen
    }
    #expect(identities.count == 8)
    #expect(identities.allSatisfy { $0 != nil })
    #expect(Set(identities).count == 1)
    // Other tests may add types concurrently, so only a lower bound is exact here.
    #expect(TypeInfo.cachedTypeCount >= before + 1)
    #expect(try TypeInfo.of(FreshForConcurrency.self).fields.map(\.name) == ["x", "y", "z"])
  }

  @Test func eightOSThreadsAtOnce() throws {
    final class Fresh2 { var a = 0; var b = 0.0 }
    let results = Results()
    let threads = (0..<8).map { _ in
      Thread { results.append((try? TypeInfo.of(Fresh2.self)).map(ObjectIdentifier.init)) }
    }
    threads.forEach { $0.start() }
    while results.count < 8 { usleep(1000) }
    #expect(Set(results.values).count == 1)
    #expect(results.values.allSatisfy { $0 != nil })
  }
}

private final class Results: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [ObjectIdentifier?] = []
  func append(_ value: ObjectIdentifier?) { lock.withLock { stored.append(value) } }
  var values: [ObjectIdentifier?] { lock.withLock { stored } }
  var count: Int { lock.withLock { stored.count } }
}
