import Foundation

/// The classes a secure unarchiver may build for one property: what the designs pass to
/// `decodeObject(of:forKey:)`.
///
/// Swift Foundation's `NSKeyedUnarchiver` with `requiresSecureCoding` stops the process
/// (`fatalError("Value was of unexpected class …")`) when an archive names a class the caller did not
/// allow, even with `.setErrorAndReturn`; `decodeObject(forKey:)` allows only what the enclosing call
/// allowed, so a model that decodes its properties without naming classes cannot be read back from a
/// secure archive at all. Every design therefore names, per property, the classes ``ArchivableValue``
/// writes for its type — the fix MJExtension made in its `NSObject+MJCoding.m` (#830) by passing the
/// property's class, `NSNumber` and the array's element class.
public enum ArchiveClasses {
  /// The classes a value of `encoding` archives as, plus `NSString` and `NSNumber` (a value archived in
  /// another form is converted as a JSON value would be) and the class of `element`, a container's
  /// model type named by a hook rather than by the declared type.
  ///
  /// Model classes that are not `NSSecureCoding` with `supportsSecureCoding` are left out: a secure
  /// unarchiver refuses them anyway.
  public static func allowed(for encoding: TypeEncoding, element: Any.Type? = nil) -> [AnyClass] {
    var classes: [AnyClass] = [NSString.self, NSNumber.self]
    collect(encoding, into: &classes)
    if let element { append(codingClass(element), to: &classes) }
    return classes
  }

  /// Every class of `lists`, each once, in the order first met.
  public static func union(_ lists: [AnyClass]...) -> [AnyClass] {
    var classes: [AnyClass] = []
    for list in lists {
      for each in list { append(each, to: &classes) }
    }
    return classes
  }

  /// The property-list classes: what an `Any` or `AnyObject` property may hold.
  public static let propertyList: [AnyClass] = [
    NSString.self, NSNumber.self, NSArray.self, NSDictionary.self, NSDate.self, NSData.self,
  ]

  private static func collect(_ encoding: TypeEncoding, into classes: inout [AnyClass]) {
    switch encoding {
    case .bool, .int, .int8, .int16, .int32, .int64, .uint, .uint8, .uint16, .uint32, .uint64, .float,
      .double,
      .cgFloat, .decimal, .string:
      break  // NSNumber and NSString are always allowed
    case .date: append(NSDate.self, to: &classes)
    case .url: append(NSURL.self, to: &classes)
    case .data: append(NSData.self, to: &classes)
    case .cgPoint, .cgSize, .cgRect, .nsRange: append(NSValue.self, to: &classes)
    case .optional(let wrapped): collect(wrapped, into: &classes)
    case .rawEnum(_, let raw): collect(raw, into: &classes)
    case .array(let element):
      append(NSArray.self, to: &classes)
      collect(element, into: &classes)
    case .set(let element):
      append(NSSet.self, to: &classes)
      collect(element, into: &classes)
    case .dictionary(let value):
      append(NSDictionary.self, to: &classes)
      collect(value, into: &classes)
    case .model(let key), .unsupported(let key): append(codingClass(key.type), to: &classes)
    case .any, .anyObject: for each in propertyList { append(each, to: &classes) }
    }
  }

  /// `type` when it is a class a secure unarchiver builds.
  private static func codingClass(_ type: Any.Type) -> AnyClass? {
    guard let secure = type as? any NSSecureCoding.Type, secure.supportsSecureCoding else { return nil }
    return type as? AnyClass
  }

  private static func append(_ new: AnyClass?, to classes: inout [AnyClass]) {
    guard let new, !classes.contains(where: { $0 == new }) else { return }
    classes.append(new)
  }
}
