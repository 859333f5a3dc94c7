// Hand-kept: the fixture's shape with its key mapping and dictionaries keyed by ids, which no field
// count describes. The mechanical models are generated (see ../Generated/).

import Foundation

/// The corpus model: citm_catalog.json: wide dictionaries keyed by ids.
public final class CitmCatalog: NSObject, FixtureCodable {
  public var areaNames: [String: String] = [:]
  public var audienceSubCategoryNames: [String: String] = [:]
  public var events: [String: CitmEvent] = [:]
  public var performances: [CitmPerformance] = []
  public var seatCategoryNames: [String: String] = [:]
  public var subTopicNames: [String: String] = [:]
  public var topicNames: [String: String] = [:]
  public var topicSubTopics: [String: [Int]] = [:]
  public var venueNames: [String: String] = [:]

  public override required init() { super.init() }
  public func encode(with coder: NSCoder) { encodeThroughStrategy(coder) }
  public required init?(coder: NSCoder) {
    super.init()
    decodeThroughStrategy(coder)
  }

  public static let keyMapping: [String: String] = [:]
}

/// The corpus model: an event.
public final class CitmEvent: NSObject, FixtureCodable {
  public var eventID: Int = 0
  public var name: String?
  public var eventDescription: String?
  public var logo: String?
  public var subtitle: String?
  public var subjectCode: String?
  public var subTopicIds: [Int] = []
  public var topicIds: [Int] = []

  public override required init() { super.init() }
  public func encode(with coder: NSCoder) { encodeThroughStrategy(coder) }
  public required init?(coder: NSCoder) {
    super.init()
    decodeThroughStrategy(coder)
  }

  public static let keyMapping: [String: String] = [
    "eventID": "id",
    "eventDescription": "description",
  ]
}

/// The corpus model: a performance.
public final class CitmPerformance: NSObject, FixtureCodable {
  public var performanceID: Int = 0
  public var eventID: Int = 0
  public var name: String?
  public var logo: String?
  public var seatMapImage: String?
  public var start: Int64 = 0
  public var venueCode: String?
  public var prices: [CitmPrice] = []
  public var seatCategories: [CitmSeatCategory] = []

  public override required init() { super.init() }
  public func encode(with coder: NSCoder) { encodeThroughStrategy(coder) }
  public required init?(coder: NSCoder) {
    super.init()
    decodeThroughStrategy(coder)
  }

  public static let keyMapping: [String: String] = [
    "performanceID": "id",
    "eventID": "eventId",
  ]
}

/// The corpus model: a price.
public final class CitmPrice: NSObject, FixtureCodable {
  public var amount: Int = 0
  public var audienceSubCategoryID: Int = 0
  public var seatCategoryID: Int = 0

  public override required init() { super.init() }
  public func encode(with coder: NSCoder) { encodeThroughStrategy(coder) }
  public required init?(coder: NSCoder) {
    super.init()
    decodeThroughStrategy(coder)
  }

  public static let keyMapping: [String: String] = [
    "audienceSubCategoryID": "audienceSubCategoryId",
    "seatCategoryID": "seatCategoryId",
  ]
}

/// The corpus model: a seat category.
public final class CitmSeatCategory: NSObject, FixtureCodable {
  public var seatCategoryID: Int = 0
  public var areas: [CitmArea] = []

  public override required init() { super.init() }
  public func encode(with coder: NSCoder) { encodeThroughStrategy(coder) }
  public required init?(coder: NSCoder) {
    super.init()
    decodeThroughStrategy(coder)
  }

  public static let keyMapping: [String: String] = [
    "seatCategoryID": "seatCategoryId"
  ]
}

/// The corpus model: an area.
public final class CitmArea: NSObject, FixtureCodable {
  public var areaID: Int = 0
  public var blockIds: [Int] = []

  public override required init() { super.init() }
  public func encode(with coder: NSCoder) { encodeThroughStrategy(coder) }
  public required init?(coder: NSCoder) {
    super.init()
    decodeThroughStrategy(coder)
  }

  public static let keyMapping: [String: String] = [
    "areaID": "areaId"
  ]
}
