import Foundation

/// What the reader keeps on a thread between documents: the stacks it reads containers onto and the object
/// shapes it has seen.
///
/// One context per thread, made on the thread's first read and freed when the thread ends, so reading takes
/// no lock and allocates no stack per document. A parser borrows the context's stacks for one document and
/// hands them back, emptied, whether the document was read or refused. A context is never shared: a read
/// that finds its thread's context busy (none does today — the reader calls no code of anyone else's) gets a
/// fresh one of its own.
final class JSONReaderContext {
  /// The elements a stack keeps room for between documents: enough for ordinary nesting and records; a
  /// larger document's growth is given back when it has been read.
  static let keptCapacity = 1024

  var keys = MoveStack<JSONParser.Key>(capacity: 32)
  var values = MoveStack<Any>(capacity: 32)
  /// Scratch for strings with escapes, reused across strings.
  var scratch = MoveStack<UInt8>(capacity: 256)
  let shapes = JSONShapeTable()
  /// The direct readers' member orders (``JSONCursor/memberOrder(for:)``).
  let memberOrders = JSONMemberOrders()
  /// The integers the tree reader made into `NSNumber`s in the document it reads (let go at its end).
  let numbers = JSONNumberCache()
  private var busy = false

  deinit {
    keys.free()
    values.free()
    scratch.free()
  }

  /// Runs `body` with the calling thread's context, marked busy for the duration.
  static func withCurrent<Result>(_ body: (JSONReaderContext) -> Result) -> Result {
    let context = current
    guard !context.busy else { return body(JSONReaderContext()) }
    context.busy = true
    defer { context.busy = false }
    return body(context)
  }

  private static var current: JSONReaderContext {
    if let pointer = pthread_getspecific(threadKey) {
      return Unmanaged<JSONReaderContext>.fromOpaque(pointer).takeUnretainedValue()
    }
    let context = JSONReaderContext()
    pthread_setspecific(threadKey, Unmanaged.passRetained(context).toOpaque())
    return context
  }

  /// The thread-specific slot; its destructor releases a thread's context when the thread ends.
  private static let threadKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key) { pointer in
      if let pointer { Unmanaged<JSONReaderContext>.fromOpaque(pointer).release() }
    }
    return key
  }()
}
