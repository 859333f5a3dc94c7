import Foundation
import ModelRuntime

// Archiving every stored field across the hierarchy — the lesson of seed 001: a class's own ivars are
// not enough, its superclasses' must be archived too.
extension XYYJsonModel {
  /// Encodes every stored field by name; numbers boxed as NSNumber, structs as their string form.
  public func xyy_encode(with coder: NSCoder) {
    guard let info = try? TypeInfo.of(Swift.type(of: self)) else { return }
    // One level per nested model (the archiver encodes it from inside this call): past
    // `GraphGuard.maximumDepth` nothing is written.
    _ = GraphGuard.enter(model: self) {
      ModelStorage.withBase(of: self) { base in
        for field in info.fields where field.isWritable && !field.isLazyStorage {
          let value = field.accessor.get(from: base)
          let unwrapped: Any
          if let optional = value as? any OptionalType {
            guard let wrapped = optional.wrappedAny else { continue }
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
    guard let root = Self.self as? AnyClass else {
      throw ArchiveGuard.Refusal(reason: "\(Self.self) is not a class", path: "")
    }
    try ArchiveGuard.validate(data, root: root) { type in
      guard let model = type as? any XYYJsonModel.Type, let info = try? TypeInfo.of(model) else { return nil }
      var keys: [String: [AnyClass]] = [:]
      for field in info.fields where field.isWritable && !field.isLazyStorage {
        if let data = XYYPropertyCache.shared.data(for: model, name: field.name) {
          keys[field.name] = data.archiveClasses
        }
      }
      return keys
    }
  }
}

enum XYYArchiving {
  static func decode<M: XYYJsonModel>(_ model: inout M, from coder: NSCoder) {
    let type = Swift.type(of: model)
    guard let info = try? TypeInfo.of(type) else { return }
    // Nested models decode from inside this call: past `GraphGuard.maximumDepth` nothing is read.
    _ = GraphGuard.enter(nil) {
      ModelStorage.withMutableBase(of: &model) { base in
        for field in info.fields where field.isWritable && !field.isLazyStorage {
          guard coder.containsValue(forKey: field.name),
            let data = XYYPropertyCache.shared.data(for: type, name: field.name),
            var value = coder.decodeObject(of: data.archiveClasses, forKey: field.name)
          else { continue }
          if let string = value as? NSString {
            value = string as String
          } else {
            value = ArchivableValue.readBack(value)
          }
          try? field.accessor.set(
            XYYConversion.convert(value, for: data, path: .asDeclared) ?? value, in: base)
        }
      }
    }
  }
}
