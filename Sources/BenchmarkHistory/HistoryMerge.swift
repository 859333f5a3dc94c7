import BenchmarkKit
import Foundation

/// `history merge`: shard files (and the history already in the target file) joined into one history.
///
/// Counts compare only when they were made alike, so every record must share one toolchain, one
/// architecture and one cell selection; otherwise the merge is refused with the two that differ. A line
/// that is not a record (a shard's writer stopped mid-line) is left out and named; every complete line
/// is kept.
package enum HistoryMerge {
  /// The joined records, in the order read (a commit recorded twice keeps its last record), and the
  /// lines left out.
  package struct Merged: Sendable {
    package var records: [HistoryRecord]
    package var leftOut: [HistoryFile.ReadError]
  }

  /// Reads and joins `files`, in order.
  package static func merge(_ files: [URL]) throws(HistoryError) -> Merged {
    var records: [HistoryRecord] = []
    var leftOut: [HistoryFile.ReadError] = []
    var first: (record: HistoryRecord, file: String)?
    for file in files {
      guard FileManager.default.fileExists(atPath: file.path) else {
        throw HistoryError("no such history file", at: file.path)
      }
      let read: (records: [HistoryRecord], unreadable: [HistoryFile.ReadError])
      do {
        read = try HistoryFile.readComplete(file)
      } catch {
        throw HistoryError("\(error)", at: file.path)
      }
      leftOut += read.unreadable
      for record in read.records {
        if let first {
          try refuseUnlike(record, in: file.path, first.record, in: first.file)
        } else {
          first = (record, file.path)
        }
        records.removeAll { $0.commit == record.commit }
        records.append(record)
      }
    }
    return Merged(records: records, leftOut: leftOut)
  }

  /// Writes `records` to `file` in one step (a temporary file moved into place), so that a stopped
  /// merge leaves the file as it was.
  package static func write(_ records: [HistoryRecord], to file: URL) throws(HistoryError) {
    let temporary = file.deletingLastPathComponent().appendingPathComponent(
      ".\(file.lastPathComponent).merging-\(UUID())")
    do {
      for record in records { try HistoryFile.append(record, to: temporary) }
      if records.isEmpty { try Data().write(to: temporary) }
      // rename(2) replaces an existing file in one step; Foundation's replaceItemAt failed here on
      // Linux with "the file doesn't exist" for a history file that did.
      guard rename(temporary.path, file.path) == 0 else {
        throw CocoaError(
          .fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: String(cString: strerror(errno))])
      }
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw HistoryError("\(error)", at: file.path)
    }
  }

  private static func refuseUnlike(
    _ record: HistoryRecord, in file: String, _ first: HistoryRecord, in firstFile: String
  ) throws(HistoryError) {
    let differences = [
      ("toolchain", record.toolchain, first.toolchain),
      ("architecture", record.architecture, first.architecture),
      ("cell selection", record.selection, first.selection),
    ].filter { $0.1 != $0.2 }
    guard let (what, this, that) = differences.first else { return }
    throw HistoryError(
      "its \(what) (\(this), at \(record.shortCommit)) is not \(firstFile)'s (\(that)): counts made "
        + "differently do not join; count the shards alike", at: file)
  }
}
