import Foundation
import ModelRuntime

// MJCodingImplementation: every stored field across the hierarchy, honouring the coding lists.
extension MJKeyValue {
  /// Encodes every property by name (`-mj_encode:`); nil values are skipped.
  public func mj_encode(with coder: NSCoder) {
    let type = Swift.type(of: self)
    let allowed = MJTables.totalNames(.allowedCoding, for: type)
    let ignored = MJTables.totalNames(.ignoredCoding, for: type)
    // One level per nested model (the archiver encodes it from inside this call): past
    // `GraphGuard.maximumDepth` nothing is written.
    _ = GraphGuard.enter(model: self) {
      ModelStorage.withBase(of: self) { base in
        for property in MJTables.properties(of: type) {
          if !allowed.isEmpty, !allowed.contains(property.name) { continue }
          if ignored.contains(property.name) { continue }
          guard let value = MJKVC.value(forKey: property.name, type: type, base: base),
            let object = ArchivableValue.object(value)
          else { continue }
          coder.encode(object, forKey: property.name)
        }
      }
    }
  }

  /// Decodes every property by name (`-mj_decode:`) and sets it KVC-style.
  ///
  /// Each key is read with `decodeObject(of:forKey:)` and the property's ``MJProperty/archiveClasses``,
  /// so a model reads back from a secure archive.
  public mutating func mj_decode(with coder: NSCoder) {
    MJArchiving.decode(&self, from: coder)
  }
}

extension MJKeyValue where Self: AnyObject {
  /// Decodes a class model in place; call it from `init?(coder:)` after `init()`.
  public func mj_decode(with coder: NSCoder) {
    var this = self
    MJArchiving.decode(&this, from: coder)
  }
}

extension MJKeyValue {
  /// Throws unless `data` is an archive with a `Self` at its root that a secure unarchiver reads
  /// without stopping the process (`ArchiveGuard`): call it on an archive from outside before
  /// unarchiving it. A struct model has no archives: always refused.
  public static func mj_validateArchive(_ data: Data) throws(ArchiveGuard.Refusal) {
    try ArchiveGuard.validate(data, root: Self.self) { type in
      guard let model = type as? any MJKeyValue.Type else { return nil }
      return Dictionary(MJTables.properties(of: model).map { ($0.name, $0.archiveClasses) }) { first, _ in
        first
      }
    }
  }
}

enum MJArchiving {
  static func decode<M: MJKeyValue>(_ model: inout M, from coder: NSCoder) {
    let type = Swift.type(of: model)
    let allowed = MJTables.totalNames(.allowedCoding, for: type)
    let ignored = MJTables.totalNames(.ignoredCoding, for: type)
    // Nested models decode from inside this call: past `GraphGuard.maximumDepth` nothing is read.
    _ = GraphGuard.enter(nil) {
      for property in MJTables.properties(of: type) {
        if !allowed.isEmpty, !allowed.contains(property.name) { continue }
        if ignored.contains(property.name) { continue }
        guard coder.containsValue(forKey: property.name),
          var value = coder.decodeObject(of: property.archiveClasses, forKey: property.name)
        else { continue }
        if let string = value as? NSString {
          value = string as String
        } else {
          value = ArchivableValue.readBack(value)
        }
        // Set as it is (`setValue:forKey:`); a value archived in another form (a decimal comes back as
        // text) goes through the keyed-value conversions once.
        if (try? model.mj_setValue(value, forKey: property.name)) == nil,
          let converted = MJConversion.convert(value, for: property, locale: nil)
        {
          try? model.mj_setValue(converted, forKey: property.name)
        }
      }
    }
  }
}
