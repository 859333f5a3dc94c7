// Ported from ibireme/YYModel YYModelTests/YYTestModelMapper.m: the same inputs and expected values.
//
// Adapted because Swift forces it:
// - `NSArray`/`NSMutableArray` become `[Any]`, dictionaries `[String: Any]`, sets `Set<AnyHashable>`; the
//   `isKindOfClass:` checks of the mutable variants have nothing to check (Swift containers are values).
// - The generic subclass overrides `class func` hooks its base declares (the README's pattern for hooks
//   on class hierarchies).
// - The "warn" model, whose properties are named `description` and `id`, is a plain Swift class: an
//   NSObject subclass cannot store a property named `description`.
import Foundation
import Testing
import YYStyle

final class YYTestPropertyMapperModelAuto: NSObject, YYModel {
  var name: String?
  var count: NSNumber?
  override required init() { super.init() }
}

final class YYTestPropertyMapperModelCustom: NSObject, YYModel {
  var name: String?
  var count: NSNumber?
  var desc1: String?
  var desc2: String?
  var desc3: String?
  var desc4: String?
  override required init() { super.init() }
  static func modelCustomPropertyMapper() -> [String: YYKeyMapping] {
    [
      "name": "n", "count": "ext.c",
      "desc1": "ext.d",  // mapped to same key path
      "desc2": "ext.d",  // mapped to same key path
      "desc3": "ext.d.e", "desc4": ".ext",
    ]
  }
}

final class YYTestPropertyMapperModelWarn: YYModel {
  var description: String?
  var id: NSNumber?
  required init() {}
}

/// YYTestHelper.swift's container model, under the original's name.
typealias YYTestPropertyMapperModelContainer = YYTestContainersModel

final class YYTestPropertyMapperModelContainerGeneric: YYTestPropertyMapperModelContainer {
  override class func modelCustomPropertyMapper() -> [String: YYKeyMapping] {
    ["mArray": "array", "mDict": "dict", "mSet": "set"]
  }
  override class func modelContainerPropertyGenericClass() -> [String: Any.Type] {
    let auto = YYTestPropertyMapperModelAuto.self
    return ["array": auto, "mArray": auto, "dict": auto, "mDict": auto, "set": auto, "mSet": auto]
  }
}

@Suite struct YYTestModelPropertyMapper {
  typealias Auto = YYTestPropertyMapperModelAuto

  @Test func testAuto() throws {
    var model = try #require(Auto.yy_model(withJSON: #"{"name":"Apple","count":12}"#))
    #expect(model.name == "Apple")
    #expect(model.count == 12)

    model = try #require(Auto.yy_model(withJSON: #"{"n":"Apple","count":12, "description":"hehe"}"#))
    #expect(model.name == nil)
    #expect(model.count == 12)
  }

  @Test func testCustom() throws {
    typealias Custom = YYTestPropertyMapperModelCustom
    var model = Custom.yy_model(withJSON: #"{"n":"Apple","ext":{"c":12}}"#)
    #expect(model?.name == "Apple")
    #expect(model?.count == 12)

    model = Custom.yy_model(withJSON: #"{"n":"Apple","count":12}"#)
    #expect(model?.count == nil)

    model = Custom.yy_model(withJSON: #"{"n":"Apple","ext":12}"#)
    #expect(model?.count == nil)

    model = Custom.yy_model(withJSON: #"{"n":"Apple","ext":@{}}"#)  // not JSON: no model at all
    #expect(model?.count == nil)

    model = Custom.yy_model(withJSON: #"{"ext":{"d":"Apple"}}"#)
    #expect(model?.desc1 == "Apple")
    #expect(model?.desc2 == "Apple")

    model = Custom.yy_model(withJSON: #"{"ext":{"d":{ "e" : "Apple"}}}"#)
    #expect(model?.desc3 == "Apple")

    model = Custom.yy_model(withJSON: #"{".ext":"Apple"}"#)
    #expect(model?.desc4 == "Apple")
  }

  @Test func testWarn() throws {
    let model = YYTestPropertyMapperModelWarn.yy_model(withJSON: #"{"description":"Apple","id":12345}"#)
    #expect(model?.description == "Apple")
    #expect(model?.id == 12345)
  }

  @Test func testContainer() throws {
    typealias Container = YYTestPropertyMapperModelContainer
    typealias Generic = YYTestPropertyMapperModelContainerGeneric
    var json = """
      {"array":[
        {"name":"Apple", "count":10},
        {"name":"Banana", "count":11},
        {"name":"Pear", "count":12},
        null
      ]}
      """
    var model: Container = try #require(Container.yy_model(withJSON: json))
    #expect(model.array?.count == 4)
    var jsonObject = model.yy_modelToJSONObject() as? [String: Any]
    #expect(jsonObject?["array"] is [Any])

    model = try #require(Generic.yy_model(withJSON: json))
    #expect(model.array?.count == 3)
    #expect((model.array?[0] as? Auto)?.name == "Apple")
    #expect((model.array?[0] as? Auto)?.count == 10)
    #expect((model.array?[2] as? Auto)?.name == "Pear")
    #expect((model.array?[2] as? Auto)?.count == 12)
    #expect(model.mArray?.count == 3)
    jsonObject = model.yy_modelToJSONObject() as? [String: Any]
    #expect(jsonObject?["array"] is [Any])

    json = """
      {"dict":{
        "A":{"name":"Apple", "count":10},
        "B":{"name":"Banana", "count":11},
        "P":{"name":"Pear", "count":12},
        "N":null
      }}
      """
    model = try #require(Container.yy_model(withJSON: json))
    #expect(model.dict?.count == 4)
    #expect(model.yy_modelToJSONObject() != nil)

    model = try #require(Generic.yy_model(withJSON: json))
    #expect(model.dict?.count == 3)
    #expect((model.dict?["A"] as? Auto)?.name == "Apple")
    #expect((model.dict?["A"] as? Auto)?.count == 10)
    #expect((model.dict?["P"] as? Auto)?.name == "Pear")
    #expect((model.dict?["P"] as? Auto)?.count == 12)
    #expect(model.mDict?.count == 3)
    #expect(model.yy_modelToJSONObject() != nil)

    json = """
      {"set":[
        {"name":"Apple", "count":10},
        {"name":"Banana", "count":11},
        {"name":"Pear", "count":12},
        null
      ]}
      """
    model = try #require(Container.yy_model(withJSON: json))
    #expect(model.set?.count == 4)
    #expect(model.yy_modelToJSONObject() != nil)

    model = try #require(Generic.yy_model(withJSON: json))
    #expect(model.set?.count == 3)
    #expect((model.set?.first?.base as? Auto)?.name != nil)
    #expect(model.mSet?.count == 3)
    #expect(model.yy_modelToJSONObject() != nil)

    model = try #require(Generic.yy_model(with: ["set": [Auto()]]))
    #expect(model.set?.first?.base is Auto)

    model = try #require(Generic.yy_model(with: ["array": NSSet(array: [Auto()])]))
    #expect(model.array?.first is Auto)

    model = try #require(Container.yy_model(with: ["mArray": [Auto()]]))
    #expect(model.mArray?.first is Auto)

    model = try #require(Container.yy_model(with: ["mArray": NSSet(array: [Auto()])]))
    #expect(model.mArray?.first is Auto)
  }
}
