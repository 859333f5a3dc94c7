import Foundation
import Testing
import YYStyle

@Suite struct UtilityTests {
  @Test func copyIsShallowAndComplete() throws {
    let owner = try #require(
      Owner.yy_model(with: ["name": "Ann", "pet": ["name": "Rex"], "book": ["n": "B"]]))
    let copy = owner.yy_modelCopy()
    #expect(copy !== owner)
    #expect(copy.name == "Ann")
    #expect(copy.pet === owner.pet)
    #expect(copy.book.name == "B")
  }

  @Test func equalModelsHashEquallyAndCompareEqual() throws {
    let a = try #require(Owner.yy_model(with: ["name": "Ann", "pet": ["name": "Rex", "age": 2]]))
    let b = try #require(Owner.yy_model(with: ["name": "Ann", "pet": ["name": "Rex", "age": 2]]))
    #expect(a.yy_modelHash() == b.yy_modelHash())
    #expect(a.yy_modelIsEqual(b))
    #expect(a.yy_modelIsEqual(a))
    b.pet.age = 3
    #expect(!a.yy_modelIsEqual(b))
    #expect(!a.yy_modelIsEqual(Pet()))
    let s1 = try #require(Scalars.yy_model(with: ["int": 1, "string": "s", "url": "https://x.example"]))
    let s2 = try #require(Scalars.yy_model(with: ["int": 1, "string": "s", "url": "https://x.example"]))
    #expect(s1.yy_modelHash() == s2.yy_modelHash())
    #expect(s1.yy_modelIsEqual(s2))
    #expect(!s1.yy_modelIsEqual(try #require(Scalars.yy_model(with: ["int": 2]))))
  }

  @Test func descriptionListsPropertiesSorted() throws {
    var book = Book()
    book.name = "N"
    book.page = 2
    #expect(
      book.yy_modelDescription() == """
        <YYStyleTests.Book> {
            bookID = 0;
            desc = <nil>;
            isbn = <nil>;
            name = "N";
            page = 2
        }
        """)
    let owner = Owner()
    #expect(owner.yy_modelDescription().hasPrefix("<YYStyleTests.Owner: 0x"))
    #expect(owner.yy_modelDescription().contains("    pet = <YYStyleTests.Pet: 0x"))
  }
}
