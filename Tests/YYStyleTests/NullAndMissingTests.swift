import Foundation
import Testing
import YYStyle

@Suite struct NullAndMissingTests {
  @Test func aMissingKeyLeavesTheFieldUntouched() throws {
    var model = Scalars()
    model.int = 5
    model.string = "five"
    let ok = model.yy_modelSet(with: ["double": 1.5])
    #expect(ok)
    #expect(model.int == 5)
    #expect(model.string == "five")
    #expect(model.optionalInt == 7)
    #expect(model.double == 1.5)
  }

  @Test func nullMakesOptionalsNilAndNumbersZero() throws {
    var model = Scalars()
    model.int = 5
    model.double = 2
    model.bool = true
    model.string = "kept"
    model.url = URL(string: "https://x.example")
    let null = NSNull()
    let ok = model.yy_modelSet(with: [
      "int": null, "double": null, "bool": null, "optionalInt": null, "optionalString": null, "string": null,
      "url": null, "plainURL": null, "level": null, "any": null,
    ])
    #expect(ok)
    #expect(model.int == 0)
    #expect(model.double == 0)
    #expect(model.bool == false)
    #expect(model.optionalInt == nil)
    #expect(model.optionalString == nil)
    #expect(model.url == nil)
    #expect(model.level == nil)
    #expect(model.any == nil)
    // No nil fits a non-optional String or URL: they keep their values.
    #expect(model.string == "kept")
    #expect(model.plainURL.absoluteString == "https://keep.example")
  }

  @Test func nullIntoAnOptionalNestedModelClearsIt() throws {
    let owner = Owner()
    owner.maybe = Pet()
    #expect(owner.yy_modelSet(with: ["maybe": NSNull(), "pet": NSNull()]))
    #expect(owner.maybe == nil)
    #expect(owner.pet.name == "")
  }
}
