import Foundation
import MappingSeam
import ModelFixtures
import XYYStyle

// The corpus models' configuration in XYYModel's hooks: JSON key → property name.

extension TwitterSearch: XYYJsonModel {
  static let xyyKeys = XYYFixtureSupport.inverse(keyMapping)
  public func xyy_propertyName(forKey key: String) -> String { Self.xyyKeys[key] ?? key }
}

extension TwitterSearchMetadata: XYYJsonModel {
  static let xyyKeys = XYYFixtureSupport.inverse(keyMapping)
  public func xyy_propertyName(forKey key: String) -> String { Self.xyyKeys[key] ?? key }
}

extension TwitterStatus: XYYJsonModel {
  static let xyyKeys = XYYFixtureSupport.inverse(keyMapping)
  public func xyy_propertyName(forKey key: String) -> String { Self.xyyKeys[key] ?? key }
}

extension TwitterEntities: XYYJsonModel {
  static let xyyKeys = XYYFixtureSupport.inverse(keyMapping)
  public func xyy_propertyName(forKey key: String) -> String { Self.xyyKeys[key] ?? key }
}

extension TwitterHashtag: XYYJsonModel {
  static let xyyKeys = XYYFixtureSupport.inverse(keyMapping)
  public func xyy_propertyName(forKey key: String) -> String { Self.xyyKeys[key] ?? key }
}

extension TwitterURL: XYYJsonModel {
  static let xyyKeys = XYYFixtureSupport.inverse(keyMapping)
  public func xyy_propertyName(forKey key: String) -> String { Self.xyyKeys[key] ?? key }
}

extension TwitterMention: XYYJsonModel {
  static let xyyKeys = XYYFixtureSupport.inverse(keyMapping)
  public func xyy_propertyName(forKey key: String) -> String { Self.xyyKeys[key] ?? key }
}

extension TwitterUser: XYYJsonModel {
  static let xyyKeys = XYYFixtureSupport.inverse(keyMapping)
  public func xyy_propertyName(forKey key: String) -> String { Self.xyyKeys[key] ?? key }
}

extension CitmCatalog: XYYJsonModel {
  static let xyyKeys = XYYFixtureSupport.inverse(keyMapping)
  public func xyy_propertyName(forKey key: String) -> String { Self.xyyKeys[key] ?? key }
}

extension CitmEvent: XYYJsonModel {
  static let xyyKeys = XYYFixtureSupport.inverse(keyMapping)
  public func xyy_propertyName(forKey key: String) -> String { Self.xyyKeys[key] ?? key }
}

extension CitmPerformance: XYYJsonModel {
  static let xyyKeys = XYYFixtureSupport.inverse(keyMapping)
  public func xyy_propertyName(forKey key: String) -> String { Self.xyyKeys[key] ?? key }
}

extension CitmPrice: XYYJsonModel {
  static let xyyKeys = XYYFixtureSupport.inverse(keyMapping)
  public func xyy_propertyName(forKey key: String) -> String { Self.xyyKeys[key] ?? key }
}

extension CitmSeatCategory: XYYJsonModel {
  static let xyyKeys = XYYFixtureSupport.inverse(keyMapping)
  public func xyy_propertyName(forKey key: String) -> String { Self.xyyKeys[key] ?? key }
}

extension CitmArea: XYYJsonModel {
  static let xyyKeys = XYYFixtureSupport.inverse(keyMapping)
  public func xyy_propertyName(forKey key: String) -> String { Self.xyyKeys[key] ?? key }
}

extension DeepNode: XYYJsonModel {
  static let xyyKeys = XYYFixtureSupport.inverse(keyMapping)
  public func xyy_propertyName(forKey key: String) -> String { Self.xyyKeys[key] ?? key }
}

extension SweepRecord: XYYJsonModel {}

extension SweepRecordList: XYYJsonModel {}

extension CanadaFeatureCollection: XYYJsonModel {}

extension CanadaFeature: XYYJsonModel {}

extension CanadaGeometry: XYYJsonModel {}
