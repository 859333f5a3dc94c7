import Foundation
import MappingSeam
import ModelFixtures
import ModelRuntime

// The adapter: the reflection mapper behind ModelBench's seam. It offers a codec for any model whose
// fields it can convert (numbers, strings, dates, nested models and arrays of them); for the others (a
// dictionary of models, say) it offers none, and their cells read `–`.

/// The reflection mapper as ModelBench sees it.
public struct ReflectionMapperImplementation: MappingImplementation {
  public let id = "reflection"
  public let displayName = "ReflectionMapper"

  public init() {}

  public func codec<Model>(for type: Model.Type) -> ModelCodec<Model>? {
    guard Self.converts(Model.self) else { return nil }
    func model(_ value: Any) throws(MappingError) -> Model {
      guard let model = value as? Model else { throw MappingError.rejected("not a \(Model.self)") }
      return model
    }
    func decode(_ object: [String: Any]) throws(MappingError) -> Model {
      do { return try model(try ReflectionMapper.decode(Model.self, from: object)) } catch {
        throw MappingError.rejected("\(error)")
      }
    }
    func encode(_ value: Model) throws(MappingError) -> [String: Any] {
      do { return try ReflectionMapper.encode(value) } catch { throw MappingError.rejected("\(error)") }
    }
    return ModelCodec(
      decodeObject: decode,
      decodeData: { (data) throws(MappingError) in try decode(try MappingSupport.jsonObject(data)) },
      update: nil,
      encodeObject: encode,
      encodeData: { (value) throws(MappingError) in try MappingSupport.jsonData(try encode(value)) })
  }

  /// Whether every stored field of `type`, and of the models it holds, has a type the mapper converts.
  static func converts(_ type: Any.Type, seen: Set<ObjectIdentifier> = []) -> Bool {
    guard !seen.contains(ObjectIdentifier(type)) else { return true }
    guard type is any ModelInitializable.Type, let info = try? TypeInfo.of(type) else { return false }
    let inside = seen.union([ObjectIdentifier(type)])
    func supported(_ encoding: TypeEncoding) -> Bool {
      switch encoding {
      case .optional(let wrapped), .array(let wrapped): supported(wrapped)
      case .bool, .int, .int32, .int64, .uint, .uint32, .uint64, .float, .double, .string, .date: true
      case .model(let key): converts(key.type, seen: inside)
      default: false
      }
    }
    return info.fields.allSatisfy { !$0.isVar || $0.isLazyStorage || supported($0.encoding) }
  }
}

// The models' own key tables (property → JSON key), read through the mapper's protocol.
extension GitHubUser: KeyMapped {}
extension WeiboStatus: KeyMapped {}
extension WeiboUser: KeyMapped {}
extension WideModel: KeyMapped {}
extension DeepNode: KeyMapped {}
