import Foundation

// Run-time configuration (`+mj_setup…`): stored in the type's associated tables, merged over the
// hierarchy like the hooks, and clearing every cache it affects. Setting again replaces.
extension MJKeyValue {
  /// Whether model → dictionary writes under the replaced keys (`mj_replacedKeyFromPropertyName`…) or
  /// under the property names (`+mj_referenceReplacedKeyWhenCreatingKeyValues:`); true by default, and
  /// inherited by subclasses.
  public static func mj_referenceReplacedKeyWhenCreatingKeyValues(_ reference: Bool) {
    MJTables.state.withLock { $0.referenceReplacedKeys[ObjectIdentifier(self)] = reference }
  }

  public static func mj_setupAllowedPropertyNames(_ names: () -> [String]) {
    let value = names()
    MJTables.setup(self) { $0.allowed = value }
  }

  public static func mj_setupIgnoredPropertyNames(_ names: () -> [String]) {
    let value = names()
    MJTables.setup(self) { $0.ignored = value }
  }

  public static func mj_setupAllowedCodingPropertyNames(_ names: () -> [String]) {
    let value = names()
    MJTables.setup(self) { $0.allowedCoding = value }
  }

  public static func mj_setupIgnoredCodingPropertyNames(_ names: () -> [String]) {
    let value = names()
    MJTables.setup(self) { $0.ignoredCoding = value }
  }

  public static func mj_setupReplacedKeyFromPropertyName(_ keys: () -> [String: MJKeyMapping]) {
    let value = keys()
    MJTables.setup(self) { $0.replacedKeys = value }
  }

  public static func mj_setupReplacedKeyFromPropertyName121(_ rule: @escaping @Sendable (String) -> String?) {
    MJTables.setup(self) { $0.replacedKey121 = rule }
  }

  public static func mj_setupObjectClassInArray(_ classes: () -> [String: Any.Type]) {
    let value = classes()
    MJTables.setup(self) { $0.objectClassInArray = value }
  }

  /// A closure run for every property after the instance hook: (model, old value, property) → new value.
  public static func mj_setupNewValueFromOldValue(
    _ block: @escaping @Sendable (_ model: Any, _ oldValue: Any?, _ property: MJProperty) -> Any?
  ) {
    MJTables.setup(self) { $0.newValue = block }
  }
}
