import MappingSeam
import ModelFixtures
import YYStyle

// The fixture models' configuration in YYModel's own hooks: `modelCustomPropertyMapper`. Container
// element types are inferred from the Swift types (`[WeiboIcon]`, `[String: WeiboPicture]`).

extension GitHubUser: YYModel {
  public static var modelDictionaryHooks: YYDictionaryHooks { [] }

  public static func modelCustomPropertyMapper() -> [String: YYKeyMapping] {
    keyMapping.mapValues(YYKeyMapping.key)
  }
}

extension WeiboStatus: YYModel {
  public static var modelDictionaryHooks: YYDictionaryHooks { [] }

  public static func modelCustomPropertyMapper() -> [String: YYKeyMapping] {
    keyMapping.mapValues(YYKeyMapping.key)
  }
}

extension WeiboUser: YYModel {
  public static var modelDictionaryHooks: YYDictionaryHooks { [] }

  public static func modelCustomPropertyMapper() -> [String: YYKeyMapping] {
    keyMapping.mapValues(YYKeyMapping.key)
  }
}

extension WeiboPicture: YYModel {
  public static var modelDictionaryHooks: YYDictionaryHooks { [] }

  public static func modelCustomPropertyMapper() -> [String: YYKeyMapping] {
    keyMapping.mapValues(YYKeyMapping.key)
  }
}

extension WeiboPictureMetas: YYModel {
  public static var modelDictionaryHooks: YYDictionaryHooks { [] }

  public static func modelCustomPropertyMapper() -> [String: YYKeyMapping] {
    keyMapping.mapValues(YYKeyMapping.key)
  }
}

extension WeiboVisible: YYModel {
  public static var modelDictionaryHooks: YYDictionaryHooks { [] }

  public static func modelCustomPropertyMapper() -> [String: YYKeyMapping] {
    keyMapping.mapValues(YYKeyMapping.key)
  }
}

extension WeiboIcon: YYModel {
  public static var modelDictionaryHooks: YYDictionaryHooks { [] }
}
