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

extension WideModel: HandWrittenCoding {
  public func handWrittenEncode(with coder: NSCoder) {
    coder.encode(f000, forKey: "f000")
    coder.handEncode(f001, forKey: "f001")
    coder.encode(f002, forKey: "f002")
    coder.encode(f003, forKey: "f003")
    coder.encode(f004, forKey: "f004")
    coder.handEncode(f005, forKey: "f005")
    coder.encode(f006, forKey: "f006")
    coder.encode(f007, forKey: "f007")
    coder.encode(f008, forKey: "f008")
    coder.handEncode(f009, forKey: "f009")
    coder.encode(f010, forKey: "f010")
    coder.encode(f011, forKey: "f011")
    coder.encode(f012, forKey: "f012")
    coder.handEncode(f013, forKey: "f013")
    coder.encode(f014, forKey: "f014")
    coder.encode(f015, forKey: "f015")
    coder.encode(f016, forKey: "f016")
    coder.handEncode(f017, forKey: "f017")
    coder.encode(f018, forKey: "f018")
    coder.encode(f019, forKey: "f019")
    coder.encode(f020, forKey: "f020")
    coder.handEncode(f021, forKey: "f021")
    coder.encode(f022, forKey: "f022")
    coder.encode(f023, forKey: "f023")
    coder.encode(f024, forKey: "f024")
    coder.handEncode(f025, forKey: "f025")
    coder.encode(f026, forKey: "f026")
    coder.encode(f027, forKey: "f027")
    coder.encode(f028, forKey: "f028")
    coder.handEncode(f029, forKey: "f029")
    coder.encode(f030, forKey: "f030")
    coder.encode(f031, forKey: "f031")
    coder.encode(f032, forKey: "f032")
    coder.handEncode(f033, forKey: "f033")
    coder.encode(f034, forKey: "f034")
    coder.encode(f035, forKey: "f035")
    coder.encode(f036, forKey: "f036")
    coder.handEncode(f037, forKey: "f037")
    coder.encode(f038, forKey: "f038")
    coder.encode(f039, forKey: "f039")
    coder.encode(f040, forKey: "f040")
    coder.handEncode(f041, forKey: "f041")
    coder.encode(f042, forKey: "f042")
    coder.encode(f043, forKey: "f043")
    coder.encode(f044, forKey: "f044")
    coder.handEncode(f045, forKey: "f045")
    coder.encode(f046, forKey: "f046")
    coder.encode(f047, forKey: "f047")
    coder.encode(f048, forKey: "f048")
    coder.handEncode(f049, forKey: "f049")
    coder.encode(f050, forKey: "f050")
    coder.encode(f051, forKey: "f051")
    coder.encode(f052, forKey: "f052")
    coder.handEncode(f053, forKey: "f053")
    coder.encode(f054, forKey: "f054")
    coder.encode(f055, forKey: "f055")
    coder.encode(f056, forKey: "f056")
    coder.handEncode(f057, forKey: "f057")
    coder.encode(f058, forKey: "f058")
    coder.encode(f059, forKey: "f059")
    coder.encode(f060, forKey: "f060")
    coder.handEncode(f061, forKey: "f061")
    coder.encode(f062, forKey: "f062")
    coder.encode(f063, forKey: "f063")
    coder.encode(f064, forKey: "f064")
    coder.handEncode(f065, forKey: "f065")
    coder.encode(f066, forKey: "f066")
    coder.encode(f067, forKey: "f067")
    coder.encode(f068, forKey: "f068")
    coder.handEncode(f069, forKey: "f069")
    coder.encode(f070, forKey: "f070")
    coder.encode(f071, forKey: "f071")
    coder.encode(f072, forKey: "f072")
    coder.handEncode(f073, forKey: "f073")
    coder.encode(f074, forKey: "f074")
    coder.encode(f075, forKey: "f075")
    coder.encode(f076, forKey: "f076")
    coder.handEncode(f077, forKey: "f077")
    coder.encode(f078, forKey: "f078")
    coder.encode(f079, forKey: "f079")
    coder.encode(f080, forKey: "f080")
    coder.handEncode(f081, forKey: "f081")
    coder.encode(f082, forKey: "f082")
    coder.encode(f083, forKey: "f083")
    coder.encode(f084, forKey: "f084")
    coder.handEncode(f085, forKey: "f085")
    coder.encode(f086, forKey: "f086")
    coder.encode(f087, forKey: "f087")
    coder.encode(f088, forKey: "f088")
    coder.handEncode(f089, forKey: "f089")
    coder.encode(f090, forKey: "f090")
    coder.encode(f091, forKey: "f091")
    coder.encode(f092, forKey: "f092")
    coder.handEncode(f093, forKey: "f093")
    coder.encode(f094, forKey: "f094")
    coder.encode(f095, forKey: "f095")
    coder.encode(f096, forKey: "f096")
    coder.handEncode(f097, forKey: "f097")
    coder.encode(f098, forKey: "f098")
    coder.encode(f099, forKey: "f099")
  }

  public func handWrittenDecode(from coder: NSCoder) {
    f000 = coder.decodeInteger(forKey: "f000")
    f001 = coder.handString("f001")
    f002 = coder.decodeDouble(forKey: "f002")
    f003 = coder.decodeBool(forKey: "f003")
    f004 = coder.decodeInteger(forKey: "f004")
    f005 = coder.handString("f005")
    f006 = coder.decodeDouble(forKey: "f006")
    f007 = coder.decodeBool(forKey: "f007")
    f008 = coder.decodeInteger(forKey: "f008")
    f009 = coder.handString("f009")
    f010 = coder.decodeDouble(forKey: "f010")
    f011 = coder.decodeBool(forKey: "f011")
    f012 = coder.decodeInteger(forKey: "f012")
    f013 = coder.handString("f013")
    f014 = coder.decodeDouble(forKey: "f014")
    f015 = coder.decodeBool(forKey: "f015")
    f016 = coder.decodeInteger(forKey: "f016")
    f017 = coder.handString("f017")
    f018 = coder.decodeDouble(forKey: "f018")
    f019 = coder.decodeBool(forKey: "f019")
    f020 = coder.decodeInteger(forKey: "f020")
    f021 = coder.handString("f021")
    f022 = coder.decodeDouble(forKey: "f022")
    f023 = coder.decodeBool(forKey: "f023")
    f024 = coder.decodeInteger(forKey: "f024")
    f025 = coder.handString("f025")
    f026 = coder.decodeDouble(forKey: "f026")
    f027 = coder.decodeBool(forKey: "f027")
    f028 = coder.decodeInteger(forKey: "f028")
    f029 = coder.handString("f029")
    f030 = coder.decodeDouble(forKey: "f030")
    f031 = coder.decodeBool(forKey: "f031")
    f032 = coder.decodeInteger(forKey: "f032")
    f033 = coder.handString("f033")
    f034 = coder.decodeDouble(forKey: "f034")
    f035 = coder.decodeBool(forKey: "f035")
    f036 = coder.decodeInteger(forKey: "f036")
    f037 = coder.handString("f037")
    f038 = coder.decodeDouble(forKey: "f038")
    f039 = coder.decodeBool(forKey: "f039")
    f040 = coder.decodeInteger(forKey: "f040")
    f041 = coder.handString("f041")
    f042 = coder.decodeDouble(forKey: "f042")
    f043 = coder.decodeBool(forKey: "f043")
    f044 = coder.decodeInteger(forKey: "f044")
    f045 = coder.handString("f045")
    f046 = coder.decodeDouble(forKey: "f046")
    f047 = coder.decodeBool(forKey: "f047")
    f048 = coder.decodeInteger(forKey: "f048")
    f049 = coder.handString("f049")
    f050 = coder.decodeDouble(forKey: "f050")
    f051 = coder.decodeBool(forKey: "f051")
    f052 = coder.decodeInteger(forKey: "f052")
    f053 = coder.handString("f053")
    f054 = coder.decodeDouble(forKey: "f054")
    f055 = coder.decodeBool(forKey: "f055")
    f056 = coder.decodeInteger(forKey: "f056")
    f057 = coder.handString("f057")
    f058 = coder.decodeDouble(forKey: "f058")
    f059 = coder.decodeBool(forKey: "f059")
    f060 = coder.decodeInteger(forKey: "f060")
    f061 = coder.handString("f061")
    f062 = coder.decodeDouble(forKey: "f062")
    f063 = coder.decodeBool(forKey: "f063")
    f064 = coder.decodeInteger(forKey: "f064")
    f065 = coder.handString("f065")
    f066 = coder.decodeDouble(forKey: "f066")
    f067 = coder.decodeBool(forKey: "f067")
    f068 = coder.decodeInteger(forKey: "f068")
    f069 = coder.handString("f069")
    f070 = coder.decodeDouble(forKey: "f070")
    f071 = coder.decodeBool(forKey: "f071")
    f072 = coder.decodeInteger(forKey: "f072")
    f073 = coder.handString("f073")
    f074 = coder.decodeDouble(forKey: "f074")
    f075 = coder.decodeBool(forKey: "f075")
    f076 = coder.decodeInteger(forKey: "f076")
    f077 = coder.handString("f077")
    f078 = coder.decodeDouble(forKey: "f078")
    f079 = coder.decodeBool(forKey: "f079")
    f080 = coder.decodeInteger(forKey: "f080")
    f081 = coder.handString("f081")
    f082 = coder.decodeDouble(forKey: "f082")
    f083 = coder.decodeBool(forKey: "f083")
    f084 = coder.decodeInteger(forKey: "f084")
    f085 = coder.handString("f085")
    f086 = coder.decodeDouble(forKey: "f086")
    f087 = coder.decodeBool(forKey: "f087")
    f088 = coder.decodeInteger(forKey: "f088")
    f089 = coder.handString("f089")
    f090 = coder.decodeDouble(forKey: "f090")
    f091 = coder.decodeBool(forKey: "f091")
    f092 = coder.decodeInteger(forKey: "f092")
    f093 = coder.handString("f093")
    f094 = coder.decodeDouble(forKey: "f094")
    f095 = coder.decodeBool(forKey: "f095")
    f096 = coder.decodeInteger(forKey: "f096")
    f097 = coder.handString("f097")
    f098 = coder.decodeDouble(forKey: "f098")
    f099 = coder.decodeBool(forKey: "f099")
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
