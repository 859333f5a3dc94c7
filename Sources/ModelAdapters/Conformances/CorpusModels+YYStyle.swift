import Foundation
import MappingSeam
import ModelFixtures
import YYStyle

// The corpus models' configuration in YYModel's hooks: the key mapping; containers inferred.

extension TwitterSearch: YYModel {
  public static var modelDictionaryHooks: YYDictionaryHooks { [] }

  public static func modelCustomPropertyMapper() -> [String: YYKeyMapping] {
    keyMapping.mapValues(YYKeyMapping.key)
  }
}

extension TwitterSearchMetadata: YYModel {
  public static var modelDictionaryHooks: YYDictionaryHooks { [] }

  public static func modelCustomPropertyMapper() -> [String: YYKeyMapping] {
    keyMapping.mapValues(YYKeyMapping.key)
  }
}

extension TwitterStatus: YYModel {
  public static var modelDictionaryHooks: YYDictionaryHooks { [] }

  public static func modelCustomPropertyMapper() -> [String: YYKeyMapping] {
    keyMapping.mapValues(YYKeyMapping.key)
  }
}

extension TwitterEntities: YYModel {
  public static var modelDictionaryHooks: YYDictionaryHooks { [] }

  public static func modelCustomPropertyMapper() -> [String: YYKeyMapping] {
    keyMapping.mapValues(YYKeyMapping.key)
  }
}

extension TwitterHashtag: YYModel {
  public static var modelDictionaryHooks: YYDictionaryHooks { [] }

  public static func modelCustomPropertyMapper() -> [String: YYKeyMapping] {
    keyMapping.mapValues(YYKeyMapping.key)
  }
}

extension TwitterURL: YYModel {
  public static var modelDictionaryHooks: YYDictionaryHooks { [] }

  public static func modelCustomPropertyMapper() -> [String: YYKeyMapping] {
    keyMapping.mapValues(YYKeyMapping.key)
  }
}

extension TwitterMention: YYModel {
  public static var modelDictionaryHooks: YYDictionaryHooks { [] }

  public static func modelCustomPropertyMapper() -> [String: YYKeyMapping] {
    keyMapping.mapValues(YYKeyMapping.key)
  }
}

extension TwitterUser: YYModel {
  public static var modelDictionaryHooks: YYDictionaryHooks { [] }

  public static func modelCustomPropertyMapper() -> [String: YYKeyMapping] {
    keyMapping.mapValues(YYKeyMapping.key)
  }
}

extension CitmCatalog: YYModel {
  public static var modelDictionaryHooks: YYDictionaryHooks { [] }

  public static func modelCustomPropertyMapper() -> [String: YYKeyMapping] {
    keyMapping.mapValues(YYKeyMapping.key)
  }
}

extension CitmEvent: YYModel {
  public static var modelDictionaryHooks: YYDictionaryHooks { [] }

  public static func modelCustomPropertyMapper() -> [String: YYKeyMapping] {
    keyMapping.mapValues(YYKeyMapping.key)
  }
}

extension CitmPerformance: YYModel {
  public static var modelDictionaryHooks: YYDictionaryHooks { [] }

  public static func modelCustomPropertyMapper() -> [String: YYKeyMapping] {
    keyMapping.mapValues(YYKeyMapping.key)
  }
}

extension CitmPrice: YYModel {
  public static var modelDictionaryHooks: YYDictionaryHooks { [] }

  public static func modelCustomPropertyMapper() -> [String: YYKeyMapping] {
    keyMapping.mapValues(YYKeyMapping.key)
  }
}

extension CitmSeatCategory: YYModel {
  public static var modelDictionaryHooks: YYDictionaryHooks { [] }

  public static func modelCustomPropertyMapper() -> [String: YYKeyMapping] {
    keyMapping.mapValues(YYKeyMapping.key)
  }
}

extension CitmArea: YYModel {
  public static var modelDictionaryHooks: YYDictionaryHooks { [] }

  public static func modelCustomPropertyMapper() -> [String: YYKeyMapping] {
    keyMapping.mapValues(YYKeyMapping.key)
  }
}

extension DeepNode: YYModel {
  public static var modelDictionaryHooks: YYDictionaryHooks { [] }

  public static func modelCustomPropertyMapper() -> [String: YYKeyMapping] {
    keyMapping.mapValues(YYKeyMapping.key)
  }
}

extension SweepRecord: YYModel {
  public static var modelDictionaryHooks: YYDictionaryHooks { [] }
}

extension SweepRecordList: YYModel {
  public static var modelDictionaryHooks: YYDictionaryHooks { [] }
}

extension CanadaFeatureCollection: YYModel {
  public static var modelDictionaryHooks: YYDictionaryHooks { [] }
}

extension CanadaFeature: YYModel {
  public static var modelDictionaryHooks: YYDictionaryHooks { [] }
}

extension CanadaGeometry: YYModel {
  public static var modelDictionaryHooks: YYDictionaryHooks { [] }
}
