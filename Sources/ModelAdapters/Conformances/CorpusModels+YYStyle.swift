import Foundation
import MappingSeam
import ModelFixtures
import YYStyle

// The corpus models' configuration in YYModel's hooks: the key mapping; containers inferred.

extension TwitterSearch: YYModel {
  public static func modelCustomPropertyMapper() -> [String: YYKeyMapping] {
    keyMapping.mapValues(YYKeyMapping.key)
  }
}

extension TwitterSearchMetadata: YYModel {
  public static func modelCustomPropertyMapper() -> [String: YYKeyMapping] {
    keyMapping.mapValues(YYKeyMapping.key)
  }
}

extension TwitterStatus: YYModel {
  public static func modelCustomPropertyMapper() -> [String: YYKeyMapping] {
    keyMapping.mapValues(YYKeyMapping.key)
  }
}

extension TwitterEntities: YYModel {
  public static func modelCustomPropertyMapper() -> [String: YYKeyMapping] {
    keyMapping.mapValues(YYKeyMapping.key)
  }
}

extension TwitterHashtag: YYModel {
  public static func modelCustomPropertyMapper() -> [String: YYKeyMapping] {
    keyMapping.mapValues(YYKeyMapping.key)
  }
}

extension TwitterURL: YYModel {
  public static func modelCustomPropertyMapper() -> [String: YYKeyMapping] {
    keyMapping.mapValues(YYKeyMapping.key)
  }
}

extension TwitterMention: YYModel {
  public static func modelCustomPropertyMapper() -> [String: YYKeyMapping] {
    keyMapping.mapValues(YYKeyMapping.key)
  }
}

extension TwitterUser: YYModel {
  public static func modelCustomPropertyMapper() -> [String: YYKeyMapping] {
    keyMapping.mapValues(YYKeyMapping.key)
  }
}

extension CitmCatalog: YYModel {
  public static func modelCustomPropertyMapper() -> [String: YYKeyMapping] {
    keyMapping.mapValues(YYKeyMapping.key)
  }
}

extension CitmEvent: YYModel {
  public static func modelCustomPropertyMapper() -> [String: YYKeyMapping] {
    keyMapping.mapValues(YYKeyMapping.key)
  }
}

extension CitmPerformance: YYModel {
  public static func modelCustomPropertyMapper() -> [String: YYKeyMapping] {
    keyMapping.mapValues(YYKeyMapping.key)
  }
}

extension CitmPrice: YYModel {
  public static func modelCustomPropertyMapper() -> [String: YYKeyMapping] {
    keyMapping.mapValues(YYKeyMapping.key)
  }
}

extension CitmSeatCategory: YYModel {
  public static func modelCustomPropertyMapper() -> [String: YYKeyMapping] {
    keyMapping.mapValues(YYKeyMapping.key)
  }
}

extension CitmArea: YYModel {
  public static func modelCustomPropertyMapper() -> [String: YYKeyMapping] {
    keyMapping.mapValues(YYKeyMapping.key)
  }
}

extension WideModel: YYModel {
  public static func modelCustomPropertyMapper() -> [String: YYKeyMapping] {
    keyMapping.mapValues(YYKeyMapping.key)
  }
}

extension DeepNode: YYModel {
  public static func modelCustomPropertyMapper() -> [String: YYKeyMapping] {
    keyMapping.mapValues(YYKeyMapping.key)
  }
}

extension SweepRecord: YYModel {}

extension SweepRecordList: YYModel {}

extension WideModel1000: YYModel {}
