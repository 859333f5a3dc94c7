import Foundation
import Testing
import YYStyle

@Suite struct NestingTests {
  @Test func nestedModelsConvert() throws {
    let owner = try #require(
      Owner.yy_model(with: [
        "name": "Ann", "pet": ["name": "Rex", "age": 3], "book": ["n": "B", "ext": ["desc": "d"]],
      ]))
    #expect(owner.pet.name == "Rex")
    #expect(owner.pet.age == 3)
    #expect(owner.book.name == "B")
    #expect(owner.book.desc == "d")
    #expect(owner.maybe == nil)
  }

  @Test func aNestedObjectIsUpdatedInPlaceNotReplaced() throws {
    let owner = Owner()
    let pet = owner.pet
    pet.age = 9
    let maybe = Pet()
    owner.maybe = maybe
    #expect(owner.yy_modelSet(with: ["pet": ["name": "Rex"], "maybe": ["name": "Max"]]))
    #expect(owner.pet === pet)
    #expect(pet.name == "Rex")
    #expect(pet.age == 9)
    #expect(owner.maybe === maybe)
    #expect(maybe.name == "Max")
  }

  @Test func aNestedStructIsUpdatedKeepingUnmentionedFields() throws {
    let owner = Owner()
    owner.book.page = 40
    #expect(owner.yy_modelSet(with: ["book": ["n": "New"]]))
    #expect(owner.book.page == 40)
    #expect(owner.book.name == "New")
  }

  @Test func containersOfModelsInferredAndThroughTheGenericClassMap() throws {
    let shelter = try #require(
      Shelter.yy_model(with: [
        "pets": [["name": "a"], "not a dictionary", 5, ["name": "b", "purrs": true]],
        "petSet": [["label": "x"], ["label": "x"], ["label": "y"]],
        "byName": ["rex": ["name": "Rex"], "bad": 1],
        "loose": [["label": "l1"], ["label": "l2"], 7],
        "strings": ["s", 1, "t"],
        "optionalPets": [["name": "o"]],
      ]))
    #expect(shelter.pets.map(\.name) == ["a", "b"])
    #expect(shelter.pets[1] is Kitten)
    #expect(shelter.petSet == [Tag(label: "x"), Tag(label: "y")])
    #expect(shelter.byName.keys.sorted() == ["rex"])
    #expect(shelter.byName["rex"]?.name == "Rex")
    #expect(shelter.loose.count == 2)
    #expect((shelter.loose.first as? Tag)?.label == "l1")
    #expect(shelter.strings == ["s", "t"])
    #expect(shelter.optionalPets?.map(\.name) == ["o"])
  }

  @Test func modelsAlreadyBuiltPassThroughContainers() throws {
    let pet = Pet()
    let shelter = try #require(Shelter.yy_model(with: ["pets": [pet]]))
    #expect(shelter.pets.first === pet)
  }
}

@Suite struct CustomClassAndTransformTests {
  @Test func customClassAtTheTopLevel() throws {
    let kitten = try #require(Pet.yy_model(with: ["name": "k", "purrs": true]))
    #expect(kitten is Kitten)
    #expect((kitten as? Kitten)?.purrs == true)
    // A type that is not a Pet is ignored.
    let plain = try #require(Pet.yy_model(with: ["name": "c", "cat": true]))
    #expect(type(of: plain) == Pet.self)
  }

  @Test func customClassForANilNestedField() throws {
    let owner = try #require(Owner.yy_model(with: ["maybe": ["name": "m", "purrs": true]]))
    #expect(owner.maybe is Kitten)
    // A field that already holds an object keeps it: no class change.
    #expect(owner.yy_modelSet(with: ["pet": ["name": "p", "purrs": true]]))
    #expect(type(of: owner.pet) == Pet.self)
  }

  @Test func customTransformFalseRejectsOnlyAtTheTopLevel() throws {
    #expect(Picky.yy_model(with: ["value": -1]) == nil)
    #expect(Picky.yy_model(with: ["value": 1])?.value == 1)
    let box = try #require(
      PickyBox.yy_model(with: ["items": [["value": -1], ["value": 2]], "one": ["value": -5]]))
    #expect(box.items.map(\.value) == [-1, 2])
    #expect(box.one?.value == -5)
  }

  @Test func willTransformReplacesOrRejects() throws {
    let renamed = try #require(Renamed.yy_model(with: ["id": 1, "name": "ann"]))
    #expect(renamed.name == "ANN")
    #expect(Renamed.yy_model(with: ["reject": true]) == nil)
  }

  @Test func transformToDictionaryAddsOrRejects() throws {
    var renamed = Renamed()
    renamed.id = 2
    let json = try #require(renamed.yy_modelToJSONObject() as? [String: Any])
    #expect(json["extra"] as? Bool == true)
    renamed.id = 13
    #expect(renamed.yy_modelToJSONObject() == nil)
    #expect(renamed.yy_modelToJSONString() == nil)
  }

  @Test func setReportsFailureButKeepsWhatWasWritten() {
    let picky = Picky()
    #expect(!picky.yy_modelSet(with: ["value": -3]))
    #expect(picky.value == -3)
  }
}
