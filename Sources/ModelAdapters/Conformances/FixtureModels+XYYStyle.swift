import Foundation
import MappingSeam
import ModelFixtures
import ModelRuntime
import XYYStyle

// The fixture models' configuration in XYYModel's own hooks: `xyy_propertyName(forKey:)` maps each JSON
// key to its property. XYYModel has no default String → URL or Weibo-date conversion, so the models
// declare `convert<Name>Value` converters for those properties, as its users do; they also declare a
// setter for every property (generated from the models by `make fixtures`: FixtureModels+XYYSetters.swift),
// used unless a call asks for the field path.

enum XYYFixtureSupport {
  /// JSON key → property name, the inverse of a model's `keyMapping`.
  static func inverse(_ mapping: [String: String]) -> [String: String] {
    Dictionary(mapping.map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
  }

  static func url(_ value: Any?) -> Any? {
    guard let string = value as? String, !string.isEmpty else { return value as? URL }
    return URL(string: string)
  }

  /// The Weibo format, else the `yyyy-MM-dd HH:mm:ss +0000` form model→dictionary writes.
  static func date(_ value: Any?) -> Any? {
    guard let string = value as? String else { return value as? Date }
    return FixedFormatDate.withBytes(of: string) { bytes in
      FixedFormatDate.parseCTime(bytes, hasFraction: false)
        ?? FixedFormatDate.parse(
          bytes, layout: .init(time: 11, zone: 20), timeSeparators: [UInt8(ascii: " ")])
    }
  }

  /// Converters for the URL and date properties of a model.
  static func addConverters<Model>(to table: inout XYYMethods.Builder<Model>, urls: [String], dates: [String])
  {
    func selector(_ name: String) -> String {
      "convert\(name.prefix(1).uppercased() + name.dropFirst())Value"
    }
    for name in urls { table.converter(selector(name)) { _, value in url(value) } }
    for name in dates { table.converter(selector(name)) { _, value in date(value) } }
  }

}

extension GitHubUser: XYYJsonModel {
  static let xyyKeys = XYYFixtureSupport.inverse(keyMapping)
  static let xyyMethods = XYYMethods(GitHubUser.self, addXYYSetters)
  public func xyy_propertyName(forKey key: String) -> String { Self.xyyKeys[key] ?? key }
  public static var xyy_methods: XYYMethods { xyyMethods }
}

extension WeiboStatus: XYYJsonModel {
  static let xyyKeys = XYYFixtureSupport.inverse(keyMapping)
  static let xyyMethods = XYYMethods(WeiboStatus.self) { table in
    addXYYSetters(to: &table)
    XYYFixtureSupport.addConverters(
      to: &table, urls: ["thumbnailPic", "bmiddlePic", "originalPic"], dates: ["createdAt"])
  }
  public func xyy_propertyName(forKey key: String) -> String { Self.xyyKeys[key] ?? key }
  public static var xyy_methods: XYYMethods { xyyMethods }
}

extension WeiboUser: XYYJsonModel {
  static let xyyKeys = XYYFixtureSupport.inverse(keyMapping)
  static let xyyMethods = XYYMethods(WeiboUser.self) { table in
    addXYYSetters(to: &table)
    XYYFixtureSupport.addConverters(
      to: &table, urls: ["profileImageURL", "coverImagePhone", "avatarLarge", "avatarHD"],
      dates: ["createdAt"])
  }
  public func xyy_propertyName(forKey key: String) -> String { Self.xyyKeys[key] ?? key }
  public static var xyy_methods: XYYMethods { xyyMethods }
}

extension WeiboPicture: XYYJsonModel {
  static let xyyKeys = XYYFixtureSupport.inverse(keyMapping)
  static let xyyMethods = XYYMethods(WeiboPicture.self, addXYYSetters)
  public func xyy_propertyName(forKey key: String) -> String { Self.xyyKeys[key] ?? key }
  public static var xyy_methods: XYYMethods { xyyMethods }
}

extension WeiboPictureMetas: XYYJsonModel {
  static let xyyKeys = XYYFixtureSupport.inverse(keyMapping)
  static let xyyMethods = XYYMethods(WeiboPictureMetas.self) { table in
    addXYYSetters(to: &table)
    XYYFixtureSupport.addConverters(to: &table, urls: ["url"], dates: [])
  }
  public func xyy_propertyName(forKey key: String) -> String { Self.xyyKeys[key] ?? key }
  public static var xyy_methods: XYYMethods { xyyMethods }
}

extension WeiboVisible: XYYJsonModel {
  static let xyyKeys = XYYFixtureSupport.inverse(keyMapping)
  static let xyyMethods = XYYMethods(WeiboVisible.self, addXYYSetters)
  public func xyy_propertyName(forKey key: String) -> String { Self.xyyKeys[key] ?? key }
  public static var xyy_methods: XYYMethods { xyyMethods }
}

extension WeiboIcon: XYYJsonModel {
  static let xyyMethods = XYYMethods(WeiboIcon.self) { table in
    addXYYSetters(to: &table)
    XYYFixtureSupport.addConverters(to: &table, urls: ["url"], dates: [])
  }
  public static var xyy_methods: XYYMethods { xyyMethods }
}
