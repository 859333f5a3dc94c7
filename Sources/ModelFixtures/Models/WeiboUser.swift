// Hand-kept: YYModel's own benchmark model, copied field for field from the original.

import Foundation

/// YYModel's benchmark `YYWeiboUser`: a wide model (63 properties) with URLs, a date, a model array and
/// a dictionary of numbers.
public final class WeiboUser: NSObject, FixtureCodable {
  public var userID: UInt64 = 0
  public var idstr: String?
  public var screenName: String?
  public var name: String?
  public var province: String?
  public var city: String?
  public var location: String?
  public var userDescription: String?
  public var url: String?
  public var profileImageURL: URL?
  public var coverImagePhone: URL?
  public var avatarLarge: URL?
  public var avatarHD: URL?
  public var profileURL: String?
  public var domain: String?
  public var weihao: String?
  public var gender: String?
  public var lang: String?
  public var remark: String?
  public var createdAt: Date?
  public var followersCount = 0
  public var friendsCount = 0
  public var pagefriendsCount = 0
  public var statusesCount = 0
  public var favouritesCount = 0
  public var biFollowersCount = 0
  public var following = false
  public var followMe = false
  public var allowAllActMsg = false
  public var allowAllComment = false
  public var geoEnabled = false
  public var verified = false
  public var verifiedType = 0
  public var verifiedLevel = 0
  public var verifiedState = 0
  public var verifiedReason: String?
  public var verifiedReasonURL: String?
  public var verifiedReasonModified: String?
  public var verifiedSource: String?
  public var verifiedSourceURL: String?
  public var verifiedTrade: String?
  public var verifiedContactName: String?
  public var verifiedContactEmail: String?
  public var verifiedContactMobile: String?
  public var onlineStatus = 0
  public var mbtype = 0
  public var mbrank = 0
  public var ulevel = 0
  public var level = 0
  public var star = 0
  public var urank = 0
  public var creditScore = 0
  public var blockWord = 0
  public var blockApp = 0
  public var hasAbilityTag = 0
  public var userAbility = 0
  public var ptype = 0
  public var type = 0
  public var userClass = 0
  public var badgeTop: String?
  public var badge: [String: Int] = [:]
  public var icons: [WeiboIcon] = []

  public override required init() { super.init() }
  public func encode(with coder: NSCoder) { encodeThroughStrategy(coder) }
  public required init?(coder: NSCoder) {
    super.init()
    decodeThroughStrategy(coder)
  }

  public static let keyMapping: [String: String] = [
    "userID": "id", "screenName": "screen_name", "userDescription": "description",
    "profileImageURL": "profile_image_url", "coverImagePhone": "cover_image_phone",
    "avatarLarge": "avatar_large",
    "avatarHD": "avatar_hd", "profileURL": "profile_url", "createdAt": "created_at",
    "followersCount": "followers_count", "friendsCount": "friends_count",
    "pagefriendsCount": "pagefriends_count",
    "statusesCount": "statuses_count", "favouritesCount": "favourites_count",
    "biFollowersCount": "bi_followers_count",
    "followMe": "follow_me", "allowAllActMsg": "allow_all_act_msg", "allowAllComment": "allow_all_comment",
    "geoEnabled": "geo_enabled", "verifiedType": "verified_type", "verifiedLevel": "verified_level",
    "verifiedState": "verified_state", "verifiedReason": "verified_reason",
    "verifiedReasonURL": "verified_reason_url",
    "verifiedReasonModified": "verified_reason_modified", "verifiedSource": "verified_source",
    "verifiedSourceURL": "verified_source_url", "verifiedTrade": "verified_trade",
    "verifiedContactName": "verified_contact_name", "verifiedContactEmail": "verified_contact_email",
    "verifiedContactMobile": "verified_contact_mobile", "onlineStatus": "online_status",
    "creditScore": "credit_score",
    "blockWord": "block_word", "blockApp": "block_app", "hasAbilityTag": "has_ability_tag",
    "userAbility": "user_ability", "userClass": "class", "badgeTop": "badge_top",
  ]
}
