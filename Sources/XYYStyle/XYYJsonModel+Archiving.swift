import Foundation
import ModelRuntime

// Archiving every stored field across the hierarchy — the lesson of seed 001: a class's own ivars are
// not enough, its superclasses' must be archived too.
extension XYYJsonModel {
  /// Encodes every stored field by name; numbers boxed as NSNumber, structs as their string form, nested
  /// models that are `NSCoding` classes as objects, nested models that are not as the dictionary of
  /// their own fields (what the original's NSObject category archives for any model), nil as nil.
  public func xyy_encode(with coder: NSCoder) {
    // One level per nested model (the archiver encodes it from inside this call): past
    // `GraphGuard.maximumDepth` nothing is written.
    _ = GraphGuard.enter(model: self) {
      for (name, value) in XYYArchiving.archivedFields(of: self) {
        coder.encode(value, forKey: name)  // nil is archived, and read back as nil
      }
    }
  }

  /// Decodes every stored field by name through the default conversion, straight into the field.
  ///
  /// Each key is read with `decodeObject(of:forKey:)` and the classes the property archives as, so a
  /// model reads back from a secure archive.
  public mutating func xyy_decode(with coder: NSCoder) {
    XYYArchiving.decode(&self, from: coder)
  }
}

extension XYYJsonModel where Self: AnyObject {
  /// Decodes a class model in place; call it from `init?(coder:)` after `init()`.
  public func xyy_decode(with coder: NSCoder) {
    var this = self
    XYYArchiving.decode(&this, from: coder)
  }
}

extension XYYJsonModel {
  /// Throws unless `data` is an archive with a `Self` at its root that a secure unarchiver reads
  /// without stopping the process (`ArchiveGuard`): call it on an archive from outside before
  /// unarchiving it. A struct model has no archives: always refused.
  public static func xyy_validateArchive(_ data: Data) throws(ArchiveGuard.Refusal) {
    // Made when the archive first holds a nested model archived through its fields.
    var holderClasses: [AnyClass]?
    try ArchiveGuard.validate(data, root: Self.self) { type in
      // A nested model archived through its fields: its key holds what any property below the root may.
      if type == XYYArchivedFields.self {
        let classes = holderClasses ?? XYYArchiving.holderClasses(root: Self.self)
        holderClasses = classes
        return ["fields": classes]
      }
      guard let model = type as? any XYYJsonModel.Type else { return nil }
      var keys: [String: [AnyClass]] = [:]
      for field in XYYArchiving.fields(of: model) {
        keys[field.name] = XYYPropertyCache.shared.data(for: model, name: field.name)?.archiveClasses
      }
      return keys
    }
  }
}

/// A nested model that is not `NSCoding`, as the archive holds it: the dictionary of its fields under one
/// key.
///
/// A holder rather than the dictionary itself: Swift Foundation's archiver shares one archived copy between
/// objects that are `isEqual`, and compares dictionaries deeply, so a chain of nested models archived as
/// nested dictionaries cost it a deep comparison per level (200 levels: 44 s here). The holder is equal only
/// to itself, so the archiver compares no deeper than one level's fields. It decodes its dictionary with
/// the classes its property allows (`XYYArchiving.decode` lends them for the call).
public final class XYYArchivedFields: NSObject, NSSecureCoding, @unchecked Sendable {
  // @unchecked: `fields` is immutable; its values are archivable Foundation objects.
  public static var supportsSecureCoding: Bool { true }
  /// The fields, by name.
  let fields: NSDictionary

  /// The classes a holder being decoded on this thread may hold (the property's; empty outside a decode).
  static let allowed = ThreadLocal<[AnyClass]>([])

  init(fields: NSDictionary) {
    self.fields = fields
    super.init()
  }

  public func encode(with coder: NSCoder) { coder.encode(fields, forKey: "fields") }

  public required init?(coder: NSCoder) {
    guard let fields = coder.decodeObject(of: Self.allowed.value, forKey: "fields") as? NSDictionary else {
      return nil
    }
    self.fields = fields
    super.init()
  }
}

enum XYYArchiving {
  /// The fields archiving writes and reads: every stored field that can be written, superclasses' too
  /// (filtered lazily: no array is made per archived model).
  static func fields(of type: Any.Type) -> LazyFilterSequence<[FieldInfo]> {
    ((try? TypeInfo.of(type))?.fields ?? []).lazy.filter { $0.isWritable && !$0.isLazyStorage }
  }

  // MARK: Writing

  /// Each stored field of `model` as it is archived: nil for nil, a struct as its string, anything else
  /// as ``archivable(_:)`` makes it; a field with no archived form is left out.
  static func archivedFields<M: XYYJsonModel>(of model: M) -> [(String, Any?)] {
    let fields = fields(of: Swift.type(of: model))
    var result: [(String, Any?)] = []
    ModelStorage.withBase(of: model) { base in
      for field in fields {
        let value = field.get(from: base)
        let unwrapped: Any
        if let optional = value as? any OptionalType {
          guard let wrapped = optional.wrappedAny else {
            result.append((field.name, nil))
            continue
          }
          unwrapped = wrapped
        } else {
          unwrapped = value
        }
        if let entry = XYYStructStrings.byName[ObjectIdentifier(type(of: unwrapped))],
          let text = entry.entry.format(unwrapped)
        {
          result.append((field.name, NSString(string: text)))
        } else if let object = archivable(unwrapped) {
          result.append((field.name, object))
        }
      }
    }
    return result
  }

  /// Whether models of `type` archive as objects of their own (`NSCoding` classes).
  static func archivesAsObject(_ type: Any.Type) -> Bool { type is AnyClass && type is NSCoding.Type }

  /// A value as the archive holds it: a model that is not `NSCoding` as a holder of the dictionary of its
  /// fields (two levels of the walk: nothing past `GraphGuard.maximumDepth` or around a cycle), arrays and
  /// dictionaries element by element, anything else as `ArchivableValue` writes it.
  static func archivable(_ value: Any) -> Any? {
    if let model = value as? any XYYJsonModel, !archivesAsObject(type(of: value)) {
      // Two levels, as the archive nests them (the holder, then its dictionary): the archive stays within
      // the depth `ArchiveGuard` and the unarchiver accept.
      let holder: XYYArchivedFields?? = GraphGuard.enter(model: model) {
        GraphGuard.enter(nil) { fieldsDictionary(of: model) }.result
      }.result
      guard let holder = holder ?? nil else { return nil }
      return holder
    }
    switch value {
    case let array as any ArrayType where array.elementsAny.contains(where: isPlainModel):
      return GraphGuard.enter(nil) { NSArray(array: array.elementsAny.compactMap(archivable)) }.result
    case let dictionary as any StringKeyedDictionaryType
    where dictionary.entriesAny.values.contains(where: isPlainModel):
      return GraphGuard.enter(nil) {
        NSDictionary(dictionary: dictionary.entriesAny.compactMapValues(archivable))
      }.result
    default:
      return ArchivableValue.object(value)
    }
  }

  private static func isPlainModel(_ value: Any) -> Bool {
    value is any XYYJsonModel && !archivesAsObject(type(of: value))
  }

  private static func fieldsDictionary<M: XYYJsonModel>(of model: M) -> XYYArchivedFields {
    var entries: [String: Any] = [:]
    for case (let name, let value?) in archivedFields(of: model) { entries[name] = value }
    return XYYArchivedFields(fields: NSDictionary(dictionary: entries))
  }

  // MARK: Reading

  /// What an archive holds for one field.
  private enum Archived {
    case absent
    /// An archived nil.
    case null
    case value(Any)
  }

  static func decode<M: XYYJsonModel>(_ model: inout M, from coder: NSCoder) {
    decode(&model) { name, classes in
      guard coder.containsValue(forKey: name) else { return .absent }
      // Holders of nested models inside decode their fields with the property's classes.
      guard
        let value = XYYArchivedFields.allowed.with(classes, { coder.decodeObject(of: classes, forKey: name) })
      else {
        return coder.error == nil ? .null : .absent
      }
      return .value(value)
    }
  }

  /// Reads the fields of a model archived as the dictionary of its fields.
  static func decode<M: XYYJsonModel>(_ model: inout M, fromFields entries: [String: Any]) {
    decode(&model) { name, _ in entries[name].map(Archived.value) ?? .absent }
  }

  private static func decode<M: XYYJsonModel>(
    _ model: inout M, read: (_ name: String, _ classes: [AnyClass]) -> Archived
  ) {
    let type = Swift.type(of: model)
    let fields = fields(of: type)
    // Nested models decode from inside this call: past `GraphGuard.maximumDepth` nothing is read.
    _ = GraphGuard.enter(nil) {
      ModelStorage.withMutableBase(of: &model) { base in
        for field in fields {
          guard let data = XYYPropertyCache.shared.data(for: type, name: field.name) else { continue }
          var value: Any
          switch read(field.name, data.archiveClasses) {
          case .absent: continue
          case .null:
            // An archived nil reads back as nil (the original's `object_setIvar(self, ivar, nil)`).
            if data.isOptional { XYYConversion.write(nil, for: data, base: base, direct: true) }
            continue
          case .value(let archived): value = archived
          }
          if let string = value as? NSString {
            value = string as String
          } else {
            value = readNested(value, of: data) ?? ArchivableValue.readBack(value)
          }
          // Archived values are the model's own: converted by the default rules, no hook asked.
          let converted = XYYConversion.convert(
            value, for: data, base: base.readOnly, methods: .none, content: data.contentType,
            path: .asDeclared)
          try? field.set(converted ?? value, in: base)
        }
      }
    }
  }

  /// Models archived as the dictionaries of their fields, read back: a model property's, or the
  /// elements of an array or dictionary property of them; nil for anything else.
  private static func readNested(_ value: Any, of data: XYYPropertyData) -> Any? {
    guard case .object(let encoding) = data.kind,
      value is XYYArchivedFields || value is NSDictionary || value is NSArray
    else { return nil }
    func fields(_ value: Any) -> [String: Any]? { (value as? XYYArchivedFields)?.fields as? [String: Any] }
    switch encoding {
    case .model(let key):
      guard let entries = fields(value), let type = plainModel(key) else { return nil }
      return make(type, from: entries)
    case .array(let element):
      guard let items = value as? [Any], case .model(let key) = element.unwrapped.encoding,
        let type = plainModel(key)
      else { return nil }
      return items.compactMap { fields($0).map { make(type, from: $0) } }
    case .dictionary(let element):
      guard let entries = value as? [String: Any], case .model(let key) = element.unwrapped.encoding,
        let type = plainModel(key)
      else { return nil }
      return entries.compactMapValues { fields($0).map { make(type, from: $0) } }
    default:
      return nil
    }
  }

  private static func plainModel(_ key: TypeKey) -> (any XYYJsonModel.Type)? {
    guard let type = key.type as? any XYYJsonModel.Type, !archivesAsObject(type) else { return nil }
    return type
  }

  private static func make<M: XYYJsonModel>(_ type: M.Type, from entries: [String: Any]) -> Any {
    var model = M()
    decode(&model, fromFields: entries)
    return model
  }

  // MARK: Classes

  /// Every class a property of `root`, or of a model reachable from it, archives as: what a holder of a
  /// nested model's fields may hold wherever it stands below `root`.
  static func holderClasses(root: any XYYJsonModel.Type) -> [AnyClass] {
    var classes: [AnyClass] = []
    var visited: Set<ObjectIdentifier> = []
    var pending: [any XYYJsonModel.Type] = [root]
    while let type = pending.popLast() {
      guard visited.insert(ObjectIdentifier(type)).inserted else { continue }
      for field in fields(of: type) {
        guard let data = XYYPropertyCache.shared.data(for: type, name: field.name) else { continue }
        classes = ArchiveClasses.union(classes, data.archiveClasses)
        if case .object(let encoding) = data.kind, let model = heldModel(encoding) { pending.append(model) }
      }
    }
    return classes
  }

  /// The model type `encoding` holds, itself or through optionals and containers.
  private static func heldModel(_ encoding: TypeEncoding) -> (any XYYJsonModel.Type)? {
    switch encoding {
    case .optional(let inner), .array(let inner), .set(let inner), .dictionary(let inner): heldModel(inner)
    case .model(let key): key.type as? any XYYJsonModel.Type
    default: nil
    }
  }

  /// The classes a property's nested models that are not `NSCoding` archive as: the holder, the dictionary
  /// of their fields in it, and whatever those fields archive as, models below them included (each type
  /// once).
  static func nestedClasses(_ encoding: TypeEncoding) -> [AnyClass] {
    var classes: [AnyClass] = []
    var visited: Set<ObjectIdentifier> = []
    func collect(_ encoding: TypeEncoding) {
      switch encoding {
      case .optional(let wrapped): collect(wrapped)
      case .array(let element), .set(let element):
        classes.append(NSArray.self)
        collect(element)
      case .dictionary(let element):
        classes.append(NSDictionary.self)
        collect(element)
      case .model(let key):
        guard let type = plainModel(key), visited.insert(ObjectIdentifier(type)).inserted else { return }
        classes += [XYYArchivedFields.self, NSDictionary.self]
        for field in fields(of: type) {
          let encoding = TypeEncoding.of(field.type) { $0 is any XYYJsonModel.Type }
          classes += ArchiveClasses.allowed(for: encoding)
          collect(encoding)
        }
      default: break
      }
    }
    collect(encoding)
    return ArchiveClasses.union(classes)
  }
}
