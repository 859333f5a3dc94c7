import Foundation

/// Swift values as the Foundation objects an `NSKeyedArchiver` takes.
public enum ArchivableValue {
  /// `value` as an archivable object: strings, numbers, URLs, dates, data and decimals as their Foundation
  /// classes; arrays, sets and string-keyed dictionaries as Foundation collections of the same; `NSCoding`
  /// objects as they are; raw-value enums as their raw values; an Optional as its wrapped value.
  /// - Returns: nil for nil and for values no archive can hold (CG structs, closures, plain structs).
  public static func object(_ value: Any) -> Any? {
    if let optional = value as? any OptionalType {
      return optional.wrappedAny.flatMap(object)
    }
    switch value {
    case let string as String: return NSString(string: string)
    case let number as NSNumber: return number
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
    case let decimal as Decimal: return NSDecimalNumber(decimal: decimal)
    case let coding as NSCoding: return coding
    case let array as any ArrayType: return NSArray(array: array.elementsAny.compactMap(object))
    case let set as any SetType: return NSSet(array: set.elementsAny.compactMap(object))
    case let dictionary as any StringKeyedDictionaryType:
      return NSDictionary(dictionary: dictionary.entriesAny.compactMapValues(object))
    case let representable as any RawRepresentable: return object(representable.rawValue)
    default: return nil
    }
  }
}
