// Ported from CoderMJLee/MJExtension MJExtensionTests/MJExtensionTests.m: the same inputs and expected
// values; models in MJPeerModels.swift.
//
// Adapted because Swift forces it: archives go through `Data` in memory rather than a temporary file.
// Where the original only logs a result (testModel2JSON, testModelArray2JSONArray, testNull, testCoding,
// testLogAllProperties), a test that cannot fail proves nothing: the port checks what the log would
// show, each value derived from NSObject+MJKeyValue.m.
// Not ported: `[NSNull mj_keyValues]` and `mj_keyValuesArrayWithObjectArray:` with an NSNull element
// (MJExtension is a category on NSObject; MJStyle's API is typed `[Self]`).
import Foundation
import MJStyle
import Testing

@Suite(.serialized) struct MJExtensionTests {
  let user: [String: Any] = [
    "name": "Jack", "icon": "lufy.png", "age": "2147483647", "age2": "4294967295", "height": 1.55,
    "money": "100.7777777", "sex": Sex.female.rawValue, "gay": "1", "speed": "120.5",
    "identifier": "9223372036854775807", "identifier2": "18446744073709551615", "price": "20.3",
    "rich": "2", "collect": "40个", "alien": "yr Joking",
  ]

  func checkUser(_ user: MJUser) {
    #expect(user.icon == "lufy.png")
    #expect(user.age == Int32.max)
    #expect(user.age2 == UInt32.max)
    #expect(user.height == NSNumber(value: 1.55))
    #expect(user.money?.compare(NSDecimalNumber(string: "100.7777777")) == .orderedSame)
    #expect(user.sex == .female)
    #expect(user.gay)
    #expect(user.speed == 120)
    #expect(user.identifier == Int64.max)
    #expect(user.identifier2 == UInt64.max)
    #expect(user.price == 20.3)
    #expect(user.rich)
    #expect(user.collect == 40)
    #expect(!user.alien)
  }

  // 类型不匹配类型 -> 模型
  @Test func testJSON2ModelUnmatched() throws {
    var dict = user
    dict["name"] = [Any]()
    let user = try #require(MJUser.mj_object(withKeyValues: dict))
    #expect(user.name == nil)
    checkUser(user)
  }

  // 简单的字典 -> 模型
  @Test func testJSON2Model() throws {
    let user = try #require(MJUser.mj_object(withKeyValues: user))
    #expect(user.name == "Jack")
    checkUser(user)
  }

  // 特殊模型, 数字为法语逗号为小数点的分隔符情况
  @Test func testJSON2NumberModel() throws {
    let dict: [String: Any] = [
      "age": "20", "height": 1.55, "money": "100,9", "gay": "", "speed": "120,5",
      "identifier": "3443623624362",
      "price": "20,3", "like": "20个", "collect": "收藏5", "rich": "hehe",
    ]
    let user = try #require(MJFrenchUser.mj_object(withKeyValues: dict))
    #expect(user.age == 20)
    #expect(user.height?.doubleValue == 1.55)
    #expect(user.money?.doubleValue == 100.9)
    #expect(user.gay == false)
    #expect(user.speed == 120)
    #expect(user.identifier == 3_443_623_624_362)
    #expect(user.price == 20.3)
    #expect(user.like == 20)
    #expect(user.collect == 0)
    #expect(user.rich == false)
  }

  // JSON字符串 -> 模型
  @Test func testJSONString2Model() throws {
    let jsonString = #"{"name":"Jack", "icon":"lufy.png", "age":20, "height":333333.7}"#
    let user = try #require(MJUser.mj_object(withKeyValues: jsonString))
    #expect(user.name == "Jack")
    #expect(user.icon == "lufy.png")
    #expect(user.age == 20)
    #expect(user.height?.doubleValue == 333333.7)
  }

  // 复杂的字典 -> 模型 (模型里面包含了模型)
  @Test func testNestedModel() throws {
    let dict: [String: Any] = [
      "text": "是啊，今天天气确实不错！",
      "user": ["name": "Jack", "icon": "lufy.png"],
      "retweetedStatus": ["text": "今天天气真不错！", "user": ["name": "Rose", "icon": "nami.png"]] as [String: Any],
    ]
    let status = try #require(MJStatus.mj_object(withKeyValues: dict))
    #expect(status.text == "是啊，今天天气确实不错！")
    #expect(status.user?.name == "Jack")
    #expect(status.user?.icon == "lufy.png")
    #expect(status.retweetedStatus?.text == "今天天气真不错！")
    #expect(status.retweetedStatus?.user?.name == "Rose")
    #expect(status.retweetedStatus?.user?.icon == "nami.png")
  }

  // 复杂的字典 -> 模型 (模型的数组属性里面又装着模型)
  @Test func testNestedModelArray() throws {
    let dict: [String: Any] = [
      "statuses": [
        ["text": "今天天气真不错！", "user": ["name": "Rose", "icon": "nami.png"]] as [String: Any],
        ["text": "明天去旅游了", "user": ["name": "Jack", "icon": "lufy.png"]],
      ],
      "ads": [
        ["image": "ad01.png", "url": "http://www.ad01.com"],
        ["image": "ad02.png", "url": "http://www.ad02.com"],
      ],
      "totalNumber": "2014", "previousCursor": "13476589", "nextCursor": "13476599",
    ]
    let result = try #require(MJStatusResult.mj_object(withKeyValues: dict))
    #expect(result.totalNumber?.intValue == 2014)
    #expect(result.previousCursor == 13_476_589)
    #expect(result.nextCursor == 13_476_599)
    try #require(result.statuses.count == 2 && result.ads.count == 2)
    #expect(result.statuses[0].text == "今天天气真不错！")
    #expect(result.statuses[0].user?.name == "Rose")
    #expect(result.statuses[0].user?.icon == "nami.png")
    #expect(result.statuses[1].text == "明天去旅游了")
    #expect(result.statuses[1].user?.name == "Jack")
    #expect(result.statuses[1].user?.icon == "lufy.png")
    #expect(result.ads[0].image == "ad01.png")
    #expect(result.ads[0].url?.absoluteString == "http://www.ad01.com")
    #expect(result.ads[1].image == "ad02.png")
    #expect(result.ads[1].url?.absoluteString == "http://www.ad02.com")
  }

  // key替换，比如ID和id。多级映射，比如 oldName 和 name.oldName
  @Test func testKeyMapping() throws {
    let dict: [String: Any] = [
      "id": "20", "desciption": "好孩子",
      "name": [
        "newName": "lufy", "oldName": "kitty", "info": ["test-data", ["nameChangedTime": "2013-08-07"]],
      ]
        as [String: Any],
      "other": ["bag": ["name": "小书包", "price": 100.7] as [String: Any]],
    ]
    let stu = try #require(MJStudent.mj_object(withKeyValues: dict))
    #expect(stu.ID == "20")
    #expect(stu.desc == "好孩子")
    #expect(stu.otherName == "lufy")
    #expect(stu.nowName == "lufy")
    #expect(stu.oldName == "kitty")
    #expect(stu.nameChangedTime == "2013-08-07")
    #expect(stu.bag?.name == "小书包")
    #expect(stu.bag?.price == 100.7)
  }

  // 字典数组 -> 模型数组
  @Test func testJSONArray2ModelArray() throws {
    let dictArray = [["name": "Jack", "icon": "lufy.png"], ["name": "Rose", "icon": "nami.png"]]
    let users = try #require(MJUser.mj_objectArray(withKeyValuesArray: dictArray))
    try #require(users.count == 2)
    #expect(users[0].name == "Jack")
    #expect(users[0].icon == "lufy.png")
    #expect(users[1].name == "Rose")
    #expect(users[1].icon == "nami.png")
  }

  // 模型 -> 字典
  @Test func testModel2JSON() throws {
    let user = MJUser()
    user.name = "Jack"
    user.icon = "lufy.png"
    let status = MJStatus()
    status.user = user
    status.text = "今天的心情不错！"

    let statusDict = status.mj_keyValues()
    #expect(statusDict["text"] as? String == "今天的心情不错！")
    #expect((statusDict["user"] as? [String: Any])?["name"] as? String == "Jack")
    #expect(status.mj_keyValues(withKeys: ["text"]).keys.sorted() == ["text"])

    let stu = MJStudent()
    stu.ID = "123"
    stu.oldName = "rose"
    stu.nowName = "jack"
    stu.desc = "handsome"
    stu.nameChangedTime = "2018-09-08"
    stu.books = ["Good book", "Red book"]
    stu.isAthlete = true
    let bag = MJBag()
    bag.name = "小书包"
    bag.price = 205
    stu.bag = bag

    // Under the replaced keys: key paths become nested dictionaries.
    let stuDict = stu.mj_keyValues()
    #expect(stuDict["id"] as? String == "123")
    #expect((stuDict["name"] as? [String: Any])?["oldName"] as? String == "rose")
    #expect((stuDict["name"] as? [String: Any])?["newName"] as? String == "jack")
    #expect(((stuDict["other"] as? [String: Any])?["bag"] as? [String: Any])?["price"] as? Double == 205)
    let ignoring = stu.mj_keyValues(withIgnoredKeys: ["bag", "oldName", "nowName"])
    #expect(ignoring["other"] == nil)
    #expect(stu.mj_JSONString() != nil)

    MJStudent.mj_referenceReplacedKeyWhenCreatingKeyValues(false)
    defer { MJStudent.mj_referenceReplacedKeyWhenCreatingKeyValues(true) }
    let byName = stu.mj_keyValues()
    #expect(byName["ID"] as? String == "123")
    #expect(byName["oldName"] as? String == "rose")
    #expect((byName["bag"] as? [String: Any])?["name"] as? String == "小书包")
  }

  // 模型数组 -> 字典数组
  @Test func testModelArray2JSONArray() {
    let user1 = MJUser()
    user1.name = "Jack"
    user1.icon = "lufy.png"
    let user2 = MJUser()
    user2.name = "Rose"
    user2.icon = "nami.png"
    let dictArray = MJUser.mj_keyValuesArray(withObjectArray: [user1, user2])
    #expect(dictArray.map { $0["name"] as? String } == ["Jack", "Rose"])
  }

  // NSNull相关的测试
  @Test func testNull() throws {
    let dictArray: [Any] = [
      ["name": "Jack", "icon": "lufy.png"], NSNull(), ["name": "Rose", "icon": "nami.png"],
    ]
    let userArray = try #require(MJUser.mj_objectArray(withKeyValuesArray: dictArray))
    #expect(userArray.map(\.name) == ["Jack", "Rose"])

    let testNull = try #require(MJUser.mj_object(withKeyValues: ["name": NSNull(), "icon": "lufy.png"]))
    #expect(testNull.name == nil)
    #expect(testNull.icon == "lufy.png")

    let catDict: [String: Any] = [
      "name": "Tom", "address": NSNull(), "nicknames": ["Jerry's Heart", NSNull(), "Cowboy Tom"],
    ]
    let cat = try #require(MJCat.mj_object(withKeyValues: catDict))
    #expect(cat.name == "Tom")
    #expect(cat.address == nil)
    #expect(cat.nicknames == ["Jerry's Heart", "Cowboy Tom"])
  }

  func secureRoundTrip<T: NSObject & NSSecureCoding>(_ object: T) throws -> T {
    let data = try NSKeyedArchiver.archivedData(withRootObject: object, requiringSecureCoding: true)
    let unarchiver = try NSKeyedUnarchiver(forReadingFrom: data)
    unarchiver.requiresSecureCoding = true
    unarchiver.decodingFailurePolicy = .setErrorAndReturn
    return try #require(unarchiver.decodeObject(of: T.self, forKey: NSKeyedArchiveRootObjectKey))
  }

  // NSCoding示例
  @Test func testCoding() throws {
    let bag = MJBag()
    bag.name = "Red bag"
    bag.price = 200.8
    bag.isBig = true
    bag.weight = 200
    let decodedBag = try secureRoundTrip(bag)
    #expect(decodedBag.name == "Red bag")
    #expect(decodedBag.price == 200.8)
    #expect(decodedBag.isBig)
    #expect(decodedBag.weight == 200)
  }

  @Test func testCodingModelArrayProperty() throws {
    let person = MJPerson()
    person.name = "boy1"
    let friend1 = MJPerson()
    friend1.name = "friend1"
    let friend2 = MJPerson()
    friend2.name = "friend2"
    person.friends = [friend1, friend2]
    let decodedPerson = try secureRoundTrip(person)
    #expect(decodedPerson.friends?.count == 2)
  }

  // 统一转换属性名（比如驼峰转下划线）
  @Test func testReplacedKeyFromPropertyName121() throws {
    let dict = ["nick_name": "旺财", "sale_price": "10.5", "run_speed": "100.9"]
    let dog = try #require(MJDog.mj_object(withKeyValues: dict))
    #expect(dog.nickName == "旺财")
    #expect(dog.salePrice == 10.5)
    #expect(dog.runSpeed == 100.9)
  }

  // 过滤字典的值（比如字符串日期处理为NSDate、字符串nil处理为@""）
  @Test func testNewValueFromOldValue() throws {
    let book = try #require(
      MJBook.mj_object(withKeyValues: ["name": "5分钟突破iOS开发", "publishedTime": "2011-09-10"]))
    #expect(book.name == "5分钟突破iOS开发")
    #expect(book.publishedTime.map(MJBook.formatter.string(from:)) == "2011-09-10")
    #expect(book.publisher == "")  // the hook's empty string for a missing publisher

    let bookDict = book.mj_keyValues()
    #expect(bookDict["name"] as? String == "5分钟突破iOS开发")
    #expect(bookDict["publishedTime"] as? String == "2011-09-10")
  }

  // 使用MJExtensionLog打印模型的所有属性
  @Test func testLogAllProperties() {
    let user = MJUser()
    user.name = "MJ"
    user.age = 10
    user.sex = .male
    user.icon = "test.png"
    let keyValues = user.mj_keyValues()
    #expect(keyValues["name"] as? String == "MJ")
    #expect(keyValues["age"] as? Int32 == 10)
  }
}
