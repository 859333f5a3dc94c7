import Foundation

/// The hand-written archiving baseline: `encode(with:)` and `init?(coder:)`'s body written out per
/// property, with no reflection, through the same `NSKeyedArchiver` the designs use.
///
/// It gives archive and unarchive a Hand-written row, so the report can tell the archiver's share of a
/// design's time from the design's own. Numbers are written as the coder's scalars (`encode(_:forKey:)`
/// with an `Int`, a `Bool`, a `Double`), as a person writing NSCoding by hand would; strings, URLs,
/// dates, arrays and dictionaries as their Foundation objects, nested models as themselves.
public protocol HandWrittenCoding: NSObject {
  /// Writes every property under its name.
  func handWrittenEncode(with coder: NSCoder)
  /// Reads every property the archive holds; the others stay as `init()` made them.
  func handWrittenDecode(from coder: NSCoder)
}

/// The baseline's archiving strategy: the coder carries it to every nested model, which then runs its
/// ``HandWrittenCoding/handWrittenEncode(with:)`` or ``HandWrittenCoding/handWrittenDecode(from:)``.
public enum HandWrittenArchiving {
  /// The one strategy object of the baseline.
  public static let strategy = ArchivingStrategy(
    for: (any HandWrittenCoding).self, encode: { model, coder in model.handWrittenEncode(with: coder) },
    decode: { model, coder in model.handWrittenDecode(from: coder) })
}

// The reads every hand-written decoder needs. Linux's unarchiver treats an object read of a missing key
// as a failure that stops the whole archive, so each asks first.
extension NSCoder {
  func handString(_ key: String) -> String? {
    containsValue(forKey: key) ? decodeObject(of: NSString.self, forKey: key) as? String : nil
  }

  func handURL(_ key: String) -> URL? {
    containsValue(forKey: key) ? decodeObject(of: NSURL.self, forKey: key) as? URL : nil
  }

  func handDate(_ key: String) -> Date? {
    containsValue(forKey: key) ? decodeObject(of: NSDate.self, forKey: key) as? Date : nil
  }

  func handModel<T: NSObject & NSCoding>(_ key: String, _: T.Type) -> T? {
    containsValue(forKey: key) ? decodeObject(of: T.self, forKey: key) : nil
  }

  /// An array or dictionary of `classes` (Foundation collections, numbers, strings or models).
  func handCollection<T>(_ key: String, _ classes: [AnyClass], as _: T.Type) -> T? {
    containsValue(forKey: key) ? decodeObject(of: classes, forKey: key) as? T : nil
  }

  func handOptionalInteger(_ key: String) -> Int? {
    containsValue(forKey: key) ? decodeInteger(forKey: key) : nil
  }

  func handOptionalInt64(_ key: String) -> Int64? {
    containsValue(forKey: key) ? decodeInt64(forKey: key) : nil
  }

  /// Writes a string as the NSString an archive holds; nothing for nil.
  func handEncode(_ string: String?, forKey key: String) {
    if let string { encode(NSString(string: string), forKey: key) }
  }

  func handEncode(_ url: URL?, forKey key: String) {
    if let url { encode(url as NSURL, forKey: key) }
  }

  func handEncode(_ date: Date?, forKey key: String) {
    if let date { encode(date as NSDate, forKey: key) }
  }

  func handEncode(_ numbers: [Int], forKey key: String) {
    encode(NSArray(array: numbers.map { NSNumber(value: $0) }), forKey: key)
  }

  func handEncode(_ strings: [String], forKey key: String) {
    encode(NSArray(array: strings.map { NSString(string: $0) }), forKey: key)
  }

  func handEncode<T: NSObject>(_ models: [T], forKey key: String) {
    encode(NSArray(array: models), forKey: key)
  }

  /// A dictionary with string keys, each value written as `object` makes it.
  func handEncode<Value>(_ map: [String: Value], forKey key: String, _ object: (Value) -> AnyObject) {
    let dictionary = NSMutableDictionary(capacity: map.count)
    for (name, value) in map { dictionary[NSString(string: name)] = object(value) }
    encode(dictionary, forKey: key)
  }
}
