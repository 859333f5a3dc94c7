import Foundation
import Testing
import YYStyle

struct Export: YYModel {
  var date: Date? = Date(timeIntervalSince1970: 1_442_377_209)
  var url: URL? = URL(string: "https://example.com/a?b=1")
  var data: Data? = Data([1, 2])
  var tags: Set<String> = ["only"]
  var missing: String? = nil
  var nan = Double.nan
  var inf = Float.infinity
  var fine = 1.25
  var suit = Suit.spades
  var level: Level? = .high
  var point = CGPoint(x: 1, y: 2)
  var decimal: Decimal? = Decimal(string: "1.5")
  var flag = true
  var big = UInt64.max
  var nested: [Tag] = [Tag(label: "t")]
  var map: [String: Tag] = ["k": Tag(label: "v")]
  var raw: [String: Any] = ["n": 1]
}

@Suite struct ModelToJSONTests {
  @Test func valuesAsTheOriginalWritesThem() throws {
    let json = try #require(Export().yy_modelToJSONObject() as? [String: Any])
    #expect(json["date"] as? String == "2015-09-16T04:20:09+0000")
    #expect(json["url"] as? String == "https://example.com/a?b=1")
    #expect(json["data"] == nil)
    #expect(json["tags"] as? [String] == ["only"])
    #expect(json["missing"] == nil)
    #expect(json["nan"] == nil)
    #expect(json["inf"] == nil)
    #expect(json["fine"] as? Double == 1.25)
    #expect(json["suit"] as? String == "spades")
    #expect(json["level"] as? Int8 == 9)
    #expect(json["point"] == nil)
    #expect((json["decimal"] as? NSDecimalNumber)?.stringValue == "1.5")
    #expect(json["flag"] as? Bool == true)
    #expect((json["big"] as? NSNumber)?.uint64Value == UInt64.max)
    #expect((json["nested"] as? [[String: Any]])?.first?["label"] as? String == "t")
    #expect(((json["map"] as? [String: Any])?["k"] as? [String: Any])?["label"] as? String == "v")
    #expect((json["raw"] as? [String: Any])?["n"] as? Int == 1)
  }

  @Test func jsonTextRoundTrips() throws {
    let text = try #require(Export().yy_modelToJSONString())
    let back = try #require(Export.yy_model(withJSON: text))
    #expect(back.date == Date(timeIntervalSince1970: 1_442_377_209))
    #expect(back.url?.absoluteString == "https://example.com/a?b=1")
    #expect(back.level == .high)
    #expect(back.nested == [Tag(label: "t")])
    #expect(back.map["k"]?.label == "v")
  }

  @Test func entryPointsRejectWhatIsNotAnObject() {
    #expect(Book.yy_model(withJSON: "[1, 2]") == nil)
    #expect(Book.yy_model(withJSON: "{not json") == nil)
    #expect(Book.yy_model(withJSON: 42) == nil)
    #expect(Book.yy_model(withJSON: Data(#"{"n":"x"}"#.utf8))?.name == "x")
    var book = Book()
    let rejected = book.yy_modelSet(withJSON: "[]")
    #expect(!rejected)
    let owner = Owner()  // a class: the non-mutating overloads
    #expect(owner.yy_modelSet(withJSON: #"{"name":"via JSON"}"#))
    #expect(owner.name == "via JSON")
    #expect(!owner.yy_modelSet(withJSON: "{"))
  }

  @Test func arraysAndDictionariesOfModels() throws {
    let books = try #require([Book].yy_modelArray(withJSON: #"[{"n":"a"}, 3, {"n":"b"}]"#))
    #expect(books.map(\.name) == ["a", "b"])
    #expect([Book].yy_modelArray(withJSON: "{}") == nil)
    let byKey = try #require([String: Book].yy_modelDictionary(withJSON: #"{"x":{"n":"a"},"y":1}"#))
    #expect(byKey.mapValues(\.name) == ["x": "a"])
  }
}
