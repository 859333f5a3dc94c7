import Testing

@testable import ModelRuntime

/// `NameTable`, the field look-up by name, against a dictionary built from the same entries.
@Suite struct NameTableTests {
  /// Entry counts around the table's growth points, names that share prefixes and lengths.
  @Test(arguments: [0, 1, 4, 5, 8, 100, 1_000])
  func findsWhatADictionaryFinds(count: Int) {
    let entries = (0..<count).map { (name: "field_\($0 % 37)_\($0)", index: $0) }
    let table = NameTable(entries)
    let expected = Dictionary(entries.map { ($0.name, $0.index) }, uniquingKeysWith: { $1 })
    for (name, index) in expected { #expect(table[name] == index) }
    for absent in ["", "field_", "field_0_", "Field_0_0", "field_0_0 ", "é"] {
      #expect(table[absent] == expected[absent])
    }
  }

  /// A name declared again (a subclass's field of a superclass's name) maps to the later index.
  @Test func aLaterEntryOfTheSameNameWins() {
    let table = NameTable([("name", 0), ("id", 1), ("name", 2)])
    #expect(table["name"] == 2)
    #expect(table["id"] == 1)
  }

  /// Non-ASCII and long names hash by their UTF-8 bytes, as equal strings compare.
  @Test func unicodeAndLongNames() {
    let long = String(repeating: "abcdefgh", count: 40)
    let table = NameTable([("café", 0), (long, 1), ("naïve", 2)])
    #expect(table["café"] == 0)
    #expect(table["cafe\u{301}"] == nil)  // another spelling: a different property name
    #expect(table[long] == 1)
    #expect(table[long + "x"] == nil)
    #expect(table["naïve"] == 2)
  }
}
