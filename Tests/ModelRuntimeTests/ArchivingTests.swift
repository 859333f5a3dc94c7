import Foundation
import ModelRuntime
import Testing

final class SecureLeaf: NSObject, NSSecureCoding {
  static var supportsSecureCoding: Bool { true }
  override init() { super.init() }
  func encode(with coder: NSCoder) {}
  required init?(coder: NSCoder) { super.init() }
}

final class InsecureLeaf: NSObject, NSCoding {
  override init() { super.init() }
  func encode(with coder: NSCoder) {}
  required init?(coder: NSCoder) { super.init() }
}

@Suite struct ArchiveClassesTests {
  func names(_ type: Any.Type, element: Any.Type? = nil) -> [String] {
    ArchiveClasses.allowed(for: TypeEncoding.of(type), element: element).map { String(describing: $0) }
  }

  @Test func scalarsNeedOnlyStringsAndNumbers() {
    #expect(names(Int.self) == ["NSString", "NSNumber"])
    #expect(names(String?.self) == ["NSString", "NSNumber"])
    #expect(names(Decimal.self) == ["NSString", "NSNumber"])
  }

  @Test func containersNameTheirClassAndTheirElements() {
    #expect(names([Date].self) == ["NSString", "NSNumber", "NSArray", "NSDate"])
    #expect(names(Set<URL>.self) == ["NSString", "NSNumber", "NSSet", "NSURL"])
    #expect(names([String: [Data]].self) == ["NSString", "NSNumber", "NSDictionary", "NSArray", "NSData"])
    #expect(names(CGRect.self) == ["NSString", "NSNumber", "NSValue"])
  }

  @Test func onlySecureClassesAreAllowed() {
    #expect(names(SecureLeaf?.self).last?.hasSuffix("SecureLeaf") == true)
    #expect(names(InsecureLeaf.self) == ["NSString", "NSNumber"])
    #expect(names([Any].self, element: SecureLeaf.self).last?.hasSuffix("SecureLeaf") == true)
  }
}

@Suite struct ReadBackTests {
  /// What Swift Foundation's archiver does to an integer equal to an earlier Bool.
  @Test func theArchiverUniquesEqualNumbers() throws {
    let root = NSArray(array: [
      NSNumber(value: false), NSArray(array: [NSNumber(value: 0), NSNumber(value: 10)]),
    ])
    let data = try NSKeyedArchiver.archivedData(withRootObject: root, requiringSecureCoding: true)
    let unarchiver = try NSKeyedUnarchiver(forReadingFrom: data)
    let back = try #require(
      unarchiver.decodeObject(of: [NSArray.self, NSNumber.self], forKey: NSKeyedArchiveRootObjectKey)
        as? [Any])
    let inner = try #require(back[1] as? [Any])
    #expect(inner.compactMap { $0 as? Int } == [10])  // the 0 came back as `false`
    let readBack = try #require(ArchivableValue.readBack(inner) as? [Any])
    #expect(readBack.compactMap { $0 as? Int } == [0, 10])
  }

  @Test func nestedBoolsBecomeNumbersThatBridgeBothWays() throws {
    let value: [String: Any] = ["flags": [true, false], "counts": ["a": false, "b": 2] as [String: Any]]
    let back = try #require(ArchivableValue.readBack(NSDictionary(dictionary: value)) as? [String: Any])
    #expect(back["flags"] as? [Bool] == [true, false])
    #expect(back["flags"] as? [Int] == [1, 0])
    #expect((back["counts"] as? [String: Any])?["a"] as? Int == 0)
  }

  @Test func untouchedWhenThereIsNothingToUndo() {
    let array = NSArray(array: [1, 2, "x"])
    #expect(ArchivableValue.readBack(array) as AnyObject === array)
    #expect(ArchivableValue.readBack(true) as? Bool == true)  // a top-level Bool converts either way
  }
}

@Suite struct BoxedStructTests {
  @Test func cgStructsAndRangesRoundTripThroughNSValue() throws {
    let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
    let boxed = try #require(ArchivableValue.boxedStruct(Optional(rect) as Any))
    #expect(ArchivableValue.unboxedStruct(boxed, as: .cgRect) as? CGRect == rect)
    #expect(ArchivableValue.unboxedStruct(boxed, as: .cgSize) == nil)  // another struct type
    let range = try #require(ArchivableValue.boxedStruct(NSRange(location: 7, length: 2)))
    #expect(ArchivableValue.unboxedStruct(range, as: .nsRange) as? NSRange == NSRange(location: 7, length: 2))
    #expect(ArchivableValue.boxedStruct(5) == nil)
    #expect(ArchivableValue.unboxedStruct(rect, as: .cgRect) == nil)  // only an NSValue is unboxed
  }
}
