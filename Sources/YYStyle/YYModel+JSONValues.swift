import Foundation
import ModelRuntime

/// `ModelToJSONObjectRecursive` on a field that holds JSON values (`Any`, `[String: Any]`, `[[Double]]`,
/// …), with the field's container types known: made once per property (``YYPropertyMeta/jsonValues``),
/// so that each level of the container is walked as its own type instead of being cast out of `Any` by
/// the runtime (a cast of `[[String: Any]]` to `[Any]` converts every element).
enum YYJSONValues {
  /// The field's JSON value, converted as ``YYJSONWriter/jsonObject(from:)`` converts it; nil for a nil
  /// optional or a refused value.
  typealias Read = @Sendable (FieldSlotView) -> Any?

  static func read(_ type: Any.Type, optional: Bool) -> Read {
    let id = ObjectIdentifier(type)
    func known<T>(_: T.Type) -> Bool { id == ObjectIdentifier(T.self) }
    if known(Any.self) { return read(Any.self, optional: optional) { YYJSONWriter.jsonObject(from: $0) } }
    if known([String: Any].self) { return read([String: Any].self, optional: optional, object) }
    if known([Any].self) { return read([Any].self, optional: optional, array) }
    if known([[String: Any]].self) {
      return read([[String: Any]].self, optional: optional) { objects in nested { objects.compactMap(object) }
      }
    }
    if known([String: [String: Any]].self) {
      return read([String: [String: Any]].self, optional: optional) { entries in
        nested { entries.compactMapValues(object) }
      }
    }
    if known([Double].self) { return read([Double].self, optional: optional, finite) }
    if known([[Double]].self) {
      return read([[Double]].self, optional: optional) { rows in nested { rows.compactMap(finite) } }
    }
    if known([[[Double]]].self) {
      return read([[[Double]]].self, optional: optional) { rings in
        nested { rings.compactMap { ring in nested { ring.compactMap(finite) } } }
      }
    }
    let load = TypedLoad.make(type, optional: optional)
    return { address in load(address).flatMap(YYJSONWriter.jsonObject(from:)) }
  }

  @inline(__always)
  private static func read<T>(_: T.Type, optional: Bool, _ convert: @escaping @Sendable (T) -> Any?) -> Read {
    if optional { return { address in address.load(T?.self).flatMap(convert) } }
    return { address in convert(address.load(T.self)) }
  }

  /// One level deeper in the walk (nil where GraphGuard refuses it, as for any container).
  @inline(__always)
  private static func nested<R>(_ body: () -> R) -> R? { GraphGuard.enter(nil, body).result }

  private static func object(_ entries: [String: Any]) -> Any? {
    nested { entries.compactMapValues(YYJSONWriter.jsonObject(from:)) }
  }

  private static func array(_ elements: [Any]) -> Any? {
    nested { elements.compactMap(YYJSONWriter.jsonObject(from:)) }
  }

  /// The numbers JSON can hold, as `jsonObject(from:)` keeps them: NaN and the infinities dropped.
  private static func finite(_ values: [Double]) -> [Double]? {
    nested { values.allSatisfy(\.isFinite) ? values : values.filter(\.isFinite) }
  }
}
