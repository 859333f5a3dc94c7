import ModelRuntime

/// What `- convertToJsonValue` does for a value of one dynamic type, found once per type: the original
/// sends the message and the Objective-C method cache answers by the receiver's class, where asking each
/// value `as? any XYYJsonModel` was a conformance look-up in the Swift runtime.
enum XYYJSONDispatch: Sendable {
  /// A model: its JSON dictionary, through the model's own type.
  case model(@Sendable (Any) -> Any)
  /// An optional, unwrapped before its value is converted.
  case optional
  /// A Swift map or array of typed values (`[String: [String: Any]]`, `[Frame]`, …), the NSDictionary or
  /// NSArray it stands for: its values converted, the container walked as its own type.
  case container(TypedContainer)
  /// Any other type: the kinds and casts of ``XYYExport/jsonValue(_:)``.
  case other

  private static let cache = Locked(TypeTable<XYYJSONDispatch>())

  /// The dispatch for values whose dynamic type is `type`.
  static func of(_ type: Any.Type) -> XYYJSONDispatch {
    cache.value(for: type) {
      if let model = type as? any XYYJsonModel.Type { return .model(exporter(model)) }
      if let container = TypedContainer.of(type: type) { return .container(container) }
      return type is any OptionalType.Type ? .optional : .other
    }
  }

  private static func exporter<N: XYYJsonModel>(_: N.Type) -> @Sendable (Any) -> Any {
    { value in
      guard let model = value as? N else { return XYYExport.null }
      return XYYExport.nestedJSON(model)
    }
  }
}
