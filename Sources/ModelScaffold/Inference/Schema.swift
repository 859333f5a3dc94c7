import Foundation
import ModelRuntime

/// The models inferred from a set of samples: one class per distinct shape, with its properties.
public struct Schema: Sendable {
  /// A property's Swift type.
  public indirect enum FieldType: Hashable, Sendable {
    case bool, int, double, decimal, string
    case date(SampleDateFormat)
    /// A model of `Schema/models`, by index.
    case model(Int)
    case array(FieldType)
    /// An object used as a map: ids → values.
    case map(FieldType)
    /// Mixed kinds, or nothing but null.
    case any
  }

  public struct Property: Hashable, Sendable {
    /// The Swift name.
    public var name: String
    /// The JSON key.
    public var key: String
    public var type: FieldType
    /// Missing or null in some sample.
    public var optional: Bool
    /// Seen as null in every sample (its type is a guess).
    public var alwaysNull: Bool
    /// For an ISO 8601 date: how the samples wrote it.
    public var isoVariant: SampleDateFormat.ISO8601Variant?
  }

  public struct Model: Sendable {
    public var name: String
    /// Where the samples had it, as a JSON path (`$.statuses[]`).
    public var path: String
    /// How many objects of this shape the samples held.
    public var count: Int
    public var properties: [Property]
  }

  /// One sample's root: the model its document decodes into, and whether the document is an array of
  /// them.
  public struct Root: Sendable {
    public var sample: String
    public var model: Int
    /// For a document that is an array of models: the model holding them as `items`, which its workload
    /// decodes (the seam's conversions take an object).
    public var wrapper: String?
  }

  public var models: [Model]
  public var roots: [Root]
}

extension Schema.FieldType {
  /// Whether a model stands somewhere in this type.
  var holdsModel: Bool {
    switch self {
    case .model: true
    case .array(let element), .map(let element): element.holdsModel
    default: false
    }
  }

  /// Whether JSONDecoder and JSONEncoder take a value of this type as it is.
  var isNativelyCodable: Bool {
    switch self {
    case .bool, .int, .double, .decimal, .string, .model: true
    case .date, .any: false
    case .array(let element), .map(let element): element.isNativelyCodable
    }
  }
}
