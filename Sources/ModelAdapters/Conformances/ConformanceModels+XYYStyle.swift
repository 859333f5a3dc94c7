import Foundation
import MappingSeam
import ModelFixtures
import XYYStyle

// The conformance models' configuration in XYYModel's hooks.

extension Probe: XYYJsonModel {}
extension ProbeChild: XYYJsonModel {}

extension Mapped: XYYJsonModel {
  /// One key, one property: no key paths, alternatives or shared keys in XYYModel.
  public func xyy_propertyName(forKey key: String) -> String {
    switch key {
    case "n": "name"
    case "id": "identifier"
    case "shared": "first"
    case "user_name": "userName"
    default: key
    }
  }
}

extension Pet: XYYJsonModel {}
extension Owner: XYYJsonModel {}

extension Listed: XYYJsonModel {
  public func xyy_needIgnoreProperty(_ propertyName: String, forDicToModel: Bool) -> Bool {
    propertyName == "a" || propertyName == "c"
  }
}

extension Hooked: XYYJsonModel {
  /// Upper-cases `name`; a null or failed `count` becomes -1.
  public static let xyy_methods = XYYMethods(Hooked.self) { table in
    table.converter("convertNameValue") { _, value in (value as? String)?.uppercased() }
    table.nilValue("nilCountValue") { _ in -1 }
  }
}

extension Observed: XYYJsonModel {
  /// `level` has a declared setter: its didSet runs.
  public static let xyy_methods = XYYMethods(Observed.self) { table in
    table.setter("setLevel", Int.self) { model, value in model.level = value }
  }
}

extension Level1: XYYJsonModel {}
