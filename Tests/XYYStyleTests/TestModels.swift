import Foundation
import XYYStyle

final class Thermometer: XYYJsonModel {
  var celsius: Double = 0 { didSet { didSetCount += 1 } }
  var didSetCount = 0
  var label: String? = "none"
  var scale = 1
  let serial: String = "factory"
  var fahrenheit: Double {
    get { celsius * 9 / 5 + 32 }
    set { celsius = (newValue - 32) * 5 / 9 }
  }
  required init() {}

  static let xyy_methods = XYYMethods(Thermometer.self) { m in
    m.setter("setCelsius", Double.self) { model, value in model.celsius = value }
    m.setter("setFahrenheit", Double.self) { model, value in model.fahrenheit = value }
    m.converter("convertLabelValue") { _, value in (value as? String)?.uppercased() }
    m.nilValue("nilScaleValue") { _ in -1 }
    m.toJSON("convertCelsiusToJsonValue") { model in "\(model.celsius)°C" }
  }
}

/// The same model, asking for the field path whenever it exists.
final class DirectThermometer: XYYJsonModel {
  var celsius: Double = 0 { didSet { didSetCount += 1 } }
  var didSetCount = 0
  required init() {}
  func xyy_alwaysAccessIvarDirectlyIfCan(forDicToModel: Bool) -> Bool { true }
  static let xyy_methods = XYYMethods(DirectThermometer.self) { m in
    m.setter("setCelsius", Double.self) { model, value in model.celsius = value }
  }
}

struct Values: XYYJsonModel {
  var int = 5, int8: Int8 = 5, uint64: UInt64 = 5, double = 5.0, float: Float = 5, bool = true
  var optionalInt: Int? = 5
  var string = "s", optionalString: String? = "s"
  var decimal: Decimal? = nil
  var date: Date? = nil
  var url: URL? = URL(string: "https://keep.example")
  var size = CGSize(width: 1, height: 1)
  var range = NSRange(location: 1, length: 1)
  var insets = XYYEdgeInsets(top: 1)
  var map: [String: Int] = ["k": 1]
  var list: [Int] = [1]
  var tags: Set<String> = []
  var child: Child? = nil
  var children: [Child] = []
  var byName: [String: Child] = [:]
  var suit: Suit = .hearts
}

struct Child: XYYJsonModel, Hashable {
  var name = ""
}

enum Suit: String { case hearts, spades }

struct Renaming: XYYJsonModel {
  var userName = ""
  var secret = "keep"
  var items: [Any] = []
  func xyy_propertyName(forKey key: String) -> String { key == "user_name" ? "userName" : key }
  func xyy_needIgnoreProperty(_ propertyName: String, forDicToModel: Bool) -> Bool {
    propertyName == "secret"
  }
  func xyy_arrayContentClass(forProperty propertyName: String) -> Any.Type? {
    propertyName == "items" ? Child.self : nil
  }
}
