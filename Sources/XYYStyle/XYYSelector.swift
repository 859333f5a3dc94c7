import ModelRuntime

/// A method name registered once, as `sel_registerName` registers a selector: the method tables are
/// keyed by it (`XYYSelectorTable`), so that the look-up each conversion makes per key masks a number
/// instead of hashing the name.
struct XYYSelector: Hashable, Sendable {
  let id: Int

  /// The selector of `name`: the same for every equal name.
  init(_ name: String) {
    id = Self.registry.withLock { names in
      if let id = names[name] { return id }
      let id = names.count
      names[name] = id
      return id
    }
  }

  private static let registry = Locked<[String: Int]>([:])
}
