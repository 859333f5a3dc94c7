import Foundation
import MappingSeam

/// One case of the catalogue: an input, what is done with it, and what is looked at.
///
/// What each implementation is expected to give is kept apart, in ``Expectations``.
public struct ConformanceCase: @unchecked Sendable, CustomStringConvertible {
  public enum Group: String, CaseIterable, Sendable {
    case scalars = "Scalar types"
    case numbers = "Numbers"
    case coercions = "Coercions"
    case keyMapping = "Key mapping"
    case nesting = "Nesting"
    case containers = "Containers"
    case lists = "Allow and ignore lists"
    case hooks = "Hooks"
    case writes = "Setter and field writes"
    case inheritance = "Inheritance"
    case toJSON = "Model → JSON"
    case archiving = "Archiving"
    case badInput = "Bad input"
    case contracts = "Output contracts"
  }

  /// The model a case decodes into.
  public enum Model: String, Sendable {
    case probe, mapped, owner, listed, hooked, observed, level3
  }

  /// What is done.
  public enum Step {
    /// JSON text → a new model (`decodeData`).
    case decode(String)
    /// A parsed dictionary, with Swift values JSON text cannot hold → a new model (`decodeObject`).
    case decodeObject([String: Any])
    /// Raw bytes → a new model.
    case decodeBytes([UInt8])
    /// A model decoded from `start`, then updated in place with `with`.
    case update(start: String, with: String)
    /// A model decoded from `start`, then encoded to a JSON object.
    case encode(start: String)
    /// A model decoded from `start`, archived and unarchived.
    case archive(start: String)
    /// A model decoded from `start`, changed by code (values JSON text cannot hold), then written out
    /// by `path`: `.encodeObject` or `.encodeData`.
    case write(start: String, edit: @Sendable (NSObject) -> Void, path: CodecPath)
  }

  /// What is looked at afterwards.
  public enum Observation {
    /// A field of the model, or of a nested model (`child.name`).
    case field(String)
    /// The dynamic type of a field's value.
    case typeOf(String)
    /// A key path in the encoded JSON object (`ext.desc`, `list[1]`).
    case key(String)
    /// Whether the step's output meets its conversion's `OutputContract`: "holds", or "breaks at" where.
    case contract
  }

  public let id: String
  public let group: Group
  public let summary: String
  public let model: Model
  public let step: Step
  public let observation: Observation

  public init(
    id: String, group: Group, summary: String, model: Model, step: Step, observation: Observation
  ) {
    self.id = id
    self.group = group
    self.summary = summary
    self.model = model
    self.step = step
    self.observation = observation
  }

  public var description: String { id }
}

/// What an implementation did with a case.
public enum Outcome: Hashable, Sendable, CustomStringConvertible {
  /// The observed value, rendered canonically.
  case value(String)
  /// The observed value is what a fresh model holds.
  case unchanged
  /// The operation failed with an error value (or returned nil).
  case rejected
  /// The implementation cannot run the case (no adapter for the model, no such operation).
  case unsupported

  /// Parses the catalogue's notation: `=` unchanged, `✗` rejected, `–` unsupported, else a value.
  public init(token: String) {
    switch token {
    case "=": self = .unchanged
    case "✗": self = .rejected
    case "–": self = .unsupported
    default: self = .value(token)
    }
  }

  public var token: String {
    switch self {
    case .value(let value): value
    case .unchanged: "="
    case .rejected: "✗"
    case .unsupported: "–"
    }
  }

  public var description: String { token }
}
