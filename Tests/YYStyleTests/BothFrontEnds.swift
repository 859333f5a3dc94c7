import Foundation
import JSONText
import Testing
import YYStyle

/// A document read by the dictionary engine and by the direct front end, and each model written back by
/// its own side: the two models and the two texts, keys sorted (equal when the front ends agree).
struct BothFrontEnds<M: YYModel> {
  let viaDictionary: M
  let direct: M
  /// The dictionary engine's text.
  let expected: Data
  /// The direct writer's text.
  let written: Data

  init(_: M.Type, _ data: Data) throws {
    viaDictionary = try #require(M.yy_model(withJSON: data))
    direct = try #require(try M.yy_model(directFromJSON: data))
    expected = try sortedJSON(try #require(viaDictionary.yy_modelToJSONData()))
    written = try sortedJSON(try #require(direct.yy_modelToJSONDataDirect()))
  }

  /// Both models equal, and both texts.
  var agree: Bool { direct.yy_modelIsEqual(viaDictionary) && written == expected }
}

/// `text` read and written again with sorted keys: two texts of the same JSON compare equal.
func sortedJSON(_ text: Data) throws -> Data {
  try JSONWriter.data(try JSONReader.value(from: text), options: .sortedKeys)
}
