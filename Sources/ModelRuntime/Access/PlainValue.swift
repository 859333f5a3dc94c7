/// Values made from bytes, for types that are plain data.
public enum PlainValue {
  /// A value of `type` with every byte zero — the original's `memset(value, 0, size)` for a struct's
  /// default — when the type is plain data (no references, no resilient or generic storage that zero
  /// bytes would not make valid); nil otherwise.
  public static func zero(of type: Any.Type) -> Any? {
    func open<T>(_: T.Type) -> Any? {
      guard _isPOD(T.self) else { return nil }
      return unsafe withUnsafeTemporaryAllocation(of: T.self, capacity: 1) { buffer in
        unsafe UnsafeMutableRawBufferPointer(buffer).initializeMemory(as: UInt8.self, repeating: 0)
        return unsafe buffer.baseAddress!.move()
      }
    }
    return open(type)
  }
}
