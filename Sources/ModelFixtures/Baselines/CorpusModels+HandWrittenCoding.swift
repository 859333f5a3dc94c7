import Foundation

// The hand-written NSCoding baseline of the corpus and generated models (Twitter, citm_catalog, wide_100, deep_100, the sweep's records): every
// property written and read by name with the coder's typed calls, no reflection (HandWrittenCoding).

extension TwitterSearch: HandWrittenCoding {
  public func handWrittenEncode(with coder: NSCoder) {
    coder.handEncode(statuses, forKey: "statuses")
    if let searchMetadata { coder.encode(searchMetadata, forKey: "searchMetadata") }
  }

  public func handWrittenDecode(from coder: NSCoder) {
    statuses =
      coder.handCollection("statuses", [NSArray.self, TwitterStatus.self], as: [TwitterStatus].self) ?? []
    searchMetadata = coder.handModel("searchMetadata", TwitterSearchMetadata.self)
  }
}

extension TwitterSearchMetadata: HandWrittenCoding {
  public func handWrittenEncode(with coder: NSCoder) {
    coder.encode(completedIn, forKey: "completedIn")
    coder.encode(maxID, forKey: "maxID")
    coder.handEncode(maxIDString, forKey: "maxIDString")
    coder.handEncode(nextResults, forKey: "nextResults")
    coder.handEncode(query, forKey: "query")
    coder.handEncode(refreshURL, forKey: "refreshURL")
    coder.encode(count, forKey: "count")
    coder.encode(sinceID, forKey: "sinceID")
    coder.handEncode(sinceIDString, forKey: "sinceIDString")
  }

  public func handWrittenDecode(from coder: NSCoder) {
    completedIn = coder.decodeDouble(forKey: "completedIn")
    maxID = coder.decodeInt64(forKey: "maxID")
    maxIDString = coder.handString("maxIDString")
    nextResults = coder.handString("nextResults")
    query = coder.handString("query")
    refreshURL = coder.handString("refreshURL")
    count = coder.decodeInteger(forKey: "count")
    sinceID = coder.decodeInt64(forKey: "sinceID")
    sinceIDString = coder.handString("sinceIDString")
  }
}

extension TwitterStatus: HandWrittenCoding {
  public func handWrittenEncode(with coder: NSCoder) {
    coder.handEncode(createdAt, forKey: "createdAt")
    coder.encode(statusID, forKey: "statusID")
    coder.handEncode(idString, forKey: "idString")
    coder.handEncode(text, forKey: "text")
    coder.handEncode(source, forKey: "source")
    coder.encode(truncated, forKey: "truncated")
    if let inReplyToStatusID { coder.encode(inReplyToStatusID, forKey: "inReplyToStatusID") }
    if let inReplyToUserID { coder.encode(inReplyToUserID, forKey: "inReplyToUserID") }
    coder.handEncode(inReplyToScreenName, forKey: "inReplyToScreenName")
    if let user { coder.encode(user, forKey: "user") }
    coder.encode(retweetCount, forKey: "retweetCount")
    coder.encode(favoriteCount, forKey: "favoriteCount")
    coder.encode(favorited, forKey: "favorited")
    coder.encode(retweeted, forKey: "retweeted")
    coder.handEncode(lang, forKey: "lang")
    if let entities { coder.encode(entities, forKey: "entities") }
  }

  public func handWrittenDecode(from coder: NSCoder) {
    createdAt = coder.handString("createdAt")
    statusID = coder.decodeInt64(forKey: "statusID")
    idString = coder.handString("idString")
    text = coder.handString("text")
    source = coder.handString("source")
    truncated = coder.decodeBool(forKey: "truncated")
    inReplyToStatusID = coder.handOptionalInt64("inReplyToStatusID")
    inReplyToUserID = coder.handOptionalInt64("inReplyToUserID")
    inReplyToScreenName = coder.handString("inReplyToScreenName")
    user = coder.handModel("user", TwitterUser.self)
    retweetCount = coder.decodeInteger(forKey: "retweetCount")
    favoriteCount = coder.decodeInteger(forKey: "favoriteCount")
    favorited = coder.decodeBool(forKey: "favorited")
    retweeted = coder.decodeBool(forKey: "retweeted")
    lang = coder.handString("lang")
    entities = coder.handModel("entities", TwitterEntities.self)
  }
}

extension TwitterEntities: HandWrittenCoding {
  public func handWrittenEncode(with coder: NSCoder) {
    coder.handEncode(hashtags, forKey: "hashtags")
    coder.handEncode(urls, forKey: "urls")
    coder.handEncode(userMentions, forKey: "userMentions")
  }

  public func handWrittenDecode(from coder: NSCoder) {
    hashtags =
      coder.handCollection("hashtags", [NSArray.self, TwitterHashtag.self], as: [TwitterHashtag].self) ?? []
    urls = coder.handCollection("urls", [NSArray.self, TwitterURL.self], as: [TwitterURL].self) ?? []
    userMentions =
      coder.handCollection("userMentions", [NSArray.self, TwitterMention.self], as: [TwitterMention].self)
      ?? []
  }
}

extension TwitterHashtag: HandWrittenCoding {
  public func handWrittenEncode(with coder: NSCoder) {
    coder.handEncode(text, forKey: "text")
    coder.handEncode(indices, forKey: "indices")
  }

  public func handWrittenDecode(from coder: NSCoder) {
    text = coder.handString("text")
    indices = coder.handCollection("indices", [NSArray.self, NSNumber.self], as: [Int].self) ?? []
  }
}

extension TwitterURL: HandWrittenCoding {
  public func handWrittenEncode(with coder: NSCoder) {
    coder.handEncode(url, forKey: "url")
    coder.handEncode(expandedURL, forKey: "expandedURL")
    coder.handEncode(displayURL, forKey: "displayURL")
    coder.handEncode(indices, forKey: "indices")
  }

  public func handWrittenDecode(from coder: NSCoder) {
    url = coder.handString("url")
    expandedURL = coder.handString("expandedURL")
    displayURL = coder.handString("displayURL")
    indices = coder.handCollection("indices", [NSArray.self, NSNumber.self], as: [Int].self) ?? []
  }
}

extension TwitterMention: HandWrittenCoding {
  public func handWrittenEncode(with coder: NSCoder) {
    coder.handEncode(screenName, forKey: "screenName")
    coder.handEncode(name, forKey: "name")
    coder.encode(mentionID, forKey: "mentionID")
    coder.handEncode(indices, forKey: "indices")
  }

  public func handWrittenDecode(from coder: NSCoder) {
    screenName = coder.handString("screenName")
    name = coder.handString("name")
    mentionID = coder.decodeInt64(forKey: "mentionID")
    indices = coder.handCollection("indices", [NSArray.self, NSNumber.self], as: [Int].self) ?? []
  }
}

extension TwitterUser: HandWrittenCoding {
  public func handWrittenEncode(with coder: NSCoder) {
    coder.encode(userID, forKey: "userID")
    coder.handEncode(idString, forKey: "idString")
    coder.handEncode(name, forKey: "name")
    coder.handEncode(screenName, forKey: "screenName")
    coder.handEncode(location, forKey: "location")
    coder.handEncode(userDescription, forKey: "userDescription")
    coder.handEncode(url, forKey: "url")
    coder.encode(protected, forKey: "protected")
    coder.encode(followersCount, forKey: "followersCount")
    coder.encode(friendsCount, forKey: "friendsCount")
    coder.encode(listedCount, forKey: "listedCount")
    coder.handEncode(createdAt, forKey: "createdAt")
    coder.encode(favouritesCount, forKey: "favouritesCount")
    if let utcOffset { coder.encode(utcOffset, forKey: "utcOffset") }
    coder.handEncode(timeZone, forKey: "timeZone")
    coder.encode(geoEnabled, forKey: "geoEnabled")
    coder.encode(verified, forKey: "verified")
    coder.encode(statusesCount, forKey: "statusesCount")
    coder.handEncode(lang, forKey: "lang")
    coder.handEncode(profileBackgroundColor, forKey: "profileBackgroundColor")
    coder.handEncode(profileImageURL, forKey: "profileImageURL")
    coder.handEncode(profileImageURLHTTPS, forKey: "profileImageURLHTTPS")
    coder.handEncode(profileBannerURL, forKey: "profileBannerURL")
    coder.encode(defaultProfile, forKey: "defaultProfile")
    coder.encode(following, forKey: "following")
  }

  public func handWrittenDecode(from coder: NSCoder) {
    userID = coder.decodeInt64(forKey: "userID")
    idString = coder.handString("idString")
    name = coder.handString("name")
    screenName = coder.handString("screenName")
    location = coder.handString("location")
    userDescription = coder.handString("userDescription")
    url = coder.handString("url")
    protected = coder.decodeBool(forKey: "protected")
    followersCount = coder.decodeInteger(forKey: "followersCount")
    friendsCount = coder.decodeInteger(forKey: "friendsCount")
    listedCount = coder.decodeInteger(forKey: "listedCount")
    createdAt = coder.handString("createdAt")
    favouritesCount = coder.decodeInteger(forKey: "favouritesCount")
    utcOffset = coder.handOptionalInteger("utcOffset")
    timeZone = coder.handString("timeZone")
    geoEnabled = coder.decodeBool(forKey: "geoEnabled")
    verified = coder.decodeBool(forKey: "verified")
    statusesCount = coder.decodeInteger(forKey: "statusesCount")
    lang = coder.handString("lang")
    profileBackgroundColor = coder.handString("profileBackgroundColor")
    profileImageURL = coder.handString("profileImageURL")
    profileImageURLHTTPS = coder.handString("profileImageURLHTTPS")
    profileBannerURL = coder.handString("profileBannerURL")
    defaultProfile = coder.decodeBool(forKey: "defaultProfile")
    following = coder.decodeBool(forKey: "following")
  }
}

extension CitmCatalog: HandWrittenCoding {
  public func handWrittenEncode(with coder: NSCoder) {
    coder.handEncode(areaNames, forKey: "areaNames") { NSString(string: $0) }
    coder.handEncode(audienceSubCategoryNames, forKey: "audienceSubCategoryNames") { NSString(string: $0) }
    coder.handEncode(events, forKey: "events") { $0 }
    coder.handEncode(performances, forKey: "performances")
    coder.handEncode(seatCategoryNames, forKey: "seatCategoryNames") { NSString(string: $0) }
    coder.handEncode(subTopicNames, forKey: "subTopicNames") { NSString(string: $0) }
    coder.handEncode(topicNames, forKey: "topicNames") { NSString(string: $0) }
    coder.handEncode(topicSubTopics, forKey: "topicSubTopics") {
      NSArray(array: $0.map { NSNumber(value: $0) })
    }
    coder.handEncode(venueNames, forKey: "venueNames") { NSString(string: $0) }
  }

  public func handWrittenDecode(from coder: NSCoder) {
    areaNames =
      coder.handCollection("areaNames", [NSDictionary.self, NSString.self], as: [String: String].self) ?? [:]
    audienceSubCategoryNames =
      coder.handCollection(
        "audienceSubCategoryNames", [NSDictionary.self, NSString.self], as: [String: String].self) ?? [:]
    events =
      coder.handCollection(
        "events", [NSDictionary.self, NSString.self, CitmEvent.self], as: [String: CitmEvent].self) ?? [:]
    performances =
      coder.handCollection("performances", [NSArray.self, CitmPerformance.self], as: [CitmPerformance].self)
      ?? []
    seatCategoryNames =
      coder.handCollection(
        "seatCategoryNames", [NSDictionary.self, NSString.self], as: [String: String].self) ?? [:]
    subTopicNames =
      coder.handCollection("subTopicNames", [NSDictionary.self, NSString.self], as: [String: String].self)
      ?? [:]
    topicNames =
      coder.handCollection("topicNames", [NSDictionary.self, NSString.self], as: [String: String].self) ?? [:]
    topicSubTopics =
      coder.handCollection(
        "topicSubTopics", [NSDictionary.self, NSString.self, NSArray.self, NSNumber.self],
        as: [String: [Int]].self) ?? [:]
    venueNames =
      coder.handCollection("venueNames", [NSDictionary.self, NSString.self], as: [String: String].self) ?? [:]
  }
}

extension CitmEvent: HandWrittenCoding {
  public func handWrittenEncode(with coder: NSCoder) {
    coder.encode(eventID, forKey: "eventID")
    coder.handEncode(name, forKey: "name")
    coder.handEncode(eventDescription, forKey: "eventDescription")
    coder.handEncode(logo, forKey: "logo")
    coder.handEncode(subtitle, forKey: "subtitle")
    coder.handEncode(subjectCode, forKey: "subjectCode")
    coder.handEncode(subTopicIds, forKey: "subTopicIds")
    coder.handEncode(topicIds, forKey: "topicIds")
  }

  public func handWrittenDecode(from coder: NSCoder) {
    eventID = coder.decodeInteger(forKey: "eventID")
    name = coder.handString("name")
    eventDescription = coder.handString("eventDescription")
    logo = coder.handString("logo")
    subtitle = coder.handString("subtitle")
    subjectCode = coder.handString("subjectCode")
    subTopicIds = coder.handCollection("subTopicIds", [NSArray.self, NSNumber.self], as: [Int].self) ?? []
    topicIds = coder.handCollection("topicIds", [NSArray.self, NSNumber.self], as: [Int].self) ?? []
  }
}

extension CitmPerformance: HandWrittenCoding {
  public func handWrittenEncode(with coder: NSCoder) {
    coder.encode(performanceID, forKey: "performanceID")
    coder.encode(eventID, forKey: "eventID")
    coder.handEncode(name, forKey: "name")
    coder.handEncode(logo, forKey: "logo")
    coder.handEncode(seatMapImage, forKey: "seatMapImage")
    coder.encode(start, forKey: "start")
    coder.handEncode(venueCode, forKey: "venueCode")
    coder.handEncode(prices, forKey: "prices")
    coder.handEncode(seatCategories, forKey: "seatCategories")
  }

  public func handWrittenDecode(from coder: NSCoder) {
    performanceID = coder.decodeInteger(forKey: "performanceID")
    eventID = coder.decodeInteger(forKey: "eventID")
    name = coder.handString("name")
    logo = coder.handString("logo")
    seatMapImage = coder.handString("seatMapImage")
    start = coder.decodeInt64(forKey: "start")
    venueCode = coder.handString("venueCode")
    prices = coder.handCollection("prices", [NSArray.self, CitmPrice.self], as: [CitmPrice].self) ?? []
    seatCategories =
      coder.handCollection(
        "seatCategories", [NSArray.self, CitmSeatCategory.self], as: [CitmSeatCategory].self) ?? []
  }
}

extension CitmPrice: HandWrittenCoding {
  public func handWrittenEncode(with coder: NSCoder) {
    coder.encode(amount, forKey: "amount")
    coder.encode(audienceSubCategoryID, forKey: "audienceSubCategoryID")
    coder.encode(seatCategoryID, forKey: "seatCategoryID")
  }

  public func handWrittenDecode(from coder: NSCoder) {
    amount = coder.decodeInteger(forKey: "amount")
    audienceSubCategoryID = coder.decodeInteger(forKey: "audienceSubCategoryID")
    seatCategoryID = coder.decodeInteger(forKey: "seatCategoryID")
  }
}

extension CitmSeatCategory: HandWrittenCoding {
  public func handWrittenEncode(with coder: NSCoder) {
    coder.encode(seatCategoryID, forKey: "seatCategoryID")
    coder.handEncode(areas, forKey: "areas")
  }

  public func handWrittenDecode(from coder: NSCoder) {
    seatCategoryID = coder.decodeInteger(forKey: "seatCategoryID")
    areas = coder.handCollection("areas", [NSArray.self, CitmArea.self], as: [CitmArea].self) ?? []
  }
}

extension CitmArea: HandWrittenCoding {
  public func handWrittenEncode(with coder: NSCoder) {
    coder.encode(areaID, forKey: "areaID")
    coder.handEncode(blockIds, forKey: "blockIds")
  }

  public func handWrittenDecode(from coder: NSCoder) {
    areaID = coder.decodeInteger(forKey: "areaID")
    blockIds = coder.handCollection("blockIds", [NSArray.self, NSNumber.self], as: [Int].self) ?? []
  }
}

extension DeepNode: HandWrittenCoding {
  public func handWrittenEncode(with coder: NSCoder) {
    coder.encode(level, forKey: "level")
    coder.handEncode(name, forKey: "name")
    if let child { coder.encode(child, forKey: "child") }
  }

  public func handWrittenDecode(from coder: NSCoder) {
    level = coder.decodeInteger(forKey: "level")
    name = coder.handString("name")
    child = coder.handModel("child", DeepNode.self)
  }
}

extension SweepRecord: HandWrittenCoding {
  public func handWrittenEncode(with coder: NSCoder) {
    coder.encode(id, forKey: "id")
    coder.handEncode(name, forKey: "name")
    coder.encode(score, forKey: "score")
    coder.encode(active, forKey: "active")
  }

  public func handWrittenDecode(from coder: NSCoder) {
    id = coder.decodeInteger(forKey: "id")
    name = coder.handString("name")
    score = coder.decodeDouble(forKey: "score")
    active = coder.decodeBool(forKey: "active")
  }
}

extension SweepRecordList: HandWrittenCoding {
  public func handWrittenEncode(with coder: NSCoder) {
    coder.handEncode(items, forKey: "items")
  }

  public func handWrittenDecode(from coder: NSCoder) {
    items = coder.handCollection("items", [NSArray.self, SweepRecord.self], as: [SweepRecord].self) ?? []
  }
}
