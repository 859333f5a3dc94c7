/// The containers JSON values are read into and written from, made the way a hot path needs them.
public enum JSONContainers {
  /// An empty JSON object with room for `capacity` members, so that adding them never grows and
  /// rehashes it.
  ///
  /// `Dictionary(minimumCapacity:)` and `reserveCapacity(_:)` are not inlinable, so the standard library
  /// runs them unspecialized and looks up the storage class's metadata at run time on every call (a
  /// sizeable share of a small model's whole write). `init(uniqueKeysWithValues:)` is
  /// inlinable and sizes its storage from the sequence's `underestimatedCount`: given a sequence with no
  /// elements that reports `capacity`, it allocates exactly that storage, specialized here.
  public static func object(capacity: Int) -> [String: Any] {
    [String: Any](uniqueKeysWithValues: CapacityHint(count: capacity))
  }

  /// No elements, and `count` as their underestimated number: see ``object(capacity:)``.
  private struct CapacityHint: Sequence {
    let count: Int
    var underestimatedCount: Int { count }
    func makeIterator() -> EmptyCollection<(String, Any)>.Iterator { EmptyCollection.Iterator() }
  }
}
