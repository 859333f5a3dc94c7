// Three behaviours of XYYModel.m that a user of the original relies on, tried as that user would:
// nested models archived through the NSObject category, zoneless dates in the default time zone, and the
// export of a class's own properties.
import DesignTestSupport
import Foundation
import ModelRuntime
import Testing
import XYYStyle

/// A nested model that is not NSCoding: in the original every NSObject is, through the category.
final class DemoWheel: XYYJsonModel {
  var size = 0
  var brand: String?
  var spare: DemoWheel?
  required init() {}
}

/// A nested model that is NSCoding on its own: its own `encode(with:)` keeps being used.
final class DemoEngine: XYYArchivedModel {
  var power = 0
  /// Set only by `init?(coder:)`: shows that the engine's own decoding ran.
  var decodedByItself = false
  required init() { super.init() }
  required init?(coder: NSCoder) {
    super.init(coder: coder)
    decodedByItself = true
  }
}

final class DemoCar: XYYArchivedModel {
  var name: String?
  var wheel: DemoWheel?
  var wheels: [DemoWheel] = []
  var engine: DemoEngine?
}

/// Archives like `DemoCar` under that class name, but with a date in the wheel's place.
final class ForgedCar: NSObject, NSSecureCoding {
  static var supportsSecureCoding: Bool { true }
  override init() { super.init() }
  override var classForKeyedArchiver: AnyClass? { DemoCar.self }
  func encode(with coder: NSCoder) {
    coder.encode(NSDictionary(dictionary: ["size": NSDate()]), forKey: "wheel")
  }
  required init?(coder: NSCoder) { nil }
}

final class DemoDated: NSObject, XYYJsonModel {
  var date: Date?
  override required init() { super.init() }
}

class DemoVehicle: NSObject, XYYJsonModel {
  var wheels = 4
  override required init() { super.init() }
}

final class DemoBike: DemoVehicle {
  var bell = true
}

@Suite struct OriginalBehaviourTests {
  func archive(_ car: DemoCar) throws -> Data {
    try NSKeyedArchiver.archivedData(withRootObject: car, requiringSecureCoding: true)
  }

  @Test func aNestedModelWithoutNSCodingIsArchivedThroughItsFields() throws {
    let car = DemoCar()
    car.name = "roadster"
    car.wheel = DemoWheel()
    car.wheel?.size = 17
    car.wheel?.brand = "XYY"
    car.wheel?.spare = DemoWheel()
    car.wheel?.spare?.size = 15
    car.wheels = [DemoWheel(), DemoWheel()]
    car.wheels[1].size = 18
    car.engine = DemoEngine()
    car.engine?.power = 300
    let data = try archive(car)
    try DemoCar.xyy_validateArchive(data)
    let back = try #require(try NSKeyedUnarchiver.unarchivedObject(ofClass: DemoCar.self, from: data))
    #expect(back.name == "roadster")
    #expect(back.wheel?.size == 17)
    #expect(back.wheel?.brand == "XYY")
    #expect(back.wheel?.spare?.size == 15)
    #expect(back.wheel?.spare?.spare == nil)
    #expect(back.wheels.map(\.size) == [0, 18])
    // The NSCoding engine went through its own init?(coder:).
    #expect(back.engine?.power == 300)
    #expect(back.engine?.decodedByItself == true)
  }

  @Test func theArchiveCheckStillRefusesWhatTheDesignNeverWrites() throws {
    let archiver = NSKeyedArchiver(requiringSecureCoding: true)
    archiver.encode(ForgedCar(), forKey: NSKeyedArchiveRootObjectKey)
    archiver.finishEncoding()
    // Refused for the date, not for the root's class.
    #expect {
      try DemoCar.xyy_validateArchive(archiver.encodedData)
    } throws: { error in
      "\(error)".contains("NSDate")
    }
  }

  @Test func aNestedChainPastTheLimitArchivesDownToIt() throws {
    let car = DemoCar()
    car.wheel = DemoWheel()
    var last = car.wheel!
    for size in 1...700 {
      let next = DemoWheel()
      next.size = size
      last.spare = next
      last = next
    }
    let data = try archive(car)
    // Written down to the limit: the check passes it, and it reads back without running the stack out.
    try DemoCar.xyy_validateArchive(data)
    let back = try #require(try NSKeyedUnarchiver.unarchivedObject(ofClass: DemoCar.self, from: data))
    var depth = 0
    var wheel = back.wheel
    while let current = wheel {
      depth += 1
      wheel = current.spare
    }
    #expect(depth > 100 && depth < GraphGuard.maximumDepth)
    // Unlink the chains node by node: releasing them from the head recurses once per node.
    for root in [car.wheel, back.wheel] {
      var next = root
      while let current = next {
        next = current.spare
        current.spare = nil
      }
    }
  }

  /// `"2015-09-16 12:20:09"` read with `NSTimeZone.default` set to Asia/Shanghai is 1442377209, as the
  /// original's formatter reads it. In a process of its own (an exit test): the default zone is the
  /// process's, and the other tests read zoneless dates in GMT.
  @Test func zonelessDatesAreReadInTheDefaultTimeZone() async {
    await #expect(processExitsWith: .success) {
      NSTimeZone.default = TimeZone(identifier: "Asia/Shanghai")!
      let spaced = DemoDated.xyy_model(with: ["date": "2015-09-16 12:20:09"])?.date
      let day = DemoDated.xyy_model(with: ["date": "2015-09-16"])?.date
      let zoned = DemoDated.xyy_model(with: ["date": "2015-09-16 12:20:09 GMT"])?.date
      guard spaced?.timeIntervalSince1970 == 1_442_377_209, day?.timeIntervalSince1970 == 1_442_332_800,
        zoned?.timeIntervalSince1970 == 1_442_406_009
      else { exit(1) }
      NSTimeZone.default = TimeZone(identifier: "GMT")!
      let gmt = DemoDated.xyy_model(with: ["date": "2015-09-16 12:20:09"])?.date
      exit(gmt?.timeIntervalSince1970 == 1_442_406_009 ? 0 : 2)
    }
  }

  @Test func theExportOfOwnPropertiesOnlyLeavesInheritedOnesOut() {
    let bike = DemoBike()
    #expect(Set(bike.xyy_convertToDictionary(forJson: true).keys) == ["wheels", "bell"])
    let own = bike.xyy_convertToDictionary(forJson: true, ownPropertiesOnly: true)
    #expect(Set(own.keys) == ["bell"])
    #expect(own["bell"] as? Bool == true)
    #expect(
      Set(DemoVehicle().xyy_convertToDictionary(forJson: false, ownPropertiesOnly: true).keys) == ["wheels"])
  }
}
