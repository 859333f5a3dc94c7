import Foundation
import MJStyle
import MappingSeam
import ModelFixtures

// The corpus models' configuration in MJExtension's hooks. MJExtension has no dictionary-of-models
// conversion: the catalogue converts `events` in `mj_newValue(fromOldValue:property:)`.

extension TwitterSearch: MJKeyValue {
  public static func mj_replacedKeyFromPropertyName() -> [String: MJKeyMapping] {
    keyMapping.mapValues(MJKeyMapping.key)
  }
}

extension TwitterSearchMetadata: MJKeyValue {
  public static func mj_replacedKeyFromPropertyName() -> [String: MJKeyMapping] {
    keyMapping.mapValues(MJKeyMapping.key)
  }
}

extension TwitterStatus: MJKeyValue {
  public static func mj_replacedKeyFromPropertyName() -> [String: MJKeyMapping] {
    keyMapping.mapValues(MJKeyMapping.key)
  }
}

extension TwitterEntities: MJKeyValue {
  public static func mj_replacedKeyFromPropertyName() -> [String: MJKeyMapping] {
    keyMapping.mapValues(MJKeyMapping.key)
  }
}

extension TwitterHashtag: MJKeyValue {
  public static func mj_replacedKeyFromPropertyName() -> [String: MJKeyMapping] {
    keyMapping.mapValues(MJKeyMapping.key)
  }
}

extension TwitterURL: MJKeyValue {
  public static func mj_replacedKeyFromPropertyName() -> [String: MJKeyMapping] {
    keyMapping.mapValues(MJKeyMapping.key)
  }
}

extension TwitterMention: MJKeyValue {
  public static func mj_replacedKeyFromPropertyName() -> [String: MJKeyMapping] {
    keyMapping.mapValues(MJKeyMapping.key)
  }
}

extension TwitterUser: MJKeyValue {
  public static func mj_replacedKeyFromPropertyName() -> [String: MJKeyMapping] {
    keyMapping.mapValues(MJKeyMapping.key)
  }
}

extension CitmCatalog: MJKeyValue {
  public static func mj_replacedKeyFromPropertyName() -> [String: MJKeyMapping] {
    keyMapping.mapValues(MJKeyMapping.key)
  }

  public func mj_newValue(fromOldValue oldValue: Any?, property: MJProperty) -> Any? {
    guard property.name == "events", let events = oldValue as? [String: Any] else { return oldValue }
    return events.compactMapValues { CitmEvent.mj_object(withKeyValues: $0) }
  }
}

extension CitmEvent: MJKeyValue {
  public static func mj_replacedKeyFromPropertyName() -> [String: MJKeyMapping] {
    keyMapping.mapValues(MJKeyMapping.key)
  }
}

extension CitmPerformance: MJKeyValue {
  public static func mj_replacedKeyFromPropertyName() -> [String: MJKeyMapping] {
    keyMapping.mapValues(MJKeyMapping.key)
  }
}

extension CitmPrice: MJKeyValue {
  public static func mj_replacedKeyFromPropertyName() -> [String: MJKeyMapping] {
    keyMapping.mapValues(MJKeyMapping.key)
  }
}

extension CitmSeatCategory: MJKeyValue {
  public static func mj_replacedKeyFromPropertyName() -> [String: MJKeyMapping] {
    keyMapping.mapValues(MJKeyMapping.key)
  }
}

extension CitmArea: MJKeyValue {
  public static func mj_replacedKeyFromPropertyName() -> [String: MJKeyMapping] {
    keyMapping.mapValues(MJKeyMapping.key)
  }
}

extension DeepNode: MJKeyValue {
  public static func mj_replacedKeyFromPropertyName() -> [String: MJKeyMapping] {
    keyMapping.mapValues(MJKeyMapping.key)
  }
}

extension SweepRecord: MJKeyValue {}

extension SweepRecordList: MJKeyValue {}

extension CanadaFeatureCollection: MJKeyValue {}

extension CanadaFeature: MJKeyValue {}

extension CanadaGeometry: MJKeyValue {}
