import Foundation
import Testing
import YYStyle

@Suite struct KeyMappingTests {
  @Test func keyKeyPathAndAlternatives() throws {
    let book = try #require(
      Book.yy_model(with: ["n": "Harry", "p": 256, "ext": ["desc": "A book"], "ID": 7, "isbn": "123"]))
    #expect(book.name == "Harry")
    #expect(book.page == 256)
    #expect(book.desc == "A book")
    #expect(book.bookID == 7)
    #expect(book.isbn == "123")
  }

  @Test func alternativesTakeTheFirstNonNull() throws {
    let book = try #require(Book.yy_model(with: ["id": NSNull(), "ID": 5, "book_id": 9]))
    #expect(book.bookID == 5)
    let last = try #require(Book.yy_model(with: ["book_id": 9]))
    #expect(last.bookID == 9)
  }

  @Test func aKeyPathWalksDictionariesOnly() throws {
    let book = try #require(Book.yy_model(with: ["ext": ["x", "y"], "n": "kept"]))
    #expect(book.desc == nil)
    #expect(book.name == "kept")
  }

  @Test func severalPropertiesOnOneKeyAreAllSet() throws {
    let twins = try #require(Twins.yy_model(with: ["k": "both"]))
    #expect(twins.first == "both")
    #expect(twins.second == "both")
  }

  /// 3 mapped keys ≥ 2 entries: the dictionary walk; 6 entries > 3: the property walk. Same result.
  @Test(arguments: [false, true])
  func bothWalksGiveTheSameResult(padded: Bool) throws {
    var input: [String: Any] = ["k": "value", "other": 4]
    if padded { for index in 0..<4 { input["noise\(index)"] = index } }
    let twins = try #require(Twins.yy_model(with: input))
    #expect(twins.first == "value")
    #expect(twins.second == "value")
    #expect(twins.other == 4)
    let bookInput: [String: Any] =
      padded
      ? ["n": "N", "ext": ["desc": "D"], "ID": 2, "a": 1, "b": 2, "c": 3, "d": 4, "e": 5]
      : ["n": "N", "ext": ["desc": "D"], "ID": 2]
    let book = try #require(Book.yy_model(with: bookInput))
    #expect(book.name == "N")
    #expect(book.desc == "D")
    #expect(book.bookID == 2)
  }

  @Test func modelToJSONWritesTheFirstKeyAndRebuildsKeyPaths() throws {
    var book = Book()
    book.name = "N"
    book.page = 3
    book.desc = "D"
    book.bookID = 11
    let json = try #require(book.yy_modelToJSONObject() as? [String: Any])
    #expect(json["n"] as? String == "N")
    #expect(json["p"] as? Int == 3)
    #expect((json["ext"] as? [String: Any])?["desc"] as? String == "D")
    #expect(json["id"] as? Int == 11)
    #expect(json["ID"] == nil)
    #expect(json["isbn"] == nil)
    #expect(Set(json.keys) == ["n", "p", "ext", "id"])
  }

  @Test func twinsWriteTheirKeyOnce() throws {
    var twins = Twins()
    twins.first = "1"
    twins.second = "2"
    let json = try #require(twins.yy_modelToJSONObject() as? [String: Any])
    #expect(json["k"] as? String == "1")
  }
}

@Suite struct ListAndInheritanceTests {
  @Test func blacklistThenWhitelist() throws {
    let listed = try #require(Listed.yy_model(with: ["a": 1, "b": 2, "c": 3]))
    #expect(listed.a == 0)
    #expect(listed.b == 2)
    #expect(listed.c == 0)
  }

  @Test func superclassFieldsIncludedLetLazyAndWeakSkipped() throws {
    let dog = try #require(
      Dog.yy_model(with: [
        "name": "Rex", "kind": "wolf", "legs": 4, "good": true, "lazyName": "no", "friend": [:],
      ]))
    #expect(dog.name == "Rex")
    #expect(dog.legs == 4)
    #expect(dog.good)
    #expect(dog.kind == "animal")
    #expect(dog.friend == nil)
    #expect(dog.lazyName == "lazy")
    let json = try #require(dog.yy_modelToJSONObject() as? [String: Any])
    #expect(Set(json.keys) == ["name", "legs", "good"])
  }

  @Test func aModelWithNoPropertiesConvertsToNil() {
    #expect(Empty.yy_model(with: ["a": 1]) == nil)
    #expect(Empty().yy_modelToJSONObject() == nil)
  }
}
