import BenchmarkWorkloads
import Foundation
import MappingSeam
import ModelAdapters
import ModelFixtures
import Testing

/// canada's 111 126 doubles survive every implementation: read from the file, written back as text, and
/// read again, each is the same `Double` bit for bit, and each is written in its shortest form.
@Suite struct CanadaRoundTripTests {
  static let implementations = Implementations.all.map(\.id)

  /// Every coordinate of the model, in order, as bit patterns.
  static func coordinates(_ model: CanadaFeatureCollection) -> [UInt64] {
    model.features.flatMap { feature in
      (feature.geometry?.coordinates ?? []).flatMap { ring in ring.flatMap { $0.map(\.bitPattern) } }
    }
  }

  /// How many coordinates differ, and the first, as doubles; nil when none does.
  static func differences(_ actual: [UInt64], _ expected: [UInt64]) -> String? {
    guard actual != expected else { return nil }
    guard actual.count == expected.count else { return "\(actual.count) doubles, not \(expected.count)" }
    let differing = actual.indices.filter { actual[$0] != expected[$0] }
    let first = differing[0]
    return "\(differing.count) differ; the first: \(Double(bitPattern: actual[first])), not "
      + "\(Double(bitPattern: expected[first]))"
  }

  /// The number tokens of JSON text, in order (none of canada's strings holds a digit or a minus sign).
  static func numberTokens(_ text: Data) -> [Substring] {
    let string = String(decoding: text, as: UTF8.self)
    var tokens: [Substring] = []
    var start: String.Index?
    for index in string.indices {
      let character = string[index]
      let inNumber = start == nil ? character.isNumber || character == "-" : !",]} \n".contains(character)
      if inNumber, start == nil { start = index }
      if !inNumber, let begun = start {
        tokens.append(string[begun..<index])
        start = nil
      }
    }
    return tokens
  }

  @Test(arguments: implementations)
  func everyDoubleReadsBackBitForBit(id: String) throws {
    let implementation = try #require(Implementations.named(id))
    let codec = try #require(implementation.codec(for: CanadaFeatureCollection.self))
    let reference = try #require(HandWrittenImplementation().codec(for: CanadaFeatureCollection.self))
    // Each number of the file read by the standard library's correctly rounded parser.
    let expected = try Self.numberTokens(Fixture.canada.data()).map { try #require(Double($0)).bitPattern }
    #expect(expected.count == 111_126)

    let parsed = try codec.decodeObject(Workloads.object(of: .canada))
    #expect(Self.differences(Self.coordinates(parsed), expected) == nil, "dict→model")
    let read = try codec.decodeData(Fixture.canada.data())
    #expect(Self.differences(Self.coordinates(read), expected) == nil, "bytes→model")
    let written = try codec.encodeData(read)
    let writtenBack = Self.coordinates(try reference.decodeData(written))
    #expect(Self.differences(writtenBack, expected) == nil, "model→bytes, read back")
    let object = try codec.encodeObject(read)
    let objectBack = Self.coordinates(try reference.decodeObject(object))
    #expect(Self.differences(objectBack, expected) == nil, "model→dict, read back")

    // Shortest round-trip printing: each token is the text Swift's `description` gives its value
    // (Codable's encoder writes some doubles in exponent form; its tokens are only read back).
    guard implementation.isBaseline == false else { return }
    let tokens = Self.numberTokens(written)
    let longer = tokens.filter { token in Double(token).map { $0.description != token } ?? true }
    #expect(longer.isEmpty, "not the shortest form: \(longer.prefix(5))")
  }
}
