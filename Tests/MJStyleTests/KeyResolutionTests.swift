import Foundation
import MJStyle
import Testing

@Suite struct KeyResolutionTests {
  @Test func keysDescendIntoDictionariesAndArrays() throws {
    let book = try #require(
      TitledBook.mj_object(withKeyValues: [
        "title": "T", "name": ["info": [["time": "no"], ["time": "2015"]]], "id": 1,
      ]))
    #expect(book.name == "T")
    #expect(book.time == "2015")
    #expect(book.bookID == 1)
  }

  @Test func alternativesTakeTheFirstNonNull() throws {
    let book = try #require(TitledBook.mj_object(withKeyValues: ["id": NSNull(), "ID": 2, "book_id": 3]))
    #expect(book.bookID == 2)
    let last = try #require(TitledBook.mj_object(withKeyValues: ["book_id": 3]))
    #expect(last.bookID == 3)
  }

  @Test func outOfRangeIndexesAndWrongContainersGiveNothing() throws {
    let book = try #require(TitledBook.mj_object(withKeyValues: ["name": ["info": [["time": "only one"]]]]))
    #expect(book.time == nil)
    let other = try #require(TitledBook.mj_object(withKeyValues: ["name": "a string, not a dictionary"]))
    #expect(other.time == nil)
  }

  @Test func rule121ThenReplacedKeysThenTheName() throws {
    let user = try #require(
      SnakeUser.mj_object(withKeyValues: [
        "user_name": "u", "home_page": "h", "never_used": "x", "years": 9, "age": 1,
      ]))
    #expect(user.userName == "u")
    #expect(user.homePage == "h")  // the 121 rule won over the replaced key
    #expect(user.age == 9)  // no 121 key for age: the replaced key applies
  }

  @Test func keyChainsParse() {
    let user = SnakeUser()
    _ = user
    #expect("userName".mj_underlineFromCamel == "user_name")
    #expect("user_name_id".mj_camelFromUnderline == "userNameID".replacingOccurrences(of: "ID", with: "Id"))
    #expect("abc".mj_firstCharUpper == "Abc")
    #expect("ABC".mj_firstCharLower == "aBC")
    #expect("http://a.example/中 文".mj_url?.absoluteString == "http://a.example/%E4%B8%AD%20%E6%96%87")
  }
}

@Suite struct NewValueAndNullTests {
  @Test func newValueRunsForEveryPropertyEvenMissingOnes() throws {
    let model = try #require(Defaults.mj_object(withKeyValues: ["name": "n"]))
    #expect(model.name == "n!")
    #expect(model.missing == "default")
  }

  @Test func nilAndNullAreSkipped() throws {
    var book = TitledBook()
    book.publisher = "before"
    book.pages = 7
    let converted = book.mj_setKeyValues(["publisher": NSNull(), "title": "x"])
    #expect(converted)
    #expect(book.publisher == "before")
    #expect(book.pages == 7)
    #expect(book.name == "x")
  }

  @Test func aRejectedInputIsAnErrorValue() {
    #expect(TitledBook.mj_object(withKeyValues: "[1,2]") == nil)
    let error = TitledBook.mj_error
    #expect(error?.reason.hasPrefix("keyValues is not a dictionary") == true)
    #expect(TitledBook.mj_object(withKeyValues: #"{"title":"ok"}"#)?.name == "ok")
    #expect(TitledBook.mj_error == nil)  // cleared when a conversion starts
  }
}
