import Foundation

/// Swift values as the Foundation objects an `NSKeyedArchiver` takes.
public enum ArchivableValue {
  /// `value` as an archivable object: strings, numbers, URLs, dates and data as their Foundation
  /// classes, decimals as their text (see below); arrays, sets and string-keyed dictionaries as Foundation collections of the same; `NSCoding`
  /// objects as they are; raw-value enums as their raw values; an Optional as its wrapped value.
  /// - Returns: nil for nil, for values no archive can hold (CG structs, closures, plain structs) and for
  ///   a container nested deeper than `GraphGuard.maximumDepth`.
  public static func object(_ value: Any) -> Any? {
    if let optional = value as? any OptionalType {
      return optional.wrappedAny.flatMap(object)
    }
    switch value {
    // Linux Foundation's NSDecimalNumber recurses forever when an archiver hashes it: archive the text.
    case let decimal as Decimal: return NSString(string: decimal.description)
    case let string as String: return NSString(string: string)
    case let number as NSNumber where type(of: value) is AnyClass: return number
    case let bool as Bool: return NSNumber(value: bool)
    case let int as Int: return NSNumber(value: int)
    case let double as Double: return NSNumber(value: double)
    case let integer as any BinaryInteger:
      if let exact = Int64(exactly: integer) { return NSNumber(value: exact) }
      return NSNumber(value: UInt64(truncatingIfNeeded: integer))
    case let float as Float: return NSNumber(value: float)
    case let cgFloat as CGFloat: return NSNumber(value: Double(cgFloat))
    case let url as URL: return url as NSURL
    case let date as Date: return date as NSDate
    case let data as Data: return data as NSData
    // Containers nest one level each; past `GraphGuard.maximumDepth` one is left out.
    case let array as any ArrayType:
      return GraphGuard.enter(nil) { NSArray(array: array.elementsAny.compactMap(object)) }.result
    case let set as any SetType:
      return GraphGuard.enter(nil) { NSSet(array: set.elementsAny.compactMap(object)) }.result
    case let dictionary as any StringKeyedDictionaryType:
      return GraphGuard.enter(nil) {
        NSDictionary(dictionary: dictionary.entriesAny.compactMapValues(object))
      }
      .result
    case let representable as any RawRepresentable: return object(representable.rawValue)
    // Only real objects: a CG struct would bridge to NSValue, whose hash recurses forever on Linux
    // when an archiver looks it up.
    case let coding as NSCoding where type(of: value) is AnyClass: return coding
    default: return nil
    }
  }
}

extension ArchivableValue {
  /// A `CGPoint`, `CGSize`, `CGRect` or `NSRange` boxed in the `NSValue` Objective-C's KVC would box it
  /// in; nil for other values (an Optional is unwrapped first).
  ///
  /// Made explicitly with `NSValue(rect:)` and its siblings: such a value archives and hashes on Linux,
  /// where a struct merely bridged to `NSValue` does not.
  public static func boxedStruct(_ value: Any) -> NSValue? {
    if let optional = value as? any OptionalType {
      return optional.wrappedAny.flatMap(boxedStruct)
    }
    switch value {
    case let point as CGPoint: return NSValue(point: point)
    case let size as CGSize: return NSValue(size: size)
    case let rect as CGRect: return NSValue(rect: rect)
    case let range as NSRange: return NSValue(range: range)
    default: return nil
    }
  }

  /// The struct `value` holds when it is an `NSValue` of `encoding`'s struct type (the original's
  /// `objCType` check); nil otherwise.
  public static func unboxedStruct(_ value: Any, as encoding: TypeEncoding) -> Any? {
    guard type(of: value) is AnyClass, let boxed = value as? NSValue else { return nil }
    let sample: NSValue
    switch encoding {
    case .cgPoint: sample = structSamples.point
    case .cgSize: sample = structSamples.size
    case .cgRect: sample = structSamples.rect
    case .nsRange: sample = structSamples.range
    default: return nil
    }
    guard CStandardLibrary.sameObjCType(boxed, sample) else { return nil }
    switch encoding {
    case .cgPoint: return boxed.pointValue
    case .cgSize: return boxed.sizeValue
    case .cgRect: return boxed.rectValue
    default: return boxed.rangeValue
    }
  }

  private struct StructSamples: @unchecked Sendable {
    // @unchecked: NSValue is immutable.
    let point = NSValue(point: .zero)
    let size = NSValue(size: .zero)
    let rect = NSValue(rect: .zero)
    let range = NSValue(range: NSRange(location: 0, length: 0))
  }
  private static let structSamples = StructSamples()
}

extension ArchivableValue {
  /// A value decoded from a keyed archive, with the archiver's number uniquing undone inside containers.
  ///
  /// Swift Foundation's `NSKeyedArchiver` stores equal objects once, and `NSNumber(value: 0)` equals
  /// `NSNumber(value: false)`: an integer 0 or 1 archived after a `false` or `true` reads back as a
  /// Swift `Bool`, which no integer cast takes. Top-level values convert either way; inside arrays,
  /// dictionaries and sets each such `Bool` is given back as an integer `NSNumber`, which bridges to
  /// `Bool` (0 and 1) and to every number type alike. Containers without one are returned untouched.
  public static func readBack(_ value: Any) -> Any {
    undoingUniquing(value, nested: false) ?? value
  }

  /// The value with nested Bools made integer NSNumbers; nil when nothing changed (and for containers
  /// nested deeper than `GraphGuard.maximumDepth`, left as they are).
  private static func undoingUniquing(_ value: Any, nested: Bool) -> Any? {
    if type(of: value) == Bool.self {
      return nested ? NSNumber(value: (value as! Bool) ? 1 : 0) : nil
    }
    if type(of: value) is AnyClass, let number = value as? NSNumber {
      // A boolean NSNumber (and a char one, which reads the same as an integer) inside a container.
      guard nested, CStandardLibrary.objCTypeCode(of: number) == CChar(UInt8(ascii: "c")) else { return nil }
      return NSNumber(value: number.intValue)
    }
    if let set = value as? NSSet {
      return GraphGuard.enter(nil) { rebuilt(set.allObjects).map { NSSet(array: $0) as Any } }.result ?? nil
    }
    if let array = value as? [Any] {
      return GraphGuard.enter(nil) { rebuilt(array).map { $0 as Any } }.result ?? nil
    }
    if let entries = value as? [String: Any] {
      return GraphGuard.enter(nil) { () -> Any? in
        var changed: [String: Any]?
        for (key, entry) in entries {
          guard let replacement = undoingUniquing(entry, nested: true) else { continue }
          if changed == nil { changed = entries }
          changed![key] = replacement
        }
        return changed.map { $0 as Any }
      }.result ?? nil
    }
    return nil
  }

  private static func rebuilt(_ elements: [Any]) -> [Any]? {
    var changed: [Any]?
    for (index, element) in elements.enumerated() {
      guard let replacement = undoingUniquing(element, nested: true) else { continue }
      if changed == nil { changed = elements }
      changed![index] = replacement
    }
    return changed
  }
}
