import MJStyle
import MappingSeam
import ModelFixtures

// The fixture models' configuration in MJExtension's own hooks: `mj_replacedKeyFromPropertyName`.
// Arrays of models are inferred from the Swift element type. MJExtension has no dictionary-of-models
// conversion, so the status converts `pic_infos` in `mj_newValue(fromOldValue:property:)`, the way its
// users do.

extension GitHubUser: MJKeyValue {
  public static func mj_replacedKeyFromPropertyName() -> [String: MJKeyMapping] {
    keyMapping.mapValues(MJKeyMapping.key)
  }
}

extension WeiboStatus: MJKeyValue {
  public static func mj_replacedKeyFromPropertyName() -> [String: MJKeyMapping] {
    keyMapping.mapValues(MJKeyMapping.key)
  }

  public func mj_newValue(fromOldValue oldValue: Any?, property: MJProperty) -> Any? {
    guard property.name == "picInfos", let pictures = oldValue as? [String: Any] else { return oldValue }
    return pictures.compactMapValues { WeiboPicture.mj_object(withKeyValues: $0) }
  }
}

extension WeiboUser: MJKeyValue {
  public static func mj_replacedKeyFromPropertyName() -> [String: MJKeyMapping] {
    keyMapping.mapValues(MJKeyMapping.key)
  }
}

extension WeiboPicture: MJKeyValue {
  public static func mj_replacedKeyFromPropertyName() -> [String: MJKeyMapping] {
    keyMapping.mapValues(MJKeyMapping.key)
  }
}

extension WeiboPictureMetas: MJKeyValue {
  public static func mj_replacedKeyFromPropertyName() -> [String: MJKeyMapping] {
    keyMapping.mapValues(MJKeyMapping.key)
  }
}

extension WeiboVisible: MJKeyValue {
  public static func mj_replacedKeyFromPropertyName() -> [String: MJKeyMapping] {
    keyMapping.mapValues(MJKeyMapping.key)
  }
}

extension WeiboIcon: MJKeyValue {}
