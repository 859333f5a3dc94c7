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

extension CanadaFeatureCollection: Codable {
  enum CodingKeys: String, CodingKey {
    case type
    case features
  }

  public convenience init(from decoder: any Decoder) throws {
    self.init()
    let c = try decoder.container(keyedBy: CodingKeys.self)
    if let v = try c.decodeIfPresent(String.self, forKey: .type) { type = v }
    if let v = try c.decodeIfPresent([CanadaFeature].self, forKey: .features) { features = v }
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(type, forKey: .type)
    try c.encode(features, forKey: .features)
  }
}

extension CanadaFeature: Codable {
  enum CodingKeys: String, CodingKey {
    case type
    case properties
    case geometry
  }

  public convenience init(from decoder: any Decoder) throws {
    self.init()
    let c = try decoder.container(keyedBy: CodingKeys.self)
    if let v = try c.decodeIfPresent(String.self, forKey: .type) { type = v }
    if let v = try c.decodeIfPresent([String: String].self, forKey: .properties) { properties = v }
    geometry = try c.decodeIfPresent(CanadaGeometry.self, forKey: .geometry)
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(type, forKey: .type)
    try c.encode(properties, forKey: .properties)
    try c.encodeIfPresent(geometry, forKey: .geometry)
  }
}

extension CanadaGeometry: Codable {
  enum CodingKeys: String, CodingKey {
    case type
    case coordinates
  }

  public convenience init(from decoder: any Decoder) throws {
    self.init()
    let c = try decoder.container(keyedBy: CodingKeys.self)
    if let v = try c.decodeIfPresent(String.self, forKey: .type) { type = v }
    if let v = try c.decodeIfPresent([[[Double]]].self, forKey: .coordinates) { coordinates = v }
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(type, forKey: .type)
    try c.encode(coordinates, forKey: .coordinates)
  }
}
