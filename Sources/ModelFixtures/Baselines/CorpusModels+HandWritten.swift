import Foundation

// The hand-written baseline of the corpus models: one line per property.

extension TwitterSearch: HandWrittenModel {
  public convenience init(handWritten d: [String: Any]) {
    self.init()
    if let a = HandWritten.array(d["statuses"]) {
      statuses = a.compactMap { HandWritten.object($0).map(TwitterStatus.init(handWritten:)) }
    }
    if let o = HandWritten.object(d["search_metadata"]) {
      searchMetadata = TwitterSearchMetadata(handWritten: o)
    }
  }

  public func handWrittenDictionary() -> [String: Any] {
    var d: [String: Any] = [:]
    d.reserveCapacity(2)
    d["statuses"] = statuses.map { $0.handWrittenDictionary() }
    if let searchMetadata { d["search_metadata"] = searchMetadata.handWrittenDictionary() }
    return d
  }
}

extension TwitterSearchMetadata: HandWrittenModel {
  public convenience init(handWritten d: [String: Any]) {
    self.init()
    if let n = HandWritten.number(d["completed_in"]) { completedIn = n.doubleValue }
    if let n = HandWritten.number(d["max_id"]) { maxID = n.int64Value }
    maxIDString = HandWritten.string(d["max_id_str"])
    nextResults = HandWritten.string(d["next_results"])
    query = HandWritten.string(d["query"])
    refreshURL = HandWritten.string(d["refresh_url"])
    if let n = HandWritten.number(d["count"]) { count = n.intValue }
    if let n = HandWritten.number(d["since_id"]) { sinceID = n.int64Value }
    sinceIDString = HandWritten.string(d["since_id_str"])
  }

  public func handWrittenDictionary() -> [String: Any] {
    var d: [String: Any] = [:]
    d.reserveCapacity(9)
    if completedIn.isFinite { d["completed_in"] = completedIn }
    d["max_id"] = Int(maxID)
    if let maxIDString { d["max_id_str"] = maxIDString }
    if let nextResults { d["next_results"] = nextResults }
    if let query { d["query"] = query }
    if let refreshURL { d["refresh_url"] = refreshURL }
    d["count"] = count
    d["since_id"] = Int(sinceID)
    if let sinceIDString { d["since_id_str"] = sinceIDString }
    return d
  }
}

extension TwitterStatus: HandWrittenModel {
  public convenience init(handWritten d: [String: Any]) {
    self.init()
    createdAt = HandWritten.string(d["created_at"])
    if let n = HandWritten.number(d["id"]) { statusID = n.int64Value }
    idString = HandWritten.string(d["id_str"])
    text = HandWritten.string(d["text"])
    source = HandWritten.string(d["source"])
    if let n = HandWritten.number(d["truncated"]) { truncated = n.boolValue }
    inReplyToStatusID = HandWritten.number(d["in_reply_to_status_id"])?.int64Value
    inReplyToUserID = HandWritten.number(d["in_reply_to_user_id"])?.int64Value
    inReplyToScreenName = HandWritten.string(d["in_reply_to_screen_name"])
    if let o = HandWritten.object(d["user"]) { user = TwitterUser(handWritten: o) }
    if let n = HandWritten.number(d["retweet_count"]) { retweetCount = n.intValue }
    if let n = HandWritten.number(d["favorite_count"]) { favoriteCount = n.intValue }
    if let n = HandWritten.number(d["favorited"]) { favorited = n.boolValue }
    if let n = HandWritten.number(d["retweeted"]) { retweeted = n.boolValue }
    lang = HandWritten.string(d["lang"])
    if let o = HandWritten.object(d["entities"]) { entities = TwitterEntities(handWritten: o) }
  }

  public func handWrittenDictionary() -> [String: Any] {
    var d: [String: Any] = [:]
    d.reserveCapacity(16)
    if let createdAt { d["created_at"] = createdAt }
    d["id"] = Int(statusID)
    if let idString { d["id_str"] = idString }
    if let text { d["text"] = text }
    if let source { d["source"] = source }
    d["truncated"] = truncated
    if let inReplyToStatusID { d["in_reply_to_status_id"] = Int(inReplyToStatusID) }
    if let inReplyToUserID { d["in_reply_to_user_id"] = Int(inReplyToUserID) }
    if let inReplyToScreenName { d["in_reply_to_screen_name"] = inReplyToScreenName }
    if let user { d["user"] = user.handWrittenDictionary() }
    d["retweet_count"] = retweetCount
    d["favorite_count"] = favoriteCount
    d["favorited"] = favorited
    d["retweeted"] = retweeted
    if let lang { d["lang"] = lang }
    if let entities { d["entities"] = entities.handWrittenDictionary() }
    return d
  }
}

extension TwitterEntities: HandWrittenModel {
  public convenience init(handWritten d: [String: Any]) {
    self.init()
    if let a = HandWritten.array(d["hashtags"]) {
      hashtags = a.compactMap { HandWritten.object($0).map(TwitterHashtag.init(handWritten:)) }
    }
    if let a = HandWritten.array(d["urls"]) {
      urls = a.compactMap { HandWritten.object($0).map(TwitterURL.init(handWritten:)) }
    }
    if let a = HandWritten.array(d["user_mentions"]) {
      userMentions = a.compactMap { HandWritten.object($0).map(TwitterMention.init(handWritten:)) }
    }
  }

  public func handWrittenDictionary() -> [String: Any] {
    var d: [String: Any] = [:]
    d.reserveCapacity(3)
    d["hashtags"] = hashtags.map { $0.handWrittenDictionary() }
    d["urls"] = urls.map { $0.handWrittenDictionary() }
    d["user_mentions"] = userMentions.map { $0.handWrittenDictionary() }
    return d
  }
}

extension TwitterHashtag: HandWrittenModel {
  public convenience init(handWritten d: [String: Any]) {
    self.init()
    text = HandWritten.string(d["text"])
    if let a = HandWritten.array(d["indices"]) { indices = a.compactMap { HandWritten.number($0)?.intValue } }
  }

  public func handWrittenDictionary() -> [String: Any] {
    var d: [String: Any] = [:]
    d.reserveCapacity(2)
    if let text { d["text"] = text }
    d["indices"] = indices
    return d
  }
}

extension TwitterURL: HandWrittenModel {
  public convenience init(handWritten d: [String: Any]) {
    self.init()
    url = HandWritten.string(d["url"])
    expandedURL = HandWritten.string(d["expanded_url"])
    displayURL = HandWritten.string(d["display_url"])
    if let a = HandWritten.array(d["indices"]) { indices = a.compactMap { HandWritten.number($0)?.intValue } }
  }

  public func handWrittenDictionary() -> [String: Any] {
    var d: [String: Any] = [:]
    d.reserveCapacity(4)
    if let url { d["url"] = url }
    if let expandedURL { d["expanded_url"] = expandedURL }
    if let displayURL { d["display_url"] = displayURL }
    d["indices"] = indices
    return d
  }
}

extension TwitterMention: HandWrittenModel {
  public convenience init(handWritten d: [String: Any]) {
    self.init()
    screenName = HandWritten.string(d["screen_name"])
    name = HandWritten.string(d["name"])
    if let n = HandWritten.number(d["id"]) { mentionID = n.int64Value }
    if let a = HandWritten.array(d["indices"]) { indices = a.compactMap { HandWritten.number($0)?.intValue } }
  }

  public func handWrittenDictionary() -> [String: Any] {
    var d: [String: Any] = [:]
    d.reserveCapacity(4)
    if let screenName { d["screen_name"] = screenName }
    if let name { d["name"] = name }
    d["id"] = Int(mentionID)
    d["indices"] = indices
    return d
  }
}

extension TwitterUser: HandWrittenModel {
  public convenience init(handWritten d: [String: Any]) {
    self.init()
    if let n = HandWritten.number(d["id"]) { userID = n.int64Value }
    idString = HandWritten.string(d["id_str"])
    name = HandWritten.string(d["name"])
    screenName = HandWritten.string(d["screen_name"])
    location = HandWritten.string(d["location"])
    userDescription = HandWritten.string(d["description"])
    url = HandWritten.string(d["url"])
    if let n = HandWritten.number(d["protected"]) { protected = n.boolValue }
    if let n = HandWritten.number(d["followers_count"]) { followersCount = n.intValue }
    if let n = HandWritten.number(d["friends_count"]) { friendsCount = n.intValue }
    if let n = HandWritten.number(d["listed_count"]) { listedCount = n.intValue }
    createdAt = HandWritten.string(d["created_at"])
    if let n = HandWritten.number(d["favourites_count"]) { favouritesCount = n.intValue }
    utcOffset = HandWritten.number(d["utc_offset"])?.intValue
    timeZone = HandWritten.string(d["time_zone"])
    if let n = HandWritten.number(d["geo_enabled"]) { geoEnabled = n.boolValue }
    if let n = HandWritten.number(d["verified"]) { verified = n.boolValue }
    if let n = HandWritten.number(d["statuses_count"]) { statusesCount = n.intValue }
    lang = HandWritten.string(d["lang"])
    profileBackgroundColor = HandWritten.string(d["profile_background_color"])
    profileImageURL = HandWritten.string(d["profile_image_url"])
    profileImageURLHTTPS = HandWritten.string(d["profile_image_url_https"])
    profileBannerURL = HandWritten.string(d["profile_banner_url"])
    if let n = HandWritten.number(d["default_profile"]) { defaultProfile = n.boolValue }
    if let n = HandWritten.number(d["following"]) { following = n.boolValue }
  }

  public func handWrittenDictionary() -> [String: Any] {
    var d: [String: Any] = [:]
    d.reserveCapacity(25)
    d["id"] = Int(userID)
    if let idString { d["id_str"] = idString }
    if let name { d["name"] = name }
    if let screenName { d["screen_name"] = screenName }
    if let location { d["location"] = location }
    if let userDescription { d["description"] = userDescription }
    if let url { d["url"] = url }
    d["protected"] = protected
    d["followers_count"] = followersCount
    d["friends_count"] = friendsCount
    d["listed_count"] = listedCount
    if let createdAt { d["created_at"] = createdAt }
    d["favourites_count"] = favouritesCount
    if let utcOffset { d["utc_offset"] = utcOffset }
    if let timeZone { d["time_zone"] = timeZone }
    d["geo_enabled"] = geoEnabled
    d["verified"] = verified
    d["statuses_count"] = statusesCount
    if let lang { d["lang"] = lang }
    if let profileBackgroundColor { d["profile_background_color"] = profileBackgroundColor }
    if let profileImageURL { d["profile_image_url"] = profileImageURL }
    if let profileImageURLHTTPS { d["profile_image_url_https"] = profileImageURLHTTPS }
    if let profileBannerURL { d["profile_banner_url"] = profileBannerURL }
    d["default_profile"] = defaultProfile
    d["following"] = following
    return d
  }
}

extension CitmCatalog: HandWrittenModel {
  public convenience init(handWritten d: [String: Any]) {
    self.init()
    if let o = HandWritten.object(d["areaNames"]) {
      areaNames = o.compactMapValues { HandWritten.string($0) }
    }
    if let o = HandWritten.object(d["audienceSubCategoryNames"]) {
      audienceSubCategoryNames = o.compactMapValues { HandWritten.string($0) }
    }
    if let o = HandWritten.object(d["events"]) {
      events = o.compactMapValues { HandWritten.object($0).map(CitmEvent.init(handWritten:)) }
    }
    if let a = HandWritten.array(d["performances"]) {
      performances = a.compactMap { HandWritten.object($0).map(CitmPerformance.init(handWritten:)) }
    }
    if let o = HandWritten.object(d["seatCategoryNames"]) {
      seatCategoryNames = o.compactMapValues { HandWritten.string($0) }
    }
    if let o = HandWritten.object(d["subTopicNames"]) {
      subTopicNames = o.compactMapValues { HandWritten.string($0) }
    }
    if let o = HandWritten.object(d["topicNames"]) {
      topicNames = o.compactMapValues { HandWritten.string($0) }
    }
    if let o = HandWritten.object(d["topicSubTopics"]) {
      topicSubTopics = o.compactMapValues {
        HandWritten.array($0)?.compactMap { HandWritten.number($0)?.intValue }
      }
    }
    if let o = HandWritten.object(d["venueNames"]) {
      venueNames = o.compactMapValues { HandWritten.string($0) }
    }
  }

  public func handWrittenDictionary() -> [String: Any] {
    var d: [String: Any] = [:]
    d.reserveCapacity(9)
    d["areaNames"] = areaNames
    d["audienceSubCategoryNames"] = audienceSubCategoryNames
    d["events"] = events.mapValues { $0.handWrittenDictionary() }
    d["performances"] = performances.map { $0.handWrittenDictionary() }
    d["seatCategoryNames"] = seatCategoryNames
    d["subTopicNames"] = subTopicNames
    d["topicNames"] = topicNames
    d["topicSubTopics"] = topicSubTopics
    d["venueNames"] = venueNames
    return d
  }
}

extension CitmEvent: HandWrittenModel {
  public convenience init(handWritten d: [String: Any]) {
    self.init()
    if let n = HandWritten.number(d["id"]) { eventID = n.intValue }
    name = HandWritten.string(d["name"])
    eventDescription = HandWritten.string(d["description"])
    logo = HandWritten.string(d["logo"])
    subtitle = HandWritten.string(d["subtitle"])
    subjectCode = HandWritten.string(d["subjectCode"])
    if let a = HandWritten.array(d["subTopicIds"]) {
      subTopicIds = a.compactMap { HandWritten.number($0)?.intValue }
    }
    if let a = HandWritten.array(d["topicIds"]) {
      topicIds = a.compactMap { HandWritten.number($0)?.intValue }
    }
  }

  public func handWrittenDictionary() -> [String: Any] {
    var d: [String: Any] = [:]
    d.reserveCapacity(8)
    d["id"] = eventID
    if let name { d["name"] = name }
    if let eventDescription { d["description"] = eventDescription }
    if let logo { d["logo"] = logo }
    if let subtitle { d["subtitle"] = subtitle }
    if let subjectCode { d["subjectCode"] = subjectCode }
    d["subTopicIds"] = subTopicIds
    d["topicIds"] = topicIds
    return d
  }
}

extension CitmPerformance: HandWrittenModel {
  public convenience init(handWritten d: [String: Any]) {
    self.init()
    if let n = HandWritten.number(d["id"]) { performanceID = n.intValue }
    if let n = HandWritten.number(d["eventId"]) { eventID = n.intValue }
    name = HandWritten.string(d["name"])
    logo = HandWritten.string(d["logo"])
    seatMapImage = HandWritten.string(d["seatMapImage"])
    if let n = HandWritten.number(d["start"]) { start = n.int64Value }
    venueCode = HandWritten.string(d["venueCode"])
    if let a = HandWritten.array(d["prices"]) {
      prices = a.compactMap { HandWritten.object($0).map(CitmPrice.init(handWritten:)) }
    }
    if let a = HandWritten.array(d["seatCategories"]) {
      seatCategories = a.compactMap { HandWritten.object($0).map(CitmSeatCategory.init(handWritten:)) }
    }
  }

  public func handWrittenDictionary() -> [String: Any] {
    var d: [String: Any] = [:]
    d.reserveCapacity(9)
    d["id"] = performanceID
    d["eventId"] = eventID
    if let name { d["name"] = name }
    if let logo { d["logo"] = logo }
    if let seatMapImage { d["seatMapImage"] = seatMapImage }
    d["start"] = Int(start)
    if let venueCode { d["venueCode"] = venueCode }
    d["prices"] = prices.map { $0.handWrittenDictionary() }
    d["seatCategories"] = seatCategories.map { $0.handWrittenDictionary() }
    return d
  }
}

extension CitmPrice: HandWrittenModel {
  public convenience init(handWritten d: [String: Any]) {
    self.init()
    if let n = HandWritten.number(d["amount"]) { amount = n.intValue }
    if let n = HandWritten.number(d["audienceSubCategoryId"]) { audienceSubCategoryID = n.intValue }
    if let n = HandWritten.number(d["seatCategoryId"]) { seatCategoryID = n.intValue }
  }

  public func handWrittenDictionary() -> [String: Any] {
    var d: [String: Any] = [:]
    d.reserveCapacity(3)
    d["amount"] = amount
    d["audienceSubCategoryId"] = audienceSubCategoryID
    d["seatCategoryId"] = seatCategoryID
    return d
  }
}

extension CitmSeatCategory: HandWrittenModel {
  public convenience init(handWritten d: [String: Any]) {
    self.init()
    if let n = HandWritten.number(d["seatCategoryId"]) { seatCategoryID = n.intValue }
    if let a = HandWritten.array(d["areas"]) {
      areas = a.compactMap { HandWritten.object($0).map(CitmArea.init(handWritten:)) }
    }
  }

  public func handWrittenDictionary() -> [String: Any] {
    var d: [String: Any] = [:]
    d.reserveCapacity(2)
    d["seatCategoryId"] = seatCategoryID
    d["areas"] = areas.map { $0.handWrittenDictionary() }
    return d
  }
}

extension CitmArea: HandWrittenModel {
  public convenience init(handWritten d: [String: Any]) {
    self.init()
    if let n = HandWritten.number(d["areaId"]) { areaID = n.intValue }
    if let a = HandWritten.array(d["blockIds"]) {
      blockIds = a.compactMap { HandWritten.number($0)?.intValue }
    }
  }

  public func handWrittenDictionary() -> [String: Any] {
    var d: [String: Any] = [:]
    d.reserveCapacity(2)
    d["areaId"] = areaID
    d["blockIds"] = blockIds
    return d
  }
}

extension DeepNode: HandWrittenModel {
  public convenience init(handWritten d: [String: Any]) {
    self.init()
    if let n = HandWritten.number(d["level"]) { level = n.intValue }
    name = HandWritten.string(d["name"])
    if let o = HandWritten.object(d["child"]) { child = DeepNode(handWritten: o) }
  }

  public func handWrittenDictionary() -> [String: Any] {
    var d: [String: Any] = [:]
    d.reserveCapacity(3)
    d["level"] = level
    if let name { d["name"] = name }
    if let child { d["child"] = child.handWrittenDictionary() }
    return d
  }
}

extension SweepRecord: HandWrittenModel {
  public convenience init(handWritten d: [String: Any]) {
    self.init()
    if let n = HandWritten.number(d["id"]) { id = n.intValue }
    name = HandWritten.string(d["name"])
    if let n = HandWritten.number(d["score"]) { score = n.doubleValue }
    if let n = HandWritten.number(d["active"]) { active = n.boolValue }
  }

  public func handWrittenDictionary() -> [String: Any] {
    var d: [String: Any] = [:]
    d.reserveCapacity(4)
    d["id"] = id
    if let name { d["name"] = name }
    if score.isFinite { d["score"] = score }
    d["active"] = active
    return d
  }
}

extension SweepRecordList: HandWrittenModel {
  public convenience init(handWritten d: [String: Any]) {
    self.init()
    if let a = HandWritten.array(d["items"]) {
      items = a.compactMap { HandWritten.object($0).map(SweepRecord.init(handWritten:)) }
    }
  }

  public func handWrittenDictionary() -> [String: Any] { ["items": items.map { $0.handWrittenDictionary() }] }
}

extension CanadaFeatureCollection: HandWrittenModel {
  public convenience init(handWritten d: [String: Any]) {
    self.init()
    if let s = HandWritten.string(d["type"]) { type = s }
    if let a = HandWritten.array(d["features"]) {
      features = a.compactMap { HandWritten.object($0).map(CanadaFeature.init(handWritten:)) }
    }
  }

  public func handWrittenDictionary() -> [String: Any] {
    var d: [String: Any] = [:]
    d.reserveCapacity(2)
    d["type"] = type
    d["features"] = features.map { $0.handWrittenDictionary() }
    return d
  }
}

extension CanadaFeature: HandWrittenModel {
  public convenience init(handWritten d: [String: Any]) {
    self.init()
    if let s = HandWritten.string(d["type"]) { type = s }
    if let o = HandWritten.object(d["properties"]) {
      properties = o.compactMapValues { HandWritten.string($0) }
    }
    if let o = HandWritten.object(d["geometry"]) { geometry = CanadaGeometry(handWritten: o) }
  }

  public func handWrittenDictionary() -> [String: Any] {
    var d: [String: Any] = [:]
    d.reserveCapacity(3)
    d["type"] = type
    d["properties"] = properties
    if let geometry { d["geometry"] = geometry.handWrittenDictionary() }
    return d
  }
}

extension CanadaGeometry: HandWrittenModel {
  public convenience init(handWritten d: [String: Any]) {
    self.init()
    if let s = HandWritten.string(d["type"]) { type = s }
    if let rings = HandWritten.array(d["coordinates"]) {
      coordinates = rings.compactMap { ring in
        HandWritten.array(ring)?.compactMap { point in
          HandWritten.array(point)?.compactMap { HandWritten.number($0)?.doubleValue }
        }
      }
    }
  }

  public func handWrittenDictionary() -> [String: Any] {
    var d: [String: Any] = [:]
    d.reserveCapacity(2)
    d["type"] = type
    d["coordinates"] = HandWritten.finite(coordinates)
    return d
  }
}
