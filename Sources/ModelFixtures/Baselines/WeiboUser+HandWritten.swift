import Foundation

// The hand-written conversion of WeiboUser, one line per property.

extension WeiboUser {
  /// The hand-written conversion from a parsed dictionary.
  public convenience init(handWritten d: [String: Any]) {
    self.init()
    if let n = HandWritten.number(d["id"]) { userID = n.uint64Value }
    idstr = HandWritten.string(d["idstr"])
    screenName = HandWritten.string(d["screen_name"])
    name = HandWritten.string(d["name"])
    province = HandWritten.string(d["province"])
    city = HandWritten.string(d["city"])
    location = HandWritten.string(d["location"])
    userDescription = HandWritten.string(d["description"])
    url = HandWritten.string(d["url"])
    profileImageURL = HandWritten.url(d["profile_image_url"])
    coverImagePhone = HandWritten.url(d["cover_image_phone"])
    avatarLarge = HandWritten.url(d["avatar_large"])
    avatarHD = HandWritten.url(d["avatar_hd"])
    profileURL = HandWritten.string(d["profile_url"])
    domain = HandWritten.string(d["domain"])
    weihao = HandWritten.string(d["weihao"])
    gender = HandWritten.string(d["gender"])
    lang = HandWritten.string(d["lang"])
    remark = HandWritten.string(d["remark"])
    createdAt = HandWritten.weiboDate(d["created_at"])
    if let n = HandWritten.number(d["followers_count"]) { followersCount = n.intValue }
    if let n = HandWritten.number(d["friends_count"]) { friendsCount = n.intValue }
    if let n = HandWritten.number(d["pagefriends_count"]) { pagefriendsCount = n.intValue }
    if let n = HandWritten.number(d["statuses_count"]) { statusesCount = n.intValue }
    if let n = HandWritten.number(d["favourites_count"]) { favouritesCount = n.intValue }
    if let n = HandWritten.number(d["bi_followers_count"]) { biFollowersCount = n.intValue }
    if let n = HandWritten.number(d["following"]) { following = n.boolValue }
    if let n = HandWritten.number(d["follow_me"]) { followMe = n.boolValue }
    if let n = HandWritten.number(d["allow_all_act_msg"]) { allowAllActMsg = n.boolValue }
    if let n = HandWritten.number(d["allow_all_comment"]) { allowAllComment = n.boolValue }
    if let n = HandWritten.number(d["geo_enabled"]) { geoEnabled = n.boolValue }
    if let n = HandWritten.number(d["verified"]) { verified = n.boolValue }
    if let n = HandWritten.number(d["verified_type"]) { verifiedType = n.intValue }
    if let n = HandWritten.number(d["verified_level"]) { verifiedLevel = n.intValue }
    if let n = HandWritten.number(d["verified_state"]) { verifiedState = n.intValue }
    verifiedReason = HandWritten.string(d["verified_reason"])
    verifiedReasonURL = HandWritten.string(d["verified_reason_url"])
    verifiedReasonModified = HandWritten.string(d["verified_reason_modified"])
    verifiedSource = HandWritten.string(d["verified_source"])
    verifiedSourceURL = HandWritten.string(d["verified_source_url"])
    verifiedTrade = HandWritten.string(d["verified_trade"])
    verifiedContactName = HandWritten.string(d["verified_contact_name"])
    verifiedContactEmail = HandWritten.string(d["verified_contact_email"])
    verifiedContactMobile = HandWritten.string(d["verified_contact_mobile"])
    if let n = HandWritten.number(d["online_status"]) { onlineStatus = n.intValue }
    if let n = HandWritten.number(d["mbtype"]) { mbtype = n.intValue }
    if let n = HandWritten.number(d["mbrank"]) { mbrank = n.intValue }
    if let n = HandWritten.number(d["ulevel"]) { ulevel = n.intValue }
    if let n = HandWritten.number(d["level"]) { level = n.intValue }
    if let n = HandWritten.number(d["star"]) { star = n.intValue }
    if let n = HandWritten.number(d["urank"]) { urank = n.intValue }
    if let n = HandWritten.number(d["credit_score"]) { creditScore = n.intValue }
    if let n = HandWritten.number(d["block_word"]) { blockWord = n.intValue }
    if let n = HandWritten.number(d["block_app"]) { blockApp = n.intValue }
    if let n = HandWritten.number(d["has_ability_tag"]) { hasAbilityTag = n.intValue }
    if let n = HandWritten.number(d["user_ability"]) { userAbility = n.intValue }
    if let n = HandWritten.number(d["ptype"]) { ptype = n.intValue }
    if let n = HandWritten.number(d["type"]) { type = n.intValue }
    if let n = HandWritten.number(d["class"]) { userClass = n.intValue }
    badgeTop = HandWritten.string(d["badge_top"])
    if let b = HandWritten.object(d["badge"]) {
      var numbers: [String: Int] = [:]
      for (key, value) in b { if let n = HandWritten.number(value) { numbers[key] = n.intValue } }
      badge = numbers
    }
    if let a = HandWritten.array(d["icons"]) {
      icons = a.compactMap { HandWritten.object($0).map(WeiboIcon.init(handWritten:)) }
    }
  }

  /// The hand-written conversion to a JSON dictionary.
  public func handWrittenDictionary() -> [String: Any] {
    var d: [String: Any] = [:]
    d.reserveCapacity(64)
    d["id"] = NSNumber(value: userID)
    if let idstr { d["idstr"] = idstr }
    if let screenName { d["screen_name"] = screenName }
    if let name { d["name"] = name }
    if let province { d["province"] = province }
    if let city { d["city"] = city }
    if let location { d["location"] = location }
    if let userDescription { d["description"] = userDescription }
    if let url { d["url"] = url }
    if let profileImageURL { d["profile_image_url"] = profileImageURL.absoluteString }
    if let coverImagePhone { d["cover_image_phone"] = coverImagePhone.absoluteString }
    if let avatarLarge { d["avatar_large"] = avatarLarge.absoluteString }
    if let avatarHD { d["avatar_hd"] = avatarHD.absoluteString }
    if let profileURL { d["profile_url"] = profileURL }
    if let domain { d["domain"] = domain }
    if let weihao { d["weihao"] = weihao }
    if let gender { d["gender"] = gender }
    if let lang { d["lang"] = lang }
    if let remark { d["remark"] = remark }
    if let createdAt { d["created_at"] = HandWritten.weiboDateString(createdAt) }
    d["followers_count"] = followersCount
    d["friends_count"] = friendsCount
    d["pagefriends_count"] = pagefriendsCount
    d["statuses_count"] = statusesCount
    d["favourites_count"] = favouritesCount
    d["bi_followers_count"] = biFollowersCount
    d["following"] = following
    d["follow_me"] = followMe
    d["allow_all_act_msg"] = allowAllActMsg
    d["allow_all_comment"] = allowAllComment
    d["geo_enabled"] = geoEnabled
    d["verified"] = verified
    d["verified_type"] = verifiedType
    d["verified_level"] = verifiedLevel
    d["verified_state"] = verifiedState
    if let verifiedReason { d["verified_reason"] = verifiedReason }
    if let verifiedReasonURL { d["verified_reason_url"] = verifiedReasonURL }
    if let verifiedReasonModified { d["verified_reason_modified"] = verifiedReasonModified }
    if let verifiedSource { d["verified_source"] = verifiedSource }
    if let verifiedSourceURL { d["verified_source_url"] = verifiedSourceURL }
    if let verifiedTrade { d["verified_trade"] = verifiedTrade }
    if let verifiedContactName { d["verified_contact_name"] = verifiedContactName }
    if let verifiedContactEmail { d["verified_contact_email"] = verifiedContactEmail }
    if let verifiedContactMobile { d["verified_contact_mobile"] = verifiedContactMobile }
    d["online_status"] = onlineStatus
    d["mbtype"] = mbtype
    d["mbrank"] = mbrank
    d["ulevel"] = ulevel
    d["level"] = level
    d["star"] = star
    d["urank"] = urank
    d["credit_score"] = creditScore
    d["block_word"] = blockWord
    d["block_app"] = blockApp
    d["has_ability_tag"] = hasAbilityTag
    d["user_ability"] = userAbility
    d["ptype"] = ptype
    d["type"] = type
    d["class"] = userClass
    if let badgeTop { d["badge_top"] = badgeTop }
    d["badge"] = badge
    d["icons"] = icons.map { $0.handWrittenDictionary() }
    return d
  }
}
