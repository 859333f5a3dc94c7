import Foundation

// The Codable baseline of the corpus models: CodingKeys for the JSON keys, `decodeIfPresent` for every
// key (a missing key keeps the default), strict about each value's type.

extension TwitterSearch: Codable {
  enum CodingKeys: String, CodingKey {
    case statuses
    case searchMetadata = "search_metadata"
  }

  public convenience init(from decoder: any Decoder) throws {
    self.init()
    let c = try decoder.container(keyedBy: CodingKeys.self)
    if let v = try c.decodeIfPresent([TwitterStatus].self, forKey: .statuses) { statuses = v }
    searchMetadata = try c.decodeIfPresent(TwitterSearchMetadata.self, forKey: .searchMetadata)
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(statuses, forKey: .statuses)
    try c.encodeIfPresent(searchMetadata, forKey: .searchMetadata)
  }
}

extension TwitterSearchMetadata: Codable {
  enum CodingKeys: String, CodingKey {
    case completedIn = "completed_in"
    case maxID = "max_id"
    case maxIDString = "max_id_str"
    case nextResults = "next_results"
    case query
    case refreshURL = "refresh_url"
    case count
    case sinceID = "since_id"
    case sinceIDString = "since_id_str"
  }

  public convenience init(from decoder: any Decoder) throws {
    self.init()
    let c = try decoder.container(keyedBy: CodingKeys.self)
    if let v = try c.decodeIfPresent(Double.self, forKey: .completedIn) { completedIn = v }
    if let v = try c.decodeIfPresent(Int64.self, forKey: .maxID) { maxID = v }
    maxIDString = try c.decodeIfPresent(String.self, forKey: .maxIDString)
    nextResults = try c.decodeIfPresent(String.self, forKey: .nextResults)
    query = try c.decodeIfPresent(String.self, forKey: .query)
    refreshURL = try c.decodeIfPresent(String.self, forKey: .refreshURL)
    if let v = try c.decodeIfPresent(Int.self, forKey: .count) { count = v }
    if let v = try c.decodeIfPresent(Int64.self, forKey: .sinceID) { sinceID = v }
    sinceIDString = try c.decodeIfPresent(String.self, forKey: .sinceIDString)
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(completedIn, forKey: .completedIn)
    try c.encode(maxID, forKey: .maxID)
    try c.encodeIfPresent(maxIDString, forKey: .maxIDString)
    try c.encodeIfPresent(nextResults, forKey: .nextResults)
    try c.encodeIfPresent(query, forKey: .query)
    try c.encodeIfPresent(refreshURL, forKey: .refreshURL)
    try c.encode(count, forKey: .count)
    try c.encode(sinceID, forKey: .sinceID)
    try c.encodeIfPresent(sinceIDString, forKey: .sinceIDString)
  }
}

extension TwitterStatus: Codable {
  enum CodingKeys: String, CodingKey {
    case createdAt = "created_at"
    case statusID = "id"
    case idString = "id_str"
    case text
    case source
    case truncated
    case inReplyToStatusID = "in_reply_to_status_id"
    case inReplyToUserID = "in_reply_to_user_id"
    case inReplyToScreenName = "in_reply_to_screen_name"
    case user
    case retweetCount = "retweet_count"
    case favoriteCount = "favorite_count"
    case favorited
    case retweeted
    case lang
    case entities
  }

  public convenience init(from decoder: any Decoder) throws {
    self.init()
    let c = try decoder.container(keyedBy: CodingKeys.self)
    createdAt = try c.decodeIfPresent(String.self, forKey: .createdAt)
    if let v = try c.decodeIfPresent(Int64.self, forKey: .statusID) { statusID = v }
    idString = try c.decodeIfPresent(String.self, forKey: .idString)
    text = try c.decodeIfPresent(String.self, forKey: .text)
    source = try c.decodeIfPresent(String.self, forKey: .source)
    if let v = try c.decodeIfPresent(Bool.self, forKey: .truncated) { truncated = v }
    inReplyToStatusID = try c.decodeIfPresent(Int64.self, forKey: .inReplyToStatusID)
    inReplyToUserID = try c.decodeIfPresent(Int64.self, forKey: .inReplyToUserID)
    inReplyToScreenName = try c.decodeIfPresent(String.self, forKey: .inReplyToScreenName)
    user = try c.decodeIfPresent(TwitterUser.self, forKey: .user)
    if let v = try c.decodeIfPresent(Int.self, forKey: .retweetCount) { retweetCount = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .favoriteCount) { favoriteCount = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .favorited) { favorited = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .retweeted) { retweeted = v }
    lang = try c.decodeIfPresent(String.self, forKey: .lang)
    entities = try c.decodeIfPresent(TwitterEntities.self, forKey: .entities)
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encodeIfPresent(createdAt, forKey: .createdAt)
    try c.encode(statusID, forKey: .statusID)
    try c.encodeIfPresent(idString, forKey: .idString)
    try c.encodeIfPresent(text, forKey: .text)
    try c.encodeIfPresent(source, forKey: .source)
    try c.encode(truncated, forKey: .truncated)
    try c.encodeIfPresent(inReplyToStatusID, forKey: .inReplyToStatusID)
    try c.encodeIfPresent(inReplyToUserID, forKey: .inReplyToUserID)
    try c.encodeIfPresent(inReplyToScreenName, forKey: .inReplyToScreenName)
    try c.encodeIfPresent(user, forKey: .user)
    try c.encode(retweetCount, forKey: .retweetCount)
    try c.encode(favoriteCount, forKey: .favoriteCount)
    try c.encode(favorited, forKey: .favorited)
    try c.encode(retweeted, forKey: .retweeted)
    try c.encodeIfPresent(lang, forKey: .lang)
    try c.encodeIfPresent(entities, forKey: .entities)
  }
}

extension TwitterEntities: Codable {
  enum CodingKeys: String, CodingKey {
    case hashtags
    case urls
    case userMentions = "user_mentions"
  }

  public convenience init(from decoder: any Decoder) throws {
    self.init()
    let c = try decoder.container(keyedBy: CodingKeys.self)
    if let v = try c.decodeIfPresent([TwitterHashtag].self, forKey: .hashtags) { hashtags = v }
    if let v = try c.decodeIfPresent([TwitterURL].self, forKey: .urls) { urls = v }
    if let v = try c.decodeIfPresent([TwitterMention].self, forKey: .userMentions) { userMentions = v }
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(hashtags, forKey: .hashtags)
    try c.encode(urls, forKey: .urls)
    try c.encode(userMentions, forKey: .userMentions)
  }
}

extension TwitterHashtag: Codable {
  enum CodingKeys: String, CodingKey {
    case text
    case indices
  }

  public convenience init(from decoder: any Decoder) throws {
    self.init()
    let c = try decoder.container(keyedBy: CodingKeys.self)
    text = try c.decodeIfPresent(String.self, forKey: .text)
    if let v = try c.decodeIfPresent([Int].self, forKey: .indices) { indices = v }
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encodeIfPresent(text, forKey: .text)
    try c.encode(indices, forKey: .indices)
  }
}

extension TwitterURL: Codable {
  enum CodingKeys: String, CodingKey {
    case url
    case expandedURL = "expanded_url"
    case displayURL = "display_url"
    case indices
  }

  public convenience init(from decoder: any Decoder) throws {
    self.init()
    let c = try decoder.container(keyedBy: CodingKeys.self)
    url = try c.decodeIfPresent(String.self, forKey: .url)
    expandedURL = try c.decodeIfPresent(String.self, forKey: .expandedURL)
    displayURL = try c.decodeIfPresent(String.self, forKey: .displayURL)
    if let v = try c.decodeIfPresent([Int].self, forKey: .indices) { indices = v }
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encodeIfPresent(url, forKey: .url)
    try c.encodeIfPresent(expandedURL, forKey: .expandedURL)
    try c.encodeIfPresent(displayURL, forKey: .displayURL)
    try c.encode(indices, forKey: .indices)
  }
}

extension TwitterMention: Codable {
  enum CodingKeys: String, CodingKey {
    case screenName = "screen_name"
    case name
    case mentionID = "id"
    case indices
  }

  public convenience init(from decoder: any Decoder) throws {
    self.init()
    let c = try decoder.container(keyedBy: CodingKeys.self)
    screenName = try c.decodeIfPresent(String.self, forKey: .screenName)
    name = try c.decodeIfPresent(String.self, forKey: .name)
    if let v = try c.decodeIfPresent(Int64.self, forKey: .mentionID) { mentionID = v }
    if let v = try c.decodeIfPresent([Int].self, forKey: .indices) { indices = v }
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encodeIfPresent(screenName, forKey: .screenName)
    try c.encodeIfPresent(name, forKey: .name)
    try c.encode(mentionID, forKey: .mentionID)
    try c.encode(indices, forKey: .indices)
  }
}

extension TwitterUser: Codable {
  enum CodingKeys: String, CodingKey {
    case userID = "id"
    case idString = "id_str"
    case name
    case screenName = "screen_name"
    case location
    case userDescription = "description"
    case url
    case protected
    case followersCount = "followers_count"
    case friendsCount = "friends_count"
    case listedCount = "listed_count"
    case createdAt = "created_at"
    case favouritesCount = "favourites_count"
    case utcOffset = "utc_offset"
    case timeZone = "time_zone"
    case geoEnabled = "geo_enabled"
    case verified
    case statusesCount = "statuses_count"
    case lang
    case profileBackgroundColor = "profile_background_color"
    case profileImageURL = "profile_image_url"
    case profileImageURLHTTPS = "profile_image_url_https"
    case profileBannerURL = "profile_banner_url"
    case defaultProfile = "default_profile"
    case following
  }

  public convenience init(from decoder: any Decoder) throws {
    self.init()
    let c = try decoder.container(keyedBy: CodingKeys.self)
    if let v = try c.decodeIfPresent(Int64.self, forKey: .userID) { userID = v }
    idString = try c.decodeIfPresent(String.self, forKey: .idString)
    name = try c.decodeIfPresent(String.self, forKey: .name)
    screenName = try c.decodeIfPresent(String.self, forKey: .screenName)
    location = try c.decodeIfPresent(String.self, forKey: .location)
    userDescription = try c.decodeIfPresent(String.self, forKey: .userDescription)
    url = try c.decodeIfPresent(String.self, forKey: .url)
    if let v = try c.decodeIfPresent(Bool.self, forKey: .protected) { protected = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .followersCount) { followersCount = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .friendsCount) { friendsCount = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .listedCount) { listedCount = v }
    createdAt = try c.decodeIfPresent(String.self, forKey: .createdAt)
    if let v = try c.decodeIfPresent(Int.self, forKey: .favouritesCount) { favouritesCount = v }
    utcOffset = try c.decodeIfPresent(Int.self, forKey: .utcOffset)
    timeZone = try c.decodeIfPresent(String.self, forKey: .timeZone)
    if let v = try c.decodeIfPresent(Bool.self, forKey: .geoEnabled) { geoEnabled = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .verified) { verified = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .statusesCount) { statusesCount = v }
    lang = try c.decodeIfPresent(String.self, forKey: .lang)
    profileBackgroundColor = try c.decodeIfPresent(String.self, forKey: .profileBackgroundColor)
    profileImageURL = try c.decodeIfPresent(String.self, forKey: .profileImageURL)
    profileImageURLHTTPS = try c.decodeIfPresent(String.self, forKey: .profileImageURLHTTPS)
    profileBannerURL = try c.decodeIfPresent(String.self, forKey: .profileBannerURL)
    if let v = try c.decodeIfPresent(Bool.self, forKey: .defaultProfile) { defaultProfile = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .following) { following = v }
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(userID, forKey: .userID)
    try c.encodeIfPresent(idString, forKey: .idString)
    try c.encodeIfPresent(name, forKey: .name)
    try c.encodeIfPresent(screenName, forKey: .screenName)
    try c.encodeIfPresent(location, forKey: .location)
    try c.encodeIfPresent(userDescription, forKey: .userDescription)
    try c.encodeIfPresent(url, forKey: .url)
    try c.encode(protected, forKey: .protected)
    try c.encode(followersCount, forKey: .followersCount)
    try c.encode(friendsCount, forKey: .friendsCount)
    try c.encode(listedCount, forKey: .listedCount)
    try c.encodeIfPresent(createdAt, forKey: .createdAt)
    try c.encode(favouritesCount, forKey: .favouritesCount)
    try c.encodeIfPresent(utcOffset, forKey: .utcOffset)
    try c.encodeIfPresent(timeZone, forKey: .timeZone)
    try c.encode(geoEnabled, forKey: .geoEnabled)
    try c.encode(verified, forKey: .verified)
    try c.encode(statusesCount, forKey: .statusesCount)
    try c.encodeIfPresent(lang, forKey: .lang)
    try c.encodeIfPresent(profileBackgroundColor, forKey: .profileBackgroundColor)
    try c.encodeIfPresent(profileImageURL, forKey: .profileImageURL)
    try c.encodeIfPresent(profileImageURLHTTPS, forKey: .profileImageURLHTTPS)
    try c.encodeIfPresent(profileBannerURL, forKey: .profileBannerURL)
    try c.encode(defaultProfile, forKey: .defaultProfile)
    try c.encode(following, forKey: .following)
  }
}

extension CitmCatalog: Codable {
  enum CodingKeys: String, CodingKey {
    case areaNames
    case audienceSubCategoryNames
    case events
    case performances
    case seatCategoryNames
    case subTopicNames
    case topicNames
    case topicSubTopics
    case venueNames
  }

  public convenience init(from decoder: any Decoder) throws {
    self.init()
    let c = try decoder.container(keyedBy: CodingKeys.self)
    if let v = try c.decodeIfPresent([String: String].self, forKey: .areaNames) { areaNames = v }
    if let v = try c.decodeIfPresent([String: String].self, forKey: .audienceSubCategoryNames) {
      audienceSubCategoryNames = v
    }
    if let v = try c.decodeIfPresent([String: CitmEvent].self, forKey: .events) { events = v }
    if let v = try c.decodeIfPresent([CitmPerformance].self, forKey: .performances) { performances = v }
    if let v = try c.decodeIfPresent([String: String].self, forKey: .seatCategoryNames) {
      seatCategoryNames = v
    }
    if let v = try c.decodeIfPresent([String: String].self, forKey: .subTopicNames) { subTopicNames = v }
    if let v = try c.decodeIfPresent([String: String].self, forKey: .topicNames) { topicNames = v }
    if let v = try c.decodeIfPresent([String: [Int]].self, forKey: .topicSubTopics) { topicSubTopics = v }
    if let v = try c.decodeIfPresent([String: String].self, forKey: .venueNames) { venueNames = v }
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(areaNames, forKey: .areaNames)
    try c.encode(audienceSubCategoryNames, forKey: .audienceSubCategoryNames)
    try c.encode(events, forKey: .events)
    try c.encode(performances, forKey: .performances)
    try c.encode(seatCategoryNames, forKey: .seatCategoryNames)
    try c.encode(subTopicNames, forKey: .subTopicNames)
    try c.encode(topicNames, forKey: .topicNames)
    try c.encode(topicSubTopics, forKey: .topicSubTopics)
    try c.encode(venueNames, forKey: .venueNames)
  }
}

extension CitmEvent: Codable {
  enum CodingKeys: String, CodingKey {
    case eventID = "id"
    case name
    case eventDescription = "description"
    case logo
    case subtitle
    case subjectCode
    case subTopicIds
    case topicIds
  }

  public convenience init(from decoder: any Decoder) throws {
    self.init()
    let c = try decoder.container(keyedBy: CodingKeys.self)
    if let v = try c.decodeIfPresent(Int.self, forKey: .eventID) { eventID = v }
    name = try c.decodeIfPresent(String.self, forKey: .name)
    eventDescription = try c.decodeIfPresent(String.self, forKey: .eventDescription)
    logo = try c.decodeIfPresent(String.self, forKey: .logo)
    subtitle = try c.decodeIfPresent(String.self, forKey: .subtitle)
    subjectCode = try c.decodeIfPresent(String.self, forKey: .subjectCode)
    if let v = try c.decodeIfPresent([Int].self, forKey: .subTopicIds) { subTopicIds = v }
    if let v = try c.decodeIfPresent([Int].self, forKey: .topicIds) { topicIds = v }
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(eventID, forKey: .eventID)
    try c.encodeIfPresent(name, forKey: .name)
    try c.encodeIfPresent(eventDescription, forKey: .eventDescription)
    try c.encodeIfPresent(logo, forKey: .logo)
    try c.encodeIfPresent(subtitle, forKey: .subtitle)
    try c.encodeIfPresent(subjectCode, forKey: .subjectCode)
    try c.encode(subTopicIds, forKey: .subTopicIds)
    try c.encode(topicIds, forKey: .topicIds)
  }
}

extension CitmPerformance: Codable {
  enum CodingKeys: String, CodingKey {
    case performanceID = "id"
    case eventID = "eventId"
    case name
    case logo
    case seatMapImage
    case start
    case venueCode
    case prices
    case seatCategories
  }

  public convenience init(from decoder: any Decoder) throws {
    self.init()
    let c = try decoder.container(keyedBy: CodingKeys.self)
    if let v = try c.decodeIfPresent(Int.self, forKey: .performanceID) { performanceID = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .eventID) { eventID = v }
    name = try c.decodeIfPresent(String.self, forKey: .name)
    logo = try c.decodeIfPresent(String.self, forKey: .logo)
    seatMapImage = try c.decodeIfPresent(String.self, forKey: .seatMapImage)
    if let v = try c.decodeIfPresent(Int64.self, forKey: .start) { start = v }
    venueCode = try c.decodeIfPresent(String.self, forKey: .venueCode)
    if let v = try c.decodeIfPresent([CitmPrice].self, forKey: .prices) { prices = v }
    if let v = try c.decodeIfPresent([CitmSeatCategory].self, forKey: .seatCategories) { seatCategories = v }
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(performanceID, forKey: .performanceID)
    try c.encode(eventID, forKey: .eventID)
    try c.encodeIfPresent(name, forKey: .name)
    try c.encodeIfPresent(logo, forKey: .logo)
    try c.encodeIfPresent(seatMapImage, forKey: .seatMapImage)
    try c.encode(start, forKey: .start)
    try c.encodeIfPresent(venueCode, forKey: .venueCode)
    try c.encode(prices, forKey: .prices)
    try c.encode(seatCategories, forKey: .seatCategories)
  }
}

extension CitmPrice: Codable {
  enum CodingKeys: String, CodingKey {
    case amount
    case audienceSubCategoryID = "audienceSubCategoryId"
    case seatCategoryID = "seatCategoryId"
  }

  public convenience init(from decoder: any Decoder) throws {
    self.init()
    let c = try decoder.container(keyedBy: CodingKeys.self)
    if let v = try c.decodeIfPresent(Int.self, forKey: .amount) { amount = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .audienceSubCategoryID) { audienceSubCategoryID = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .seatCategoryID) { seatCategoryID = v }
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(amount, forKey: .amount)
    try c.encode(audienceSubCategoryID, forKey: .audienceSubCategoryID)
    try c.encode(seatCategoryID, forKey: .seatCategoryID)
  }
}

extension CitmSeatCategory: Codable {
  enum CodingKeys: String, CodingKey {
    case seatCategoryID = "seatCategoryId"
    case areas
  }

  public convenience init(from decoder: any Decoder) throws {
    self.init()
    let c = try decoder.container(keyedBy: CodingKeys.self)
    if let v = try c.decodeIfPresent(Int.self, forKey: .seatCategoryID) { seatCategoryID = v }
    if let v = try c.decodeIfPresent([CitmArea].self, forKey: .areas) { areas = v }
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(seatCategoryID, forKey: .seatCategoryID)
    try c.encode(areas, forKey: .areas)
  }
}

extension CitmArea: Codable {
  enum CodingKeys: String, CodingKey {
    case areaID = "areaId"
    case blockIds
  }

  public convenience init(from decoder: any Decoder) throws {
    self.init()
    let c = try decoder.container(keyedBy: CodingKeys.self)
    if let v = try c.decodeIfPresent(Int.self, forKey: .areaID) { areaID = v }
    if let v = try c.decodeIfPresent([Int].self, forKey: .blockIds) { blockIds = v }
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(areaID, forKey: .areaID)
    try c.encode(blockIds, forKey: .blockIds)
  }
}

extension WideModel: Codable {
  enum CodingKeys: String, CodingKey {
    case f000
    case f001
    case f002
    case f003
    case f004
    case f005
    case f006
    case f007
    case f008
    case f009
    case f010
    case f011
    case f012
    case f013
    case f014
    case f015
    case f016
    case f017
    case f018
    case f019
    case f020
    case f021
    case f022
    case f023
    case f024
    case f025
    case f026
    case f027
    case f028
    case f029
    case f030
    case f031
    case f032
    case f033
    case f034
    case f035
    case f036
    case f037
    case f038
    case f039
    case f040
    case f041
    case f042
    case f043
    case f044
    case f045
    case f046
    case f047
    case f048
    case f049
    case f050
    case f051
    case f052
    case f053
    case f054
    case f055
    case f056
    case f057
    case f058
    case f059
    case f060
    case f061
    case f062
    case f063
    case f064
    case f065
    case f066
    case f067
    case f068
    case f069
    case f070
    case f071
    case f072
    case f073
    case f074
    case f075
    case f076
    case f077
    case f078
    case f079
    case f080
    case f081
    case f082
    case f083
    case f084
    case f085
    case f086
    case f087
    case f088
    case f089
    case f090
    case f091
    case f092
    case f093
    case f094
    case f095
    case f096
    case f097
    case f098
    case f099
  }

  public convenience init(from decoder: any Decoder) throws {
    self.init()
    let c = try decoder.container(keyedBy: CodingKeys.self)
    if let v = try c.decodeIfPresent(Int.self, forKey: .f000) { f000 = v }
    f001 = try c.decodeIfPresent(String.self, forKey: .f001)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f002) { f002 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f003) { f003 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f004) { f004 = v }
    f005 = try c.decodeIfPresent(String.self, forKey: .f005)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f006) { f006 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f007) { f007 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f008) { f008 = v }
    f009 = try c.decodeIfPresent(String.self, forKey: .f009)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f010) { f010 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f011) { f011 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f012) { f012 = v }
    f013 = try c.decodeIfPresent(String.self, forKey: .f013)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f014) { f014 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f015) { f015 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f016) { f016 = v }
    f017 = try c.decodeIfPresent(String.self, forKey: .f017)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f018) { f018 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f019) { f019 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f020) { f020 = v }
    f021 = try c.decodeIfPresent(String.self, forKey: .f021)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f022) { f022 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f023) { f023 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f024) { f024 = v }
    f025 = try c.decodeIfPresent(String.self, forKey: .f025)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f026) { f026 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f027) { f027 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f028) { f028 = v }
    f029 = try c.decodeIfPresent(String.self, forKey: .f029)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f030) { f030 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f031) { f031 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f032) { f032 = v }
    f033 = try c.decodeIfPresent(String.self, forKey: .f033)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f034) { f034 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f035) { f035 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f036) { f036 = v }
    f037 = try c.decodeIfPresent(String.self, forKey: .f037)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f038) { f038 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f039) { f039 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f040) { f040 = v }
    f041 = try c.decodeIfPresent(String.self, forKey: .f041)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f042) { f042 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f043) { f043 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f044) { f044 = v }
    f045 = try c.decodeIfPresent(String.self, forKey: .f045)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f046) { f046 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f047) { f047 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f048) { f048 = v }
    f049 = try c.decodeIfPresent(String.self, forKey: .f049)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f050) { f050 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f051) { f051 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f052) { f052 = v }
    f053 = try c.decodeIfPresent(String.self, forKey: .f053)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f054) { f054 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f055) { f055 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f056) { f056 = v }
    f057 = try c.decodeIfPresent(String.self, forKey: .f057)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f058) { f058 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f059) { f059 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f060) { f060 = v }
    f061 = try c.decodeIfPresent(String.self, forKey: .f061)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f062) { f062 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f063) { f063 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f064) { f064 = v }
    f065 = try c.decodeIfPresent(String.self, forKey: .f065)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f066) { f066 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f067) { f067 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f068) { f068 = v }
    f069 = try c.decodeIfPresent(String.self, forKey: .f069)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f070) { f070 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f071) { f071 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f072) { f072 = v }
    f073 = try c.decodeIfPresent(String.self, forKey: .f073)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f074) { f074 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f075) { f075 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f076) { f076 = v }
    f077 = try c.decodeIfPresent(String.self, forKey: .f077)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f078) { f078 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f079) { f079 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f080) { f080 = v }
    f081 = try c.decodeIfPresent(String.self, forKey: .f081)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f082) { f082 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f083) { f083 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f084) { f084 = v }
    f085 = try c.decodeIfPresent(String.self, forKey: .f085)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f086) { f086 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f087) { f087 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f088) { f088 = v }
    f089 = try c.decodeIfPresent(String.self, forKey: .f089)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f090) { f090 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f091) { f091 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f092) { f092 = v }
    f093 = try c.decodeIfPresent(String.self, forKey: .f093)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f094) { f094 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f095) { f095 = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .f096) { f096 = v }
    f097 = try c.decodeIfPresent(String.self, forKey: .f097)
    if let v = try c.decodeIfPresent(Double.self, forKey: .f098) { f098 = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .f099) { f099 = v }
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(f000, forKey: .f000)
    try c.encodeIfPresent(f001, forKey: .f001)
    try c.encode(f002, forKey: .f002)
    try c.encode(f003, forKey: .f003)
    try c.encode(f004, forKey: .f004)
    try c.encodeIfPresent(f005, forKey: .f005)
    try c.encode(f006, forKey: .f006)
    try c.encode(f007, forKey: .f007)
    try c.encode(f008, forKey: .f008)
    try c.encodeIfPresent(f009, forKey: .f009)
    try c.encode(f010, forKey: .f010)
    try c.encode(f011, forKey: .f011)
    try c.encode(f012, forKey: .f012)
    try c.encodeIfPresent(f013, forKey: .f013)
    try c.encode(f014, forKey: .f014)
    try c.encode(f015, forKey: .f015)
    try c.encode(f016, forKey: .f016)
    try c.encodeIfPresent(f017, forKey: .f017)
    try c.encode(f018, forKey: .f018)
    try c.encode(f019, forKey: .f019)
    try c.encode(f020, forKey: .f020)
    try c.encodeIfPresent(f021, forKey: .f021)
    try c.encode(f022, forKey: .f022)
    try c.encode(f023, forKey: .f023)
    try c.encode(f024, forKey: .f024)
    try c.encodeIfPresent(f025, forKey: .f025)
    try c.encode(f026, forKey: .f026)
    try c.encode(f027, forKey: .f027)
    try c.encode(f028, forKey: .f028)
    try c.encodeIfPresent(f029, forKey: .f029)
    try c.encode(f030, forKey: .f030)
    try c.encode(f031, forKey: .f031)
    try c.encode(f032, forKey: .f032)
    try c.encodeIfPresent(f033, forKey: .f033)
    try c.encode(f034, forKey: .f034)
    try c.encode(f035, forKey: .f035)
    try c.encode(f036, forKey: .f036)
    try c.encodeIfPresent(f037, forKey: .f037)
    try c.encode(f038, forKey: .f038)
    try c.encode(f039, forKey: .f039)
    try c.encode(f040, forKey: .f040)
    try c.encodeIfPresent(f041, forKey: .f041)
    try c.encode(f042, forKey: .f042)
    try c.encode(f043, forKey: .f043)
    try c.encode(f044, forKey: .f044)
    try c.encodeIfPresent(f045, forKey: .f045)
    try c.encode(f046, forKey: .f046)
    try c.encode(f047, forKey: .f047)
    try c.encode(f048, forKey: .f048)
    try c.encodeIfPresent(f049, forKey: .f049)
    try c.encode(f050, forKey: .f050)
    try c.encode(f051, forKey: .f051)
    try c.encode(f052, forKey: .f052)
    try c.encodeIfPresent(f053, forKey: .f053)
    try c.encode(f054, forKey: .f054)
    try c.encode(f055, forKey: .f055)
    try c.encode(f056, forKey: .f056)
    try c.encodeIfPresent(f057, forKey: .f057)
    try c.encode(f058, forKey: .f058)
    try c.encode(f059, forKey: .f059)
    try c.encode(f060, forKey: .f060)
    try c.encodeIfPresent(f061, forKey: .f061)
    try c.encode(f062, forKey: .f062)
    try c.encode(f063, forKey: .f063)
    try c.encode(f064, forKey: .f064)
    try c.encodeIfPresent(f065, forKey: .f065)
    try c.encode(f066, forKey: .f066)
    try c.encode(f067, forKey: .f067)
    try c.encode(f068, forKey: .f068)
    try c.encodeIfPresent(f069, forKey: .f069)
    try c.encode(f070, forKey: .f070)
    try c.encode(f071, forKey: .f071)
    try c.encode(f072, forKey: .f072)
    try c.encodeIfPresent(f073, forKey: .f073)
    try c.encode(f074, forKey: .f074)
    try c.encode(f075, forKey: .f075)
    try c.encode(f076, forKey: .f076)
    try c.encodeIfPresent(f077, forKey: .f077)
    try c.encode(f078, forKey: .f078)
    try c.encode(f079, forKey: .f079)
    try c.encode(f080, forKey: .f080)
    try c.encodeIfPresent(f081, forKey: .f081)
    try c.encode(f082, forKey: .f082)
    try c.encode(f083, forKey: .f083)
    try c.encode(f084, forKey: .f084)
    try c.encodeIfPresent(f085, forKey: .f085)
    try c.encode(f086, forKey: .f086)
    try c.encode(f087, forKey: .f087)
    try c.encode(f088, forKey: .f088)
    try c.encodeIfPresent(f089, forKey: .f089)
    try c.encode(f090, forKey: .f090)
    try c.encode(f091, forKey: .f091)
    try c.encode(f092, forKey: .f092)
    try c.encodeIfPresent(f093, forKey: .f093)
    try c.encode(f094, forKey: .f094)
    try c.encode(f095, forKey: .f095)
    try c.encode(f096, forKey: .f096)
    try c.encodeIfPresent(f097, forKey: .f097)
    try c.encode(f098, forKey: .f098)
    try c.encode(f099, forKey: .f099)
  }
}

extension DeepNode: Codable {
  enum CodingKeys: String, CodingKey {
    case level
    case name
    case child
  }

  public convenience init(from decoder: any Decoder) throws {
    self.init()
    let c = try decoder.container(keyedBy: CodingKeys.self)
    if let v = try c.decodeIfPresent(Int.self, forKey: .level) { level = v }
    name = try c.decodeIfPresent(String.self, forKey: .name)
    child = try c.decodeIfPresent(DeepNode.self, forKey: .child)
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(level, forKey: .level)
    try c.encodeIfPresent(name, forKey: .name)
    try c.encodeIfPresent(child, forKey: .child)
  }
}

extension SweepRecord: Codable {
  enum CodingKeys: String, CodingKey {
    case id, name, score, active
  }

  public convenience init(from decoder: any Decoder) throws {
    self.init()
    let c = try decoder.container(keyedBy: CodingKeys.self)
    if let v = try c.decodeIfPresent(Int.self, forKey: .id) { id = v }
    name = try c.decodeIfPresent(String.self, forKey: .name)
    if let v = try c.decodeIfPresent(Double.self, forKey: .score) { score = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .active) { active = v }
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(id, forKey: .id)
    try c.encodeIfPresent(name, forKey: .name)
    try c.encode(score, forKey: .score)
    try c.encode(active, forKey: .active)
  }
}

extension SweepRecordList: Codable {
  enum CodingKeys: String, CodingKey {
    case items
  }

  public convenience init(from decoder: any Decoder) throws {
    self.init()
    let c = try decoder.container(keyedBy: CodingKeys.self)
    if let v = try c.decodeIfPresent([SweepRecord].self, forKey: .items) { items = v }
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(items, forKey: .items)
  }
}
