import Foundation
import MappingSeam
import ModelAdapters
import ModelFixtures

/// The decode → encode → decode invariants.
///
/// What a design writes it must read back, and after one pass the JSON must stop changing:
/// 1. the input decodes (or it is an error value: the round trip ends there);
/// 2. the model encodes to JSON bytes (or it is an error value: a design may hold what JSON cannot —
///    MJStyle's raw dates, a nesting the writer refuses);
/// 3. those bytes decode again;
/// 4. that model encodes again;
/// 5. decoding and encoding once more gives the same JSON (compared as parsed objects), for models whose
///    state is a function of their JSON.
/// Each design's coercions are lossy on purpose (numbers truncated, dates reformatted), which is why
/// the comparison starts from the second encoding rather than from the input.
enum RoundTrip {
  static func check<Model>(
    _ input: Data, codec: ModelCodec<Model>, implementation: String, model: String, fixedPoint: Bool
  ) -> FuzzFinding? {
    func finding(_ problem: String) -> FuzzFinding {
      FuzzFinding(implementation: implementation, model: model, problem: problem)
    }
    guard let first = try? codec.decodeData(input), let firstBytes = try? codec.encodeData(first) else {
      return nil
    }
    let second: Model
    do {
      second = try codec.decodeData(firstBytes)
    } catch {
      return finding("its own JSON does not decode (\(error)): \(text(firstBytes))")
    }
    let secondBytes: Data
    do {
      secondBytes = try codec.encodeData(second)
    } catch {
      return finding("a model decoded from its own JSON does not encode (\(error)): \(text(firstBytes))")
    }
    guard let third = try? codec.decodeData(secondBytes), let thirdBytes = try? codec.encodeData(third) else {
      return finding("the second encoding does not round-trip: \(text(secondBytes))")
    }
    guard !fixedPoint || sameJSON(secondBytes, thirdBytes) else {
      return finding("the JSON keeps changing: \(text(secondBytes)) then \(text(thirdBytes))")
    }
    return nil
  }

  /// Whether two JSON texts parse to equal values (numbers by value, objects regardless of key order).
  static func sameJSON(_ a: Data, _ b: Data) -> Bool {
    guard let first = try? JSONSerialization.jsonObject(with: a),
      let second = try? JSONSerialization.jsonObject(with: b)
    else { return a == b }
    return equal(first, second)
  }

  /// JSON values compared structurally (JSONSerialization's output is at most 512 levels deep); arrays
  /// in order or, failing that, as multisets.
  static func equal(_ a: Any, _ b: Any) -> Bool {
    switch (a, b) {
    case let (a as [String: Any], b as [String: Any]):
      return a.count == b.count && a.allSatisfy { key, value in b[key].map { equal(value, $0) } ?? false }
    case let (a as [Any], b as [Any]):
      // In order, else as multisets: a Set is written as an array in no fixed order.
      guard a.count == b.count else { return false }
      if zip(a, b).allSatisfy(equal) { return true }
      var unmatched = b
      for element in a {
        guard let index = unmatched.firstIndex(where: { equal(element, $0) }) else { return false }
        unmatched.remove(at: index)
      }
      return true
    case let (a as String, b as String):
      return a == b
    case (is NSNull, is NSNull):
      return true
    case let (a as NSNumber, b as NSNumber):
      return a == b
    default:
      return false
    }
  }

  static func text(_ data: Data) -> String {
    let string = String(decoding: data.prefix(600), as: UTF8.self)
    return data.count > 600 ? string + "…" : string
  }
}
