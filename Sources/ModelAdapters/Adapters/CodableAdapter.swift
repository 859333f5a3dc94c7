import Foundation
import MappingSeam
import ModelFixtures

/// The Codable baseline through the seam: JSONDecoder and JSONEncoder, PropertyListEncoder for archives.
///
/// Codable has no decoder from an already-parsed dictionary, so `decodeObject` (dict→model) goes through
/// `JSONSerialization.data` first and is reported as such; `decodeData` is its native operation.
public struct CodableImplementation: MappingImplementation {
  public init() {}
  public var id: String { "codable" }
  public var displayName: String { "Codable" }
  public var isBaseline: Bool { true }
  public var archiveFormat: String? { "binary property list" }

  public func codec<Model>(for type: Model.Type) -> ModelCodec<Model>? {
    guard let modelType = type as? any Codable.Type else { return nil }
    func make<T: Codable>(_: T.Type) -> ModelCodec<Model> {
      let decode = { (data: Data) throws(MappingError) -> Model in
        do {
          return try JSONDecoder().decode(T.self, from: data) as! Model
        } catch {
          throw .invalidInput("\(error)")
        }
      }
      let encode = { (model: Model) throws(MappingError) -> Data in
        do {
          return try JSONEncoder().encode(model as! T)
        } catch {
          throw .notEncodable("\(error)")
        }
      }
      return ModelCodec(
        decodeObject: { (object) throws(MappingError) in try decode(try MappingSupport.jsonData(object)) },
        decodeData: decode,
        update: nil,
        encodeObject: { (model) throws(MappingError) in try MappingSupport.jsonObject(try encode(model)) },
        encodeData: encode,
        archive: { (model) throws(MappingError) in
          do {
            return try PropertyListEncoder().encode(model as! T)
          } catch {
            throw MappingError(.archiving("\(error)"))
          }
        },
        unarchive: { (data) throws(MappingError) in
          do {
            return try PropertyListDecoder().decode(T.self, from: data) as! Model
          } catch {
            throw MappingError(.archiving("\(error)"))
          }
        }
      )
    }
    return make(modelType)
  }
}
