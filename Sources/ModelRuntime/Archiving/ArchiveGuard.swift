import Foundation

/// Checks an untrusted keyed archive before Swift Foundation's secure unarchiver reads it.
///
/// `NSKeyedUnarchiver` with `requiresSecureCoding` stops the process — `fatalError`, whatever its
/// `decodingFailurePolicy` — when an archive names a class the decoding call did not allow, or a class
/// that does not support secure coding; and it recurses once per nested object with no limit, so a
/// reference cycle between containers or a deep nesting runs the stack out. An altered archive reaches all
/// three. ``validate(_:root:schema:)`` walks the archive's object graph the way the unarchiver will — from
/// the root, each model's keys with the classes its design allows for them (the `schema`), a container's
/// elements with the classes its own decoding call allowed — and throws where the unarchiver would trap.
///
/// The bytes are read by ``BinaryPropertyList`` (Foundation's property-list parser itself crashes on some
/// altered archives), so only binary archives pass. It is stricter than the unarchiver, never looser:
/// every reference is checked where it occurs (the unarchiver checks a class only the first time it meets
/// it), a Foundation class it does not know the shape of is refused, and so is nesting deeper than
/// `GraphGuard.maximumDepth`.
public enum ArchiveGuard {
  /// Why an archive was refused.
  public struct Refusal: Error, Hashable, Sendable, CustomStringConvertible {
    public let reason: String
    /// Where: the keys and indexes from the root.
    public let path: String

    public init(reason: String, path: String) {
      self.reason = reason
      self.path = path
    }

    public var description: String { path.isEmpty ? reason : "\(reason) at \(path)" }
  }

  /// For a class: its keys and the classes each may hold, as the design decodes them; nil for a class the
  /// design does not decode.
  public typealias Schema = (AnyClass) -> [String: [AnyClass]]?

  /// Throws unless `data` is a keyed archive the secure unarchiver can read with `root` as the root's
  /// class without stopping the process. A root type that is not a class (a struct model) has no
  /// archives: always refused.
  public static func validate(_ data: Data, root type: Any.Type, schema: @escaping Schema) throws(Refusal) {
    guard let root = type as? AnyClass else { throw Refusal(reason: "\(type) is not a class", path: "") }
    let plist: Any
    do throws(BinaryPropertyList.Malformed) {
      plist = try BinaryPropertyList.parse(data)
    } catch {
      throw Refusal(reason: "not a binary property list: \(error)", path: "")
    }
    guard let top = plist as? [String: Any], let objects = top["$objects"] as? [Any],
      let roots = top["$top"] as? [String: Any]
    else { throw Refusal(reason: "not a keyed archive", path: "") }
    var walk = Walk(objects: objects, schema: schema)
    guard let rootValue = roots["root"] else { throw Refusal(reason: "no root object", path: "") }
    try walk.visit(rootValue, allowed: [root], path: "root", depth: 0)
  }

  /// The walk's state: the archive's objects, what was checked already, the references being walked.
  private struct Walk {
    let objects: [Any]
    let schema: Schema
    /// An object checked in one context: its index and the classes allowed there.
    struct Visit: Hashable {
      let index: Int
      let allowed: [ObjectIdentifier]
    }
    /// The visits done already.
    var checked: Set<Visit> = []
    /// The object indexes of the containers and models being walked (a reference back is a cycle).
    var inside: Set<Int> = []

    init(objects: [Any], schema: @escaping Schema) {
      self.objects = objects
      self.schema = schema
    }

    mutating func visit(_ reference: Any, allowed: [AnyClass], path: String, depth: Int) throws(Refusal) {
      guard let index = ArchiveGuard.uid(reference) else {
        throw Refusal(reason: "a value that is not an object reference", path: path)
      }
      guard index < objects.count else { throw Refusal(reason: "a reference out of range", path: path) }
      // Strings, numbers, data and $null are stored inline: the unarchiver checks no class for them. An
      // inline dictionary or array (an object whose $class was lost) is hashed as it is, which can crash.
      let stored = objects[index]
      if stored is [Any] { throw Refusal(reason: "an inline array", path: path) }
      guard let object = stored as? [String: Any] else { return }
      guard let classReference = object["$class"] else {
        throw Refusal(reason: "an object without a class", path: path)
      }
      guard depth < GraphGuard.maximumDepth else {
        throw Refusal(reason: "nesting deeper than \(GraphGuard.maximumDepth)", path: path)
      }
      guard !inside.contains(index) else { throw Refusal(reason: "a reference cycle", path: path) }
      guard checked.insert(Visit(index: index, allowed: allowed.map(ObjectIdentifier.init))).inserted else {
        return
      }

      let type: AnyClass = try resolve(classReference, allowed: allowed, path: path)
      inside.insert(index)
      defer { inside.remove(index) }
      if let keys = schema(type) {
        for (name, classes) in keys.sorted(by: { $0.key < $1.key }) {
          guard let value = object[name] else { continue }
          try visit(value, allowed: classes, path: path + "." + name, depth: depth + 1)
        }
        return
      }
      switch ArchiveGuard.shape(of: type) {
      case .container(let keys):
        // NSArray, NSSet, NSDictionary decode their elements with the classes of their own call.
        if keys.count == 2 { try checkDictionary(object, path: path) }
        for name in keys {
          guard let value = object[name] else { continue }
          guard let elements = value as? [Any] else {
            throw Refusal(reason: "\(name) is not a list of references", path: path)
          }
          for (position, element) in elements.enumerated() {
            try visit(element, allowed: allowed, path: "\(path).\(name)[\(position)]", depth: depth + 1)
          }
        }
      case .url:
        // NSURL reads NS.relative as a string and gives nil (an error that aborts the rest of the
        // archive) when it is no URL: the designs write no base.
        guard Set(object.keys) == ["$class", "NS.base", "NS.relative"], let base = object["NS.base"],
          isNull(base)
        else { throw Refusal(reason: "a URL other than one NS.relative and a null NS.base", path: path) }
        guard let relative = object["NS.relative"].flatMap(inlineString), NSURL(string: relative) != nil
        else {
          throw Refusal(reason: "NS.relative is not a URL string", path: path)
        }
      case .date:
        // NS.time is read with decodeDouble: a date holds that number and nothing else.
        guard Set(object.keys) == ["$class", "NS.time"], object["NS.time"] is NSNumber else {
          throw Refusal(reason: "a date other than one NS.time", path: path)
        }
      case .value:
        // NSValue(point:), (size:), (rect:) keep their struct as a string, (range:) as two numbers.
        let special = (object["NS.special"] as? NSNumber)?.intValue
        let keys: [String]
        switch special {
        case 1: keys = ["NS.pointval"]
        case 2: keys = ["NS.sizeval"]
        case 3: keys = ["NS.rectval"]
        case 4: keys = ["NS.rangeval.location", "NS.rangeval.length"]
        default: throw Refusal(reason: "an NSValue of no known struct", path: path)
        }
        guard Set(object.keys) == Set(["$class", "NS.special"] + keys) else {
          throw Refusal(reason: "an NSValue with other keys", path: path)
        }
        for name in keys {
          guard let reference = object[name], let target = value(reference),
            special == 4 ? target is NSNumber : target is String
          else { throw Refusal(reason: "a malformed \(name)", path: path) }
        }
      case .unknown:
        throw Refusal(reason: "\(type) is not a class the designs archive", path: path)
      }
    }

    /// Whether a reference points at the string "$null", which the unarchiver reads as nil. The archiver
    /// puts it first, but the unarchiver looks at what a reference points at, not at its index: an
    /// altered archive may hold an object there, which NSURL then decodes as its base.
    func isNull(_ reference: Any) -> Bool {
      guard let at = ArchiveGuard.uid(reference), at < objects.count else { return false }
      return isNull(at: at)
    }

    /// Whether the object at `index` (in range) is the string "$null".
    func isNull(at index: Int) -> Bool { objects[index] as? String == "$null" }

    /// What a reference that must name a value points at: nil for a malformed reference, for the first
    /// object (the archiver's "$null"), and for "$null", which the unarchiver reads as nil wherever it
    /// stands.
    func value(_ reference: Any) -> Any? {
      guard let at = ArchiveGuard.uid(reference), at > 0, at < objects.count, !isNull(at: at) else {
        return nil
      }
      return objects[at]
    }

    /// The inline string a reference points at; nil for anything else, and for "$null".
    func inlineString(_ reference: Any) -> String? { value(reference) as? String }

    /// An NSDictionary's keys and objects must pair up: Swift Foundation builds it from the two lists
    /// (leaving out nulls) without checking, and reads past the shorter one. Keys must be strings.
    func checkDictionary(_ object: [String: Any], path: String) throws(Refusal) {
      let keys = object["NS.keys"] as? [Any] ?? []
      let values = object["NS.objects"] as? [Any] ?? []
      guard keys.count == values.count else {
        throw Refusal(reason: "\(keys.count) keys for \(values.count) objects", path: path)
      }
      for reference in values where value(reference) == nil {
        throw Refusal(reason: "a null or malformed dictionary value", path: path)
      }
      for reference in keys where inlineString(reference) == nil {
        throw Refusal(reason: "a dictionary key that is not a string", path: path)
      }
    }

    /// The class a `$class` reference names, when the unarchiver would accept it in this context.
    func resolve(_ classReference: Any, allowed: [AnyClass], path: String) throws(Refusal) -> AnyClass {
      guard let index = ArchiveGuard.uid(classReference), index < objects.count,
        let description = objects[index] as? [String: Any], let name = description["$classname"] as? String
      else { throw Refusal(reason: "a malformed class reference", path: path) }
      // The unarchiver also tries the hints when the name does not resolve; each must pass the same check.
      let hints = (description["$classhints"] as? [Any])?.compactMap { $0 as? String } ?? []
      for hint in hints where NSClassFromString(hint) != nil {
        try check(NSClassFromString(hint)!, named: hint, allowed: allowed, path: path)
      }
      guard let type = NSClassFromString(name) else {
        throw Refusal(reason: "an unknown class \(name)", path: path)
      }
      try check(type, named: name, allowed: allowed, path: path)
      return type
    }

    func check(_ type: AnyClass, named name: String, allowed: [AnyClass], path: String) throws(Refusal) {
      guard allowed.contains(where: { ArchiveGuard.isKind(type, of: $0) }) else {
        throw Refusal(
          reason: "\(name) where only \(allowed.map { "\($0)" }.joined(separator: ", ")) may be", path: path)
      }
      guard let secure = type as? any NSSecureCoding.Type, secure.supportsSecureCoding else {
        throw Refusal(reason: "\(name) does not support secure coding", path: path)
      }
    }
  }

  /// The Foundation classes the designs archive as objects (strings, numbers and data are stored
  /// inline), each checked for what its decoding reads; any other class is refused.
  enum Shape {
    case container([String])
    case url
    case date
    case value
    case unknown
  }

  static func shape(of type: AnyClass) -> Shape {
    if isKind(type, of: NSDictionary.self) { return .container(["NS.keys", "NS.objects"]) }
    if isKind(type, of: NSArray.self) || isKind(type, of: NSSet.self) { return .container(["NS.objects"]) }
    if isKind(type, of: NSURL.self) { return .url }
    if isKind(type, of: NSDate.self) { return .date }
    if isKind(type, of: NSValue.self), !isKind(type, of: NSNumber.self) { return .value }
    return .unknown
  }

  static func isKind(_ type: AnyClass, of other: AnyClass) -> Bool {
    if type == other { return true }
    return (type as? NSObject.Type)?.isSubclass(of: other) ?? false
  }

  /// The object index an archive reference holds; nil for anything else.
  static func uid(_ value: Any) -> Int? {
    (value as? BinaryPropertyList.UID)?.index
  }
}
