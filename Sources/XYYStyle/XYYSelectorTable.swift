/// Methods by selector, looked up as the Objective-C runtime's method cache answers
/// `respondsToSelector:`: the selector's number masked to the table's size, then the next slots in turn.
///
/// A `Dictionary` hashed every look-up with SipHash; a selector is already a small unique number, and the
/// tables are read for every key of every conversion.
struct XYYSelectorTable<Value> {
  /// Each slot's selector number; −1 marks an empty slot. The count is a power of two.
  private var selectors: [Int] = []
  private var values: [Value?] = []
  private var count = 0

  /// The method for `selector`; nil when the model declares none. Setting nil removes it.
  subscript(selector: XYYSelector) -> Value? {
    get {
      guard count > 0 else { return nil }
      let slot = self.slot(of: selector.id)
      return selectors[slot] == selector.id ? values[slot] : nil
    }
    set {
      if count > 0 {
        let slot = self.slot(of: selector.id)
        if selectors[slot] == selector.id {
          values[slot] = newValue
          return
        }
      }
      guard let newValue else { return }
      // At most half full, so that a probe meets an empty slot soon.
      if (count + 1) * 2 > selectors.count { grow() }
      let slot = self.slot(of: selector.id)
      selectors[slot] = selector.id
      values[slot] = newValue
      count += 1
    }
  }

  /// The slot holding `id`, else the empty slot where it would go.
  private func slot(of id: Int) -> Int {
    let mask = selectors.count - 1
    var slot = id & mask
    while selectors[slot] != id, selectors[slot] >= 0 { slot = (slot + 1) & mask }
    return slot
  }

  private mutating func grow() {
    let old = zip(selectors, values).filter { $0.0 >= 0 }
    let capacity = max(8, selectors.count * 2)
    selectors = Array(repeating: -1, count: capacity)
    values = Array(repeating: nil, count: capacity)
    for (id, value) in old {
      let slot = self.slot(of: id)
      selectors[slot] = id
      values[slot] = value
    }
  }
}
