import Foundation
import JSONText

/// The direct front end: JSON text ↔ model with no `[String: Any]` in between (the benchmark's
/// "YYStyle (direct)"). Same metas, mapper and typed writes as the dictionary entry points; see
/// YYStyle.swift for what it changes and why.
extension YYModel {
  /// A new model read from JSON text straight into its fields.
  ///
  /// - Returns: nil where ``yy_model(withJSON:)`` returns nil for well-formed text: the text is not an
  ///   object, the model maps no property, a dictionary hook rejects it, or it nests models deeper than
  ///   `GraphGuard.maximumDepth`.
  /// - Throws: `JSONTextError` when `data` is not JSON text, with the offset where reading stopped
  ///   (``yy_model(withJSON:)`` returns nil); the partly read model is dropped.
  public static func yy_model(directFromJSON data: Data) throws(JSONTextError) -> Self? {
    try JSONCursor.read(data) { (cursor) throws(JSONTextError) in
      try YYDirectReader.model(Self.self, from: &cursor)
    }
  }

  /// The model as JSON text written straight from its fields; nil where ``yy_modelToJSONData()`` is nil.
  public func yy_modelToJSONDataDirect() -> Data? {
    YYDirectWriter.data(of: self)
  }
}
