import Foundation
import JSONText
import MappingSeam

/// The `typed` fuzz target's invariants: YYStyle (direct)'s typed reader and writer against YYStyle's
/// pipeline, whose text goes through JSONText's tree parser, and against JSONSerialization.
///
/// The direct front end promises the pipeline's outcome with no dictionary in between, so on the same
/// bytes and model type:
/// - reading: both refuse, or both make a model, and the two models write the same dictionary;
/// - writing (the pipeline's model): both refuse, or the direct writer's bytes are JSON that
///   JSONSerialization reads, and that JSONText's tree parser reads to the dictionary the pipeline's
///   model → dictionary gives.
/// An input where an object repeats a key is left out of the reading half: the direct front end reads a
/// repeated key twice where the dictionary keeps the last (YYStyle's top comment lists the difference).
enum TypedDifferential {
  static func check<Model>(
    _ input: Data, direct: ModelCodec<Model>, pipeline: ModelCodec<Model>, model: String
  ) -> FuzzFinding? {
    func finding(_ problem: String) -> FuzzFinding {
      FuzzFinding(implementation: "yy-direct", model: model, problem: problem)
    }
    let piped = Result { () throws(MappingError) in try pipeline.decodeData(input) }
    // The pipeline's model → dictionary, made once: the reading half's expectation and the writing half's.
    let dictionary = piped.flatMap { model in
      Result { () throws(MappingError) in try pipeline.encodeObject(model) }
    }
    if !repeatsAKey(input) {
      let read = Result { () throws(MappingError) in try direct.decodeData(input) }
      switch (read, piped) {
      case (.success(let ours), .success):
        guard let mine = try? pipeline.encodeObject(ours), let expected = try? dictionary.get(),
          RoundTrip.equal(mine, expected)
        else {
          return finding("the typed reader's model differs from the pipeline's: \(RoundTrip.text(input))")
        }
      case (.success, .failure(let error)):
        return finding(
          "the typed reader reads what the pipeline refuses (\(error)): \(RoundTrip.text(input))")
      case (.failure(let error), .success):
        return finding(
          "the typed reader refuses what the pipeline reads (\(error)): \(RoundTrip.text(input))")
      case (.failure, .failure):
        break
      }
    }
    guard case .success(let written) = piped else { return nil }
    let bytes = Result { () throws(MappingError) in try direct.encodeData(written) }
    switch (bytes, dictionary) {
    case (.success(let bytes), .success(let dictionary)):
      guard (try? JSONSerialization.jsonObject(with: bytes)) != nil else {
        return finding("the typed writer's text is not JSON to JSONSerialization: \(RoundTrip.text(bytes))")
      }
      // Values are compared as JSONText's tree parser reads them: JSONSerialization's Doubles are not
      // always correctly rounded (it reads -65.61361699999998 as another Double).
      guard let parsed = try? JSONReader.value(from: bytes), JSONTree.equal(parsed, dictionary) else {
        return finding(
          "the typed writer's text differs from the pipeline's dictionary: \(RoundTrip.text(bytes))")
      }
    case (.success(let bytes), .failure(let error)):
      return finding("the typed writer writes what the pipeline refuses (\(error)): \(RoundTrip.text(bytes))")
    case (.failure(let error), .success):
      return finding("the typed writer refuses what the pipeline writes: \(error)")
    case (.failure, .failure):
      break
    }
    return nil
  }

  /// Whether some object in `input`, JSON text, has a key twice; false for text that is not JSON.
  static func repeatsAKey(_ input: Data) -> Bool {
    (try? JSONCursor.read(input) { (cursor) throws(JSONTextError) in try repeats(&cursor) }) ?? false
  }

  /// Whether the value at the cursor, or one inside it, is an object with a key twice; the value read.
  private static func repeats(_ cursor: inout JSONCursor) throws(JSONTextError) -> Bool {
    var found = false
    switch try cursor.peek() {
    case .object:
      var keys: Set<String> = []
      try cursor.beginObject()
      while let key = try cursor.nextKey() {
        if !keys.insert(key).inserted { found = true }
        if try repeats(&cursor) { found = true }
      }
    case .array:
      try cursor.beginArray()
      while try cursor.nextElement() {
        if try repeats(&cursor) { found = true }
      }
    default:
      try cursor.skipValue()
    }
    return found
  }
}
