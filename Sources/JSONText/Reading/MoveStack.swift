/// A stack of elements in memory of its own, from which a finished container's elements are moved, never
/// copied.
///
/// An array cannot give up its elements without destroying them, so the reader keeps the keys and values
/// of the containers being read here, innermost last, and moves each finished container's out at once.
/// The stack is a plain value over memory it does not free by itself: ``JSONReaderContext`` owns it (and
/// frees it with ``free()``) and lends it to one parser at a time, so that it is allocated once per thread
/// rather than once per document.
struct MoveStack<Element> {
  private(set) var base: UnsafeMutablePointer<Element>
  private(set) var capacity: Int
  /// How many elements are held.
  private(set) var count = 0

  init(capacity: Int) {
    self.capacity = capacity
    base = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
  }

  @inline(__always)
  mutating func push(_ element: consuming Element) {
    if count == capacity { grow() }
    (base + count).initialize(to: element)
    count += 1
  }

  private mutating func grow() {
    let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
    larger.moveInitialize(from: base, count: count)
    base.deallocate()
    base = larger
    capacity *= 2
  }

  /// The elements from `first` on, still initialized: the caller moves or deinitializes every one of
  /// them, then calls ``forget(from:)``.
  @inline(__always)
  func elements(from first: Int) -> UnsafeMutableBufferPointer<Element> {
    UnsafeMutableBufferPointer(start: base + first, count: count - first)
  }

  /// Drops the elements from `first` on, which the caller has already moved out or deinitialized.
  @inline(__always)
  mutating func forget(from first: Int) { count = first }

  /// Destroys every element held (what an error leaves behind), and gives back the memory of a stack
  /// grown past `keptCapacity` by a large document, so that a thread does not hold it for good.
  mutating func removeAll(keepingCapacity keptCapacity: Int) {
    base.deinitialize(count: count)
    count = 0
    guard capacity > keptCapacity else { return }
    base.deallocate()
    base = UnsafeMutablePointer<Element>.allocate(capacity: keptCapacity)
    capacity = keptCapacity
  }

  /// Destroys the elements and frees the memory; the stack is not used again.
  mutating func free() {
    base.deinitialize(count: count)
    count = 0
    base.deallocate()
    capacity = 0
  }
}

extension MoveStack where Element: BitwiseCopyable {
  /// Appends a run of plain values (copied: there is nothing to retain), growing once for the whole run.
  @inline(__always)
  mutating func append(contentsOf run: UnsafeBufferPointer<Element>) {
    guard let source = run.baseAddress else { return }
    while count + run.count > capacity { grow() }
    (base + count).initialize(from: source, count: run.count)
    count += run.count
  }

  /// The elements held, for reading (valid until the next change).
  var elements: UnsafeBufferPointer<Element> { UnsafeBufferPointer(start: base, count: count) }
}
