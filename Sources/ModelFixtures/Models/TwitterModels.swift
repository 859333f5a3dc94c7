// Hand-kept: the fixture's shape with its key mapping, which no field count describes. The mechanical
// models are generated (see ../Generated/).

import Foundation

/// The corpus model: twitter.json: the search response.
public final class TwitterSearch: NSObject, FixtureCodable {
  public var statuses: [TwitterStatus] = []
  public var searchMetadata: TwitterSearchMetadata?

  public override required init() { super.init() }
  public func encode(with coder: NSCoder) { encodeThroughStrategy(coder) }
  public required init?(coder: NSCoder) {
    super.init()
    decodeThroughStrategy(coder)
  }

  public static let keyMapping: [String: String] = [
    "searchMetadata": "search_metadata"
  ]
}

/// The corpus model: search_metadata.
public final class TwitterSearchMetadata: NSObject, FixtureCodable {
  public var completedIn: Double = 0
  public var maxID: Int64 = 0
  public var maxIDString: String?
  public var nextResults: String?
  public var query: String?
  public var refreshURL: String?
  public var count: Int = 0
  public var sinceID: Int64 = 0
  public var sinceIDString: String?

  public override required init() { super.init() }
  public func encode(with coder: NSCoder) { encodeThroughStrategy(coder) }
  public required init?(coder: NSCoder) {
    super.init()
    decodeThroughStrategy(coder)
  }

  public static let keyMapping: [String: String] = [
    "completedIn": "completed_in",
    "maxID": "max_id",
    "maxIDString": "max_id_str",
    "nextResults": "next_results",
    "refreshURL": "refresh_url",
    "sinceID": "since_id",
    "sinceIDString": "since_id_str",
  ]
}

/// The corpus model: one status.
public final class TwitterStatus: NSObject, FixtureCodable {
  public var createdAt: String?
  public var statusID: Int64 = 0
  public var idString: String?
  public var text: String?
  public var source: String?
  public var truncated: Bool = false
  public var inReplyToStatusID: Int64?
  public var inReplyToUserID: Int64?
  public var inReplyToScreenName: String?
  public var user: TwitterUser?
  public var retweetCount: Int = 0
  public var favoriteCount: Int = 0
  public var favorited: Bool = false
  public var retweeted: Bool = false
  public var lang: String?
  public var entities: TwitterEntities?

  public override required init() { super.init() }
  public func encode(with coder: NSCoder) { encodeThroughStrategy(coder) }
  public required init?(coder: NSCoder) {
    super.init()
    decodeThroughStrategy(coder)
  }

  public static let keyMapping: [String: String] = [
    "createdAt": "created_at",
    "statusID": "id",
    "idString": "id_str",
    "inReplyToStatusID": "in_reply_to_status_id",
    "inReplyToUserID": "in_reply_to_user_id",
    "inReplyToScreenName": "in_reply_to_screen_name",
    "retweetCount": "retweet_count",
    "favoriteCount": "favorite_count",
  ]
}

/// The corpus model: entities.
public final class TwitterEntities: NSObject, FixtureCodable {
  public var hashtags: [TwitterHashtag] = []
  public var urls: [TwitterURL] = []
  public var userMentions: [TwitterMention] = []

  public override required init() { super.init() }
  public func encode(with coder: NSCoder) { encodeThroughStrategy(coder) }
  public required init?(coder: NSCoder) {
    super.init()
    decodeThroughStrategy(coder)
  }

  public static let keyMapping: [String: String] = [
    "userMentions": "user_mentions"
  ]
}

/// The corpus model: a hashtag.
public final class TwitterHashtag: NSObject, FixtureCodable {
  public var text: String?
  public var indices: [Int] = []

  public override required init() { super.init() }
  public func encode(with coder: NSCoder) { encodeThroughStrategy(coder) }
  public required init?(coder: NSCoder) {
    super.init()
    decodeThroughStrategy(coder)
  }

  public static let keyMapping: [String: String] = [:]
}

/// The corpus model: a URL entity.
public final class TwitterURL: NSObject, FixtureCodable {
  public var url: String?
  public var expandedURL: String?
  public var displayURL: String?
  public var indices: [Int] = []

  public override required init() { super.init() }
  public func encode(with coder: NSCoder) { encodeThroughStrategy(coder) }
  public required init?(coder: NSCoder) {
    super.init()
    decodeThroughStrategy(coder)
  }

  public static let keyMapping: [String: String] = [
    "expandedURL": "expanded_url",
    "displayURL": "display_url",
  ]
}

/// The corpus model: a user mention.
public final class TwitterMention: NSObject, FixtureCodable {
  public var screenName: String?
  public var name: String?
  public var mentionID: Int64 = 0
  public var indices: [Int] = []

  public override required init() { super.init() }
  public func encode(with coder: NSCoder) { encodeThroughStrategy(coder) }
  public required init?(coder: NSCoder) {
    super.init()
    decodeThroughStrategy(coder)
  }

  public static let keyMapping: [String: String] = [
    "screenName": "screen_name",
    "mentionID": "id",
  ]
}

/// The corpus model: the author.
public final class TwitterUser: NSObject, FixtureCodable {
  public var userID: Int64 = 0
  public var idString: String?
  public var name: String?
  public var screenName: String?
  public var location: String?
  public var userDescription: String?
  public var url: String?
  public var protected: Bool = false
  public var followersCount: Int = 0
  public var friendsCount: Int = 0
  public var listedCount: Int = 0
  public var createdAt: String?
  public var favouritesCount: Int = 0
  public var utcOffset: Int?
  public var timeZone: String?
  public var geoEnabled: Bool = false
  public var verified: Bool = false
  public var statusesCount: Int = 0
  public var lang: String?
  public var profileBackgroundColor: String?
  public var profileImageURL: String?
  public var profileImageURLHTTPS: String?
  public var profileBannerURL: String?
  public var defaultProfile: Bool = false
  public var following: Bool = false

  public override required init() { super.init() }
  public func encode(with coder: NSCoder) { encodeThroughStrategy(coder) }
  public required init?(coder: NSCoder) {
    super.init()
    decodeThroughStrategy(coder)
  }

  public static let keyMapping: [String: String] = [
    "userID": "id",
    "idString": "id_str",
    "screenName": "screen_name",
    "userDescription": "description",
    "followersCount": "followers_count",
    "friendsCount": "friends_count",
    "listedCount": "listed_count",
    "createdAt": "created_at",
    "favouritesCount": "favourites_count",
    "utcOffset": "utc_offset",
    "timeZone": "time_zone",
    "geoEnabled": "geo_enabled",
    "statusesCount": "statuses_count",
    "profileBackgroundColor": "profile_background_color",
    "profileImageURL": "profile_image_url",
    "profileImageURLHTTPS": "profile_image_url_https",
    "profileBannerURL": "profile_banner_url",
    "defaultProfile": "default_profile",
  ]
}
