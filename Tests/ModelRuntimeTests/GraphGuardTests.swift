import Foundation
import ModelRuntime
import Testing

/// GraphGuard's cycle detection with its counting filter: a filter bucket shared by two objects must never
/// report a cycle, a real one must always be found, and leaving a level must restore the filter.
struct GraphGuardTests {
  final class Node {}

  /// Enters `nodes[index...]` one inside another and returns the failures of the outermost level; at the
  /// innermost level, `probe` decides what is entered once more.
  private func nest(_ nodes: [Node], from index: Int = 0, probe: (Int) -> Node?) -> GraphGuard.Failures {
    guard index < nodes.count else {
      guard let again = probe(index) else { return [] }
      return GraphGuard.enter(again) { () }.failures
    }
    var inner: GraphGuard.Failures = []
    let outcome = GraphGuard.enter(nodes[index]) { inner = nest(nodes, from: index + 1, probe: probe) }
    return outcome.failures.union(inner)
  }

  // 500 distinct objects fill the 1024 buckets enough for shared buckets; none is a cycle.
  @Test func distinctObjectsInSharedBucketsAreNoCycle() {
    let nodes = (0..<500).map { _ in Node() }
    #expect(nest(nodes) { _ in Node() } == [])
    #expect(GraphGuard.depth == 0)
  }

  @Test(arguments: [0, 1, 250, 499])
  func enteringAnOuterObjectAgainIsACycle(outer: Int) {
    let nodes = (0..<500).map { _ in Node() }
    #expect(nest(nodes) { _ in nodes[outer] } == .cycle)
    // Every level was left: the same objects nest again without a cycle.
    #expect(nest(nodes) { _ in nil } == [])
    #expect(!GraphGuard.isInside(nodes[outer]))
  }

  @Test func anObjectIsInsideOnlyWhileItsLevelRuns() {
    let node = Node()
    var insideDuring = false
    _ = GraphGuard.enter(node) { insideDuring = GraphGuard.isInside(node) }
    #expect(insideDuring)
    #expect(!GraphGuard.isInside(node))
  }

  /// Each thread walks with its own state: a thread starts at depth 0 whatever the others are inside,
  /// its levels count only for it, and a thread that ends gives its state back (the sanitizers' run
  /// checks that nothing is used after it).
  @Test func eachThreadWalksWithItsOwnState() {
    let seen = Locked<[Int: [Int]]>([:])
    let done = DispatchGroup()
    for levels in 1...8 {
      done.enter()
      let thread = Thread {
        var depths = [GraphGuard.depth]
        func nest(_ remaining: Int) {
          guard remaining > 0 else {
            depths.append(GraphGuard.depth)
            // Long enough for the other threads to be inside their own levels meanwhile.
            Thread.sleep(forTimeInterval: 0.01)
            depths.append(GraphGuard.depth)
            return
          }
          _ = GraphGuard.enter(Node()) { nest(remaining - 1) }
        }
        nest(levels)
        depths.append(GraphGuard.depth)
        seen.withLock { $0[levels] = depths }
        done.leave()
      }
      thread.start()
    }
    done.wait()
    for levels in 1...8 { #expect(seen.withLock { $0[levels] } == [0, levels, levels, 0]) }
  }
}
