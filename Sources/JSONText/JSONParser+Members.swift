extension JSONParser {
  /// One key and value of an object being read.
  struct Member {
    let key: String
    let value: Any
  }

  /// The members of the objects being read, innermost last, in memory of its own.
  ///
  /// An object's dictionary is made once its members are known, at its exact size, so it never grows and
  /// rehashes; the members are then moved into it, not copied and released one by one as an array's
  /// elements would be (an array cannot give up elements without destroying them).
  final class MemberStack {
    private var base: UnsafeMutablePointer<Member>
    private var capacity: Int
    /// How many members are held.
    private(set) var count = 0

    init(capacity: Int = 32) {
      self.capacity = capacity
      base = UnsafeMutablePointer<Member>.allocate(capacity: capacity)
    }

    deinit {
      base.deinitialize(count: count)
      base.deallocate()
    }

    /// Adds a member of the innermost object.
    @inline(__always)
    func push(key: consuming String, value: consuming Any) {
      if count == capacity { grow() }
      (base + count).initialize(to: Member(key: key, value: value))
      count += 1
    }

    private func grow() {
      let larger = UnsafeMutablePointer<Member>.allocate(capacity: capacity * 2)
      larger.moveInitialize(from: base, count: count)
      base.deallocate()
      base = larger
      capacity *= 2
    }

    /// The members from `first` on, moved into a dictionary (of a duplicate key, the last wins), and
    /// removed.
    func popObject(from first: Int) -> [String: Any] {
      var result = JSONContainers.object(capacity: count - first)
      for position in first..<count {
        let member = (base + position).move()
        result[member.key] = member.value
      }
      count = first
      return result
    }
  }
}
