import Foundation
import MappingSeam
import ModelRuntime

/// The seam's `validateArchive` for a design's `…_validateArchive(_:)`, a refusal becoming an archiving
/// error; nil when the codec has no `unarchive` to guard.
func archiveCheck<Model>(
  guarding unarchive: ((Data) throws(MappingError) -> Model)?,
  _ check: @escaping (Data) throws(ArchiveGuard.Refusal) -> Void
) -> ((Data) throws(MappingError) -> Void)? {
  guard unarchive != nil else { return nil }
  return { (data) throws(MappingError) in
    do throws(ArchiveGuard.Refusal) {
      try check(data)
    } catch {
      throw MappingError(.archiving("refused: \(error)"))
    }
  }
}
