import Foundation
import JSONText
import ModelRuntime

/// Infers the models of an API from sample documents.
///
/// Each sample is streamed through JSONText (`ObservingVisitor`) into observations of its places; the
/// samples' roots that share at least half their keys are merged, as are every array's elements; objects
/// whose keys are all ids become maps; places holding objects with the same set of keys become one model,
/// whatever their paths; then every model is named from the key it was found under, and every property
/// typed from everything seen there.
public enum SchemaInference {
  /// One sample document.
  public struct Sample: Sendable {
    /// The sample's name (its file name without the extension): its workload's name.
    public var name: String
    public var data: Data

    public init(name: String, data: Data) {
      self.name = name
      self.data = data
    }
  }

  /// The schema of `samples`; `name` names the root model when all samples share one.
  public static func infer(name: String, samples: [Sample]) throws(ScaffoldError) -> Schema {
    guard !samples.isEmpty else { throw .noSamples }
    // 1. Observe each sample on its own.
    var roots: [SampleRoot] = []
    for sample in samples {
      let root = Observation()
      var visitor = ObservingVisitor(root: root)
      do {
        try JSONReader.visit(sample.data, with: &visitor)
      } catch {
        throw .notJSON(sample: sample.name, reason: error.description)
      }
      if root.objects == 1 {
        roots.append(SampleRoot(sample: sample.name, node: root, isArray: false))
      } else if root.arrays == 1 {
        let element = root.element
        guard let element, element.objects > 0, element.kinds == [.object], element.nulls == 0 else {
          throw .unsupportedTopLevel(
            sample: sample.name,
            reason: "its top level is an array whose elements are not all objects; a model needs keys")
        }
        roots.append(SampleRoot(sample: sample.name, node: element, isArray: true))
      } else {
        throw .unsupportedTopLevel(
          sample: sample.name,
          reason: "its top level is a scalar (a string, number, boolean or null); a model needs an object")
      }
    }
    // 2. Roots that share at least half their keys are one endpoint's responses: one model.
    var groups: [RootGroup] = []
    for root in roots {
      if let index = groups.firstIndex(where: { overlap($0.node, root.node) >= 0.5 }) {
        groups[index].node.merge(root.node)
        groups[index].samples.append((root.sample, root.isArray))
      } else {
        groups.append(RootGroup(samples: [(root.sample, root.isArray)], node: root.node))
      }
    }
    var resolver = Resolver()
    let rootNodes = groups.map { resolver.prepareMaps($0.node) }
    // 3. Places of one shape are one model; then places of one concept (most keys shared, none of
    // another kind), until neither merges more.
    repeat { resolver.unify(rootNodes) } while resolver.mergeSimilar(rootNodes)
    // One group takes the package's name; several take their first sample's, singular for an array of
    // records (`orders.json` → `Order`).
    let rootNames =
      groups.count == 1 && !groups[0].samples[0].1
      ? [Naming.packageName(name) ?? Naming.upperCamel(name)]
      : groups.map { group in
        let (sample, isArray) = group.samples[0]
        return Naming.upperCamel(isArray ? Naming.singular(sample) : sample)
      }
    var models = resolver.name(roots: zip(rootNames, rootNodes).map { ($0, $1) })
    var schemaRoots: [Schema.Root] = []
    for (group, node) in zip(groups, rootNodes) {
      let index = resolver.index(of: node)!
      var wrapper: String?
      for (sample, isArray) in group.samples {
        if isArray && wrapper == nil {
          // `[Order]` is read as the `items` of an `OrderList`.
          let name = Naming.unique(models[index].name + "List", taken: Set(models.map(\.name)))
          let items = Schema.Property(
            name: "items", key: "items", type: .array(.model(index)), optional: false, alwaysNull: false,
            isoVariant: nil)
          models.append(Schema.Model(name: name, path: "$ (the array)", count: 1, properties: [items]))
          wrapper = name
        }
        schemaRoots.append(Schema.Root(sample: sample, model: index, wrapper: isArray ? wrapper : nil))
      }
    }
    // Keep the samples' order.
    let order = Dictionary(uniqueKeysWithValues: samples.enumerated().map { ($1.name, $0) })
    schemaRoots.sort { order[$0.sample, default: 0] < order[$1.sample, default: 0] }
    return Schema(models: models, roots: schemaRoots)
  }

  /// One sample's root: the observation of its object, or of its array's elements.
  private struct SampleRoot {
    var sample: String
    var node: Observation
    var isArray: Bool
  }

  /// Samples of one endpoint: (sample name, whether it is an array) each, and their merged root.
  private struct RootGroup {
    var samples: [(String, Bool)]
    var node: Observation
  }

  /// Keys in common ÷ keys in either.
  private static func overlap(_ a: Observation, _ b: Observation) -> Double {
    let left = Set(a.keys)
    let right = Set(b.keys)
    let union = left.union(right).count
    return union == 0 ? 1 : Double(left.intersection(right).count) / Double(union)
  }
}
