import Foundation
import MJStyle
import Testing

@Suite struct KVCTests {
  @Test func searchOrderAndCoercion() throws {
    var model = KVCNames()
    try model.mj_setValue(NSNumber(value: 7.9), forKey: "hidden")  // finds _hidden, unboxes
    #expect(model._hidden == 7)
    try model.mj_setValue(true, forKey: "ready")  // finds isReady
    #expect(model.isReady)
    try model.mj_setValue("p", forKey: "plain")
    #expect(model.mj_value(forKey: "plain") as? String == "p")
    #expect(model.mj_value(forKey: "hidden") as? Int == 7)
    #expect(throws: MJError.self) { try model.mj_setValue("x", forKey: "nothing") }
    #expect(throws: MJError.self) { try model.mj_setValue([1], forKey: "plain") }
    #expect(throws: MJError.self) { try model.mj_setValue(MJPet(), forKey: "weakRef") }
    #expect(model.weakRef == nil)
  }
}

@Suite struct MJExportTests {
  @Test func keyValuesRebuildChainsAndOmitNil() throws {
    let json = Export().mj_keyValues()
    #expect(json["name"] as? String == "n")
    #expect(json["missing"] == nil)
    #expect(json["url"] as? String == "https://a.example/x")
    #expect((json["pet"] as? [String: Any])?["age"] as? Int == 0)
    #expect((json["pets"] as? [[String: Any]])?.count == 1)
    let a = try #require(json["a"] as? [String: Any])
    #expect(a["d"] as? String == "s")
    let b = try #require(a["b"] as? [Any])
    #expect(b.count == 3)
    #expect(b[0] is NSNull)
    #expect((b[2] as? [String: Any])?["c"] as? String == "f")
    #expect(Set(Export().mj_keyValues(withKeys: ["name", "url"]).keys) == ["name", "url"])
    #expect(
      Export().mj_keyValues(withIgnoredKeys: ["name", "first", "second", "pet", "pets"]).keys.sorted() == [
        "url"
      ])
  }

  @Test func aValueJSONCannotHoldIsAnErrorNotACrash() throws {
    let export = Export()
    #expect(export.mj_JSONString() != nil)
    export.date = Date(timeIntervalSince1970: 0)
    #expect(export.mj_JSONString() == nil)
    #expect(Export.mj_error?.reason.contains("JSON cannot represent") == true)
  }

  @Test func fromFiles() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mjfiles-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let json = folder.appendingPathComponent("book.json")
    try Data(#"{"title":"from json"}"#.utf8).write(to: json)
    #expect(TitledBook.mj_object(withFilename: json.path)?.name == "from json")
    let plist = folder.appendingPathComponent("book.plist")
    try PropertyListSerialization.data(fromPropertyList: ["title": "from plist"], format: .xml, options: 0)
      .write(to: plist)
    #expect(TitledBook.mj_object(withFilename: plist.path)?.name == "from plist")
    #expect(TitledBook.mj_object(withFilename: folder.appendingPathComponent("none.json").path) == nil)
  }

  @Test func arraysOfModels() throws {
    let books = try #require(
      TitledBook.mj_objectArray(withKeyValuesArray: [["title": "a"], 1, ["title": "b"]]))
    #expect(books.map(\.name) == ["a", "b"])
    #expect(TitledBook.mj_objectArray(withKeyValuesArray: "{}") == nil)
    #expect(TitledBook.mj_keyValuesArray(withObjectArray: books).count == 2)
  }
}
