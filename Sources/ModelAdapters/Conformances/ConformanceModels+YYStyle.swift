import Foundation
import MappingSeam
import ModelFixtures
import YYStyle

// The conformance models' configuration in YYModel's hooks.

extension Probe: YYModel {
  public static var modelDictionaryHooks: YYDictionaryHooks { [] }
}
extension ProbeChild: YYModel {
  public static var modelDictionaryHooks: YYDictionaryHooks { [] }
}

extension Mapped: YYModel {
  public static var modelDictionaryHooks: YYDictionaryHooks { [] }

  /// No array indexes in YYModel: `second` keeps its name.
  public static func modelCustomPropertyMapper() -> [String: YYKeyMapping] {
    [
      "name": "n", "desc": "ext.desc", "identifier": ["id", "ID", "book_id"], "first": "shared",
      "copy": "shared",
      "userName": "user_name",
    ]
  }
}

extension Pet: YYModel {
  public static var modelDictionaryHooks: YYDictionaryHooks { [.customClass] }

  public class func modelCustomClass(for dictionary: [String: Any]) -> (any YYModel.Type)? {
    dictionary["purrs"] != nil ? Cat.self : nil
  }
}

extension Owner: YYModel {
  public static var modelDictionaryHooks: YYDictionaryHooks { [] }
}

extension Listed: YYModel {
  public static var modelDictionaryHooks: YYDictionaryHooks { [] }

  public static func modelPropertyBlacklist() -> [String]? { ["a"] }
  public static func modelPropertyWhitelist() -> [String]? { ["a", "b"] }
}

extension Hooked: YYModel {
  public static var modelDictionaryHooks: YYDictionaryHooks { [.willTransform, .transformFrom] }

  /// Upper-cases `name` before conversion; a dictionary with `reject` is refused.
  public func modelCustomWillTransform(from dictionary: [String: Any]) -> [String: Any]? {
    guard dictionary["reject"] == nil else { return nil }
    var copy = dictionary
    if let name = dictionary["name"] as? String { copy["name"] = name.uppercased() }
    return copy
  }

  /// A negative count rejects the model after conversion.
  public func modelCustomTransform(from dictionary: [String: Any]) -> Bool { count >= 0 }
}

extension Observed: YYModel {
  public static var modelDictionaryHooks: YYDictionaryHooks { [] }
}
extension Level1: YYModel {
  public static var modelDictionaryHooks: YYDictionaryHooks { [] }
}
