import Foundation
import ModelRuntime

/// Any JSON value through Codable, as the Foundation value the readers make (`String`, `NSNumber`,
/// `[Any]`, `[String: Any]`, `NSNull` inside containers, nil for a top-level null).
///
/// The Codable baselines `modelbench scaffold` writes use it for the properties whose samples held mixed
/// kinds (`Any`, `[Any]`): the models are shared by every implementation, so such a property's type is
/// Foundation's, and Codable reads and writes it through this wrapper.
public struct AnyCodableValue: Codable {
  public var value: Any?

  public init(_ value: Any?) { self.value = value }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      value = nil
    } else if let bool = try? container.decode(Bool.self) {
      value = NSNumber(value: bool)
    } else if let integer = try? container.decode(Int64.self) {
      value = NSNumber(value: integer)
    } else if let integer = try? container.decode(UInt64.self) {
      value = NSNumber(value: integer)
    } else if let double = try? container.decode(Double.self) {
      value = NSNumber(value: double)
    } else if let string = try? container.decode(String.self) {
      value = string
    } else if let array = try? container.decode([AnyCodableValue].self) {
      value = array.map { $0.value ?? NSNull() }
    } else {
      let object = try container.decode([String: AnyCodableValue].self)
      value = object.mapValues { $0.value ?? NSNull() }
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch value {
    case nil, is NSNull: try container.encodeNil()
    case let string as String: try container.encode(string)
    case let number as NSNumber:
      switch JSONValueKind.numberKind(number) {
      case .bool: try container.encode(number.boolValue)
      case _ where number is NSDecimalNumber: try container.encode(number.decimalValue)
      case .double: try container.encode(number.doubleValue)
      default:
        // An integer beyond Int64 (the readers make it a UInt64 NSNumber) keeps its value.
        let code = number.objCType.pointee
        if code == CChar(UInt8(ascii: "Q")) || code == CChar(UInt8(ascii: "L")) {
          try container.encode(number.uint64Value)
        } else {
          try container.encode(number.int64Value)
        }
      }
    case let bool as Bool: try container.encode(bool)
    case let integer as Int: try container.encode(integer)
    case let double as Double: try container.encode(double)
    case let array as [Any]: try container.encode(array.map(AnyCodableValue.init))
    case let object as [String: Any]: try container.encode(object.mapValues(AnyCodableValue.init))
    default:
      throw EncodingError.invalidValue(
        value as Any,
        EncodingError.Context(codingPath: encoder.codingPath, debugDescription: "not a JSON value"))
    }
  }
}
