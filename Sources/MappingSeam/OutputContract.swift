import Foundation
import JSONText

/// What a valid output of one conversion is: one rule for every implementation, designs and baselines
/// alike, so that a ratio between two of them compares the same work.
///
/// The benchmark checks every cell's output against its conversion's rule before timing it (the
/// reference's included), and the conformance catalogue's "Output contracts" group has a case for each
/// rule; <doc:OutputContracts> says why each rule is what it is.
public struct OutputContract: Sendable, Identifiable, CustomStringConvertible {
  /// The conversion, as the report names it (`model→dict`).
  public let id: String
  /// The rule, in one sentence a reader can hold an output against.
  public let rule: String
  private let check: @Sendable (Any) -> ContractViolation?

  /// What in `output` breaks the rule, with where; nil when the output meets it.
  ///
  /// `output` is what the conversion gives: a model's dictionary for the decoding conversions (the model
  /// written back by its own implementation), the dictionary for model→dict, the bytes for model→bytes,
  /// and for archive the pair of dictionaries written by the archived model and the unarchived one.
  public func violation(in output: Any) -> ContractViolation? { check(output) }

  public var description: String { "\(id): \(rule)" }

  /// The rule for one of a codec's paths.
  public static func of(_ path: CodecPath) -> OutputContract {
    switch path {
    case .decodeObject: dictToModel
    case .decodeData: bytesToModel
    case .encodeObject: modelToDict
    case .encodeData: modelToBytes
    }
  }

  /// Every rule, in the report's order of conversions.
  public static let all: [OutputContract] = [dictToModel, modelToDict, bytesToModel, modelToBytes, archive]

  public static let dictToModel = OutputContract(
    id: "dict→model",
    rule:
      "Any dictionary gives a model of the asked type or a MappingError, never a trap; "
      + "written back, the model meets model→dict's rule (a value JSON cannot hold never reaches the output).",
    check: JSONObjectRule.violation(in:))

  public static let bytesToModel = OutputContract(
    id: "bytes→model",
    rule:
      "Text that is not RFC 8259 JSON, or has no object at the top, is a MappingError; "
      + "any other gives a model, as dict→model does.",
    check: JSONObjectRule.violation(in:))

  public static let modelToDict = OutputContract(
    id: "model→dict",
    rule:
      "A dictionary that JSONSerialization.isValidJSONObject accepts: string keys; strings, finite numbers, "
      + "booleans, null and containers of these; no NaN or infinity. A value that breaks it is left out, "
      + "or the call is a MappingError.",
    check: JSONObjectRule.violation(in:))

  public static let modelToBytes = OutputContract(
    id: "model→bytes",
    rule:
      "UTF-8 text of one JSON object that a strict RFC 8259 parser accepts (no NaN, no infinity, no "
      + "trailing bytes), or a MappingError.",
    check: { output in
      guard let data = output as? Data else {
        return ContractViolation("the output is a \(type(of: output)), not bytes", at: "$")
      }
      do throws(JSONTextError) {
        try JSONReader.validate(data)
      } catch {
        return ContractViolation("not RFC 8259 JSON: \(error)", at: error.offset.map { "byte \($0)" } ?? "$")
      }
      guard data.first(where: { !Self.isWhitespace($0) }) == UInt8(ascii: "{") else {
        return ContractViolation("the top level is not an object", at: "$")
      }
      return nil
    })

  public static let archive = OutputContract(
    id: "archive",
    rule:
      "Bytes that unarchive, with secure coding on, to a model whose model→dict is the archived model's.",
    check: { output in
      guard let (before, after) = output as? ([String: Any], [String: Any]) else {
        return ContractViolation("the output is not a pair of dictionaries", at: "$")
      }
      // Both bridged: `isEqual(to:)` with a Swift dictionary compares an NSNumber with a Swift Int as unequal.
      return NSDictionary(dictionary: before).isEqual(NSDictionary(dictionary: after))
        ? nil : ContractViolation("the unarchived model writes another dictionary", at: "$")
    })

  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
  }
}

/// Why an output breaks its conversion's ``OutputContract``, and where.
public struct ContractViolation: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong.
  public let reason: String
  /// Where: a path in the output (`$.coordinates[0][3][1]`), or a byte offset in text.
  public let location: String

  public init(_ reason: String, at location: String) {
    self.reason = reason
    self.location = location
  }

  public var description: String { "\(reason) at \(location)" }
}

/// model→dict's rule: Foundation's own `isValidJSONObject`, the authority the rule names; when it says
/// no, the walk below finds the first value it refuses, for the message.
enum JSONObjectRule {
  static func violation(in output: Any) -> ContractViolation? {
    guard output is [String: Any] else {
      return ContractViolation("the output is a \(type(of: output)), not a dictionary", at: "$")
    }
    if JSONSerialization.isValidJSONObject(output) { return nil }
    return ContractViolation(
      "JSONSerialization.isValidJSONObject refuses it", at: firstRefused(output, path: "$") ?? "$")
  }

  /// The path of the deepest value whose container is refused while it holds it, found by asking about
  /// each child alone (wrapped in an array, as the check needs a container at the top).
  private static func firstRefused(_ value: Any, path: String) -> String? {
    if let object = value as? [String: Any] {
      for key in object.keys.sorted() where !JSONSerialization.isValidJSONObject([object[key]!]) {
        return firstRefused(object[key]!, path: "\(path).\(key)") ?? "\(path).\(key)"
      }
      return nil
    }
    if let array = value as? [Any] {
      for (index, element) in array.enumerated() where !JSONSerialization.isValidJSONObject([element]) {
        return firstRefused(element, path: "\(path)[\(index)]") ?? "\(path)[\(index)]"
      }
    }
    return nil
  }
}
