import Foundation

/// Swift values as the Foundation objects an `NSKeyedArchiver` takes.
public enum ArchivableValue {
  /// `value` as an archivable object: strings, numbers, URLs, dates and data as their Foundation
  /// classes, decimals as their text (see below); arrays, sets and string-keyed dictionaries as Foundation collections of the same; `NSCoding`
  /// objects as they are; raw-value enums as their raw values; an Optional as its wrapped value.
  /// - Returns: nil for nil and for values no archive can hold (CG structs, closures, plain structs).
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
    case let array as any ArrayType: return NSArray(array: array.elementsAny.compactMap(object))
    case let set as any SetType: return NSSet(array: set.elementsAny.compactMap(object))
    case let dictionary as any StringKeyedDictionaryType:
      return NSDictionary(dictionary: dictionary.entriesAny.compactMapValues(object))
    case let representable as any RawRepresentable: return object(representable.rawValue)
    // Only real objects: a CG struct would bridge to NSValue, whose hash recurses forever on Linux
    // when an archiver looks it up.
    case let coding as NSCoding where type(of: value) is AnyClass: return coding
    default: return nil
    }
  }
}
