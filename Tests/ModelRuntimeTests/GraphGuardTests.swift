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
}
