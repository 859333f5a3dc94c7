import Foundation
import ModelRuntime

// The header's helper methods: what the default `xyy_startUpdateProperty` does, one step each, for a model
// that takes a key over and for callers outside a conversion.
extension XYYJsonModel {
  /// Whether the property can be written (`forDicToModel`) or read by a conversion: not ignored, and a
  /// stored field, a declared setter (writing) or getter (reading) exists
  /// (`- isValidateProperty:forDicToModle:`).
  public func xyy_isValidateProperty(_ propertyName: String, forDicToModel: Bool) -> Bool {
    if xyy_needIgnoreProperty(propertyName, forDicToModel: forDicToModel) { return false }
    guard let data = XYYPropertyCache.shared.data(for: Swift.type(of: self), name: propertyName) else {
      return false
    }
    return forDicToModel ? data.isWritable : data.hasField || data.getter != nil
  }

  /// The value a conversion would write into the property (`- convertValue:forProperty:`): the model's
  /// `convert<Name>Value`, else the default conversion with the nil value; nil for a property that cannot
  /// be written, or a converted nil. Nothing is written.
  public func xyy_convertValue(_ value: Any?, forProperty propertyName: String) -> Any? {
    guard let data = XYYConversion.writableData(of: Swift.type(of: self), propertyName) else { return nil }
    let content = XYYConversion.contentType(of: self, data)
    let methods = Swift.type(of: self).xyy_methods
    let path = XYYConversion.currentPath.value
    return ModelStorage.withBase(of: self) { base in
      XYYConversion.convert(value, for: data, base: base, methods: methods, content: content, path: path)
    }
  }

  /// Writes `value` into the property as it is, through its setter or stored field as a conversion would
  /// (`- updateProperty:withValue:`). A number property takes any number or numeric string (the original
  /// unboxes it with `intValue` and the like); nil writes the property's empty value; a value of another
  /// type is not written.
  public mutating func xyy_updateProperty(_ propertyName: String, withValue value: Any?) {
    XYYConversion.updateProperty(&self, propertyName, value)
  }
}

extension XYYJsonModel where Self: AnyObject {
  /// Writes into a class model; see the mutating form.
  public func xyy_updateProperty(_ propertyName: String, withValue value: Any?) {
    var this = self
    XYYConversion.updateProperty(&this, propertyName, value)
  }
}

extension XYYConversion {
  /// `- updateProperty:withValue:`.
  static func updateProperty<M: XYYJsonModel>(_ model: inout M, _ name: String, _ value: Any?) {
    guard let data = writableData(of: Swift.type(of: model), name) else { return }
    let direct = writesField(model, data, path: currentPath.value)
    var written = value
    if case .number(let encoding) = data.kind, let value, !JSONValue.isNull(value) {
      written = XYYNumbers.convert(value, to: encoding) ?? XYYNumbers.zero(encoding)
    }
    ModelStorage.withMutableBase(of: &model) { base in write(written, for: data, base: base, direct: direct) }
  }
}
