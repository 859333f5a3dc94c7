import Foundation
import MappingSeam
import ModelFixtures
import ModelRuntime

/// A design's five conversions on its own model protocol, and its archive check: what each design adapter
/// states, made the seam's codec in one place.
///
/// The casts between the design's `T` and the seam's `Model`, the fixtures' keyed archiving through the
/// design's coder hooks and the archive check's wiring live here, so the adapters say only what differs:
/// which of the design's calls each path makes, and what its failure is called.
struct DesignConversions<T> {
  var decodeObject: ([String: Any]) throws(MappingError) -> T
  var decodeData: (Data) throws(MappingError) -> T
  /// Returns the updated model: the seam's model is written back only when the update succeeds.
  var update: (T, [String: Any]) throws(MappingError) -> T
  var encodeObject: (T) throws(MappingError) -> [String: Any]
  var encodeData: (T) throws(MappingError) -> Data
  /// The design's `…_validateArchive(_:)`.
  var validateArchive: (Data) throws(ArchiveGuard.Refusal) -> Void

  /// The seam's codec for `Model` (whose values are `T`s), archiving the fixture classes through `archiving`.
  func codec<Model>(for _: Model.Type, archiving strategy: ArchivingStrategy) -> ModelCodec<Model> {
    let archiving = FixtureArchiving.codecs(for: Model.self, strategy: strategy)
    let (decodeObject, decodeData, update) = (self.decodeObject, self.decodeData, self.update)
    let (encodeObject, encodeData) = (self.encodeObject, self.encodeData)
    return ModelCodec(
      decodeObject: { (object) throws(MappingError) in try decodeObject(object) as! Model },
      decodeData: { (data) throws(MappingError) in try decodeData(data) as! Model },
      update: { (model, object) throws(MappingError) in model = try update(model as! T, object) as! Model },
      encodeObject: { (model) throws(MappingError) in try encodeObject(model as! T) },
      encodeData: { (model) throws(MappingError) in try encodeData(model as! T) },
      archive: archiving.archive,
      unarchive: archiving.unarchive,
      validateArchive: archiving.unarchive == nil ? nil : checkingArchives(with: validateArchive)
    )
  }

  /// The seam's `validateArchive` for the design's check, a refusal becoming an archiving error.
  private func checkingArchives(
    with check: @escaping (Data) throws(ArchiveGuard.Refusal) -> Void
  ) -> (Data) throws(MappingError) -> Void {
    { (data) throws(MappingError) in
      do throws(ArchiveGuard.Refusal) {
        try check(data)
      } catch {
        throw MappingError(.archiving("refused: \(error)"))
      }
    }
  }
}
