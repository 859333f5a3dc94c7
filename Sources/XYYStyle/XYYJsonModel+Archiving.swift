import Foundation
import ModelRuntime

// Archiving every stored field across the hierarchy — the lesson of seed 001: a class's own ivars are
// not enough, its superclasses' must be archived too.
extension XYYJsonModel {
  /// Encodes every stored field by name; numbers boxed as NSNumber, structs as their string form, nested
  /// models that are `NSCoding` classes as objects, nil as nil.
  public func xyy_encode(with coder: NSCoder) {
    let fields = XYYArchiving.fields(of: Swift.type(of: self))
    // One level per nested model (the archiver encodes it from inside this call): past
    // `GraphGuard.maximumDepth` nothing is written.
    _ = GraphGuard.enter(model: self) {
      ModelStorage.withBase(of: self) { base in
        for field in fields {
          let value = field.accessor.get(from: base)
          let unwrapped: Any
          if let optional = value as? any OptionalType {
            guard let wrapped = optional.wrappedAny else {
              coder.encode(nil as Any?, forKey: field.name)  // nil is archived, and read back as nil
              continue
            }
            unwrapped = wrapped
          } else {
            unwrapped = value
          }
          if let entry = XYYStructStrings.byName[ObjectIdentifier(type(of: unwrapped))],
            let text = entry.entry.format(unwrapped)
          {
            coder.encode(NSString(string: text), forKey: field.name)
          } else if let object = ArchivableValue.object(unwrapped) {
            coder.encode(object, forKey: field.name)
          }
        }
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
    try ArchiveGuard.validate(data, root: Self.self) { type in
      guard let model = type as? any XYYJsonModel.Type else { return nil }
      var keys: [String: [AnyClass]] = [:]
      for field in XYYArchiving.fields(of: model) {
        keys[field.name] = XYYPropertyCache.shared.data(for: model, name: field.name)?.archiveClasses
      }
      return keys
    }
  }
}

enum XYYArchiving {
  /// The fields archiving writes and reads: every stored field that can be written, superclasses' too
  /// (filtered lazily: no array is made per archived model).
  static func fields(of type: Any.Type) -> LazyFilterSequence<[FieldInfo]> {
    ((try? TypeInfo.of(type))?.fields ?? []).lazy.filter { $0.isWritable && !$0.isLazyStorage }
  }

  static func decode<M: XYYJsonModel>(_ model: inout M, from coder: NSCoder) {
    let type = Swift.type(of: model)
    let fields = fields(of: type)
    // Nested models decode from inside this call: past `GraphGuard.maximumDepth` nothing is read.
    _ = GraphGuard.enter(nil) {
      ModelStorage.withMutableBase(of: &model) { base in
        for field in fields {
          guard coder.containsValue(forKey: field.name),
            let data = XYYPropertyCache.shared.data(for: type, name: field.name)
          else { continue }
          guard var value = coder.decodeObject(of: data.archiveClasses, forKey: field.name) else {
            // An archived nil reads back as nil (the original's `object_setIvar(self, ivar, nil)`).
            if coder.error == nil, data.isOptional {
              XYYConversion.write(nil, for: data, base: base, direct: true)
            }
            continue
          }
          if let string = value as? NSString {
            value = string as String
          } else {
            value = ArchivableValue.readBack(value)
          }
          // Archived values are the model's own: converted by the default rules, no hook asked.
          let converted = XYYConversion.convert(
            value, for: data, base: base.readOnly, methods: .none, content: data.contentType,
            path: .asDeclared)
          try? field.accessor.set(converted ?? value, in: base)
        }
      }
    }
  }
}
