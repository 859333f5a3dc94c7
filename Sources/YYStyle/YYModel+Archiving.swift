import Foundation
import ModelRuntime

extension YYModel {
  /// Encodes every converted property under its name (`-yy_modelEncodeWithCoder:`).
  ///
  /// Numbers become `NSNumber`s; strings, URLs, dates, data and decimals their Foundation classes;
  /// arrays, sets and dictionaries Foundation collections of the same; nested `NSCoding` models
  /// themselves; `CGPoint`, `CGSize` and `CGRect` an `NSValue`, as the original's
  /// `_isStructAvailableForKeyedArchiver` allows. Other structs (`NSRange` included), `NSValue` objects
  /// that are not `NSNumber`s, and values no archive can hold are skipped, as in the original.
  /// - Parameter coder: A keyed archiver.
  public func yy_modelEncode(with coder: NSCoder) {
    guard let meta = YYModelMeta.of(type(of: self)) else { return }
    // One level per nested model (the archiver calls the nested model's `encode(with:)` from inside this
    // one): past `GraphGuard.maximumDepth`, or back at a model being encoded, nothing is written.
    _ = GraphGuard.enter(model: self) {
      ModelStorage.withBase(of: self) { base in
        for property in meta.allPropertyMetas {
          let value = property.field.get(from: base)
          let object =
            property.archivesAsValue ? ArchivableValue.boxedStruct(value) : ArchivableValue.object(value)
          guard let object else { continue }
          // The original encodes an NSValue object only when it is an NSNumber.
          if !property.archivesAsValue, object is NSValue, !(object is NSNumber) { continue }
          coder.encode(object, forKey: property.name)
        }
      }
    }
  }

  /// Decodes every converted property by name (`-yy_modelInitWithCoder:`), through the same typed
  /// writes a JSON conversion uses. Keys the archive lacks leave their fields as `init()` made them.
  ///
  /// Each key is read with `decodeObject(of:forKey:)` and the classes the property archives as, so a
  /// model reads back from a secure archive (the original's `decodeObjectForKey:` cannot).
  /// - Parameter coder: A keyed unarchiver.
  public mutating func yy_modelInit(with coder: NSCoder) {
    YYArchiving.decode(&self, from: coder)
  }

}

extension YYModel where Self: AnyObject {
  /// Decodes a class model in place; see the mutating form. Call it from `init?(coder:)` after `init()`.
  public func yy_modelInit(with coder: NSCoder) {
    var this = self
    YYArchiving.decode(&this, from: coder)
  }
}

extension YYModel {
  /// Throws unless `data` is an archive with a `Self` at its root that a secure unarchiver reads
  /// without stopping the process (`ArchiveGuard`): call it on an archive from outside before
  /// unarchiving it. A struct model has no archives: always refused.
  public static func yy_validateArchive(_ data: Data) throws(ArchiveGuard.Refusal) {
    try ArchiveGuard.validate(data, root: Self.self) { type in
      guard let model = type as? any YYModel.Type, let meta = YYModelMeta.of(model) else { return nil }
      return Dictionary(meta.allPropertyMetas.map { ($0.name, $0.archiveClasses) }) { first, _ in first }
    }
  }
}

/// Archive decoding shared by the struct and class forms.
enum YYArchiving {
  /// Decodes every converted property by name through the typed writes of a JSON conversion.
  static func decode<M: YYModel>(_ model: inout M, from coder: NSCoder) {
    guard let meta = YYModelMeta.of(type(of: model)) else { return }
    // Nested models decode from inside this call: past `GraphGuard.maximumDepth` nothing is read, so a
    // deeply nested archive stops there with the fields as `init()` made them.
    _ = GraphGuard.enter(nil) {
      ModelStorage.withMutableBase(of: &model) { base in
        for property in meta.allPropertyMetas {
          // Linux's unarchiver treats decoding a missing key as a failure that aborts: ask first.
          guard coder.containsValue(forKey: property.name),
            let value = coder.decodeObject(of: property.archiveClasses, forKey: property.name)
          else { continue }
          var read = ArchivableValue.readBack(value)
          YYConversion.setValue(&read, for: property, base: base)
        }
      }
    }
  }
}
