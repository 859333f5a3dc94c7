import Foundation
import ModelRuntime

// Codable conformances of the fixture models: the Codable baseline (JSONDecoder / JSONEncoder).
// Written as a careful hand would: CodingKeys for the renamed keys, lenient reads for values the fixtures
// send in more than one form (numbers as strings), the shared fixed-format parser for dates.

extension GitHubUser: Codable {
  enum CodingKeys: String, CodingKey {
    case login
    case userID = "id"
    case avatarURL = "avatar_url"
    case gravatarID = "gravatar_id"
    case url
    case htmlURL = "html_url"
    case followersURL = "followers_url"
    case followingURL = "following_url"
    case gistsURL = "gists_url"
    case starredURL = "starred_url"
    case subscriptionsURL = "subscriptions_url"
    case organizationsURL = "organizations_url"
    case reposURL = "repos_url"
    case eventsURL = "events_url"
    case receivedEventsURL = "received_events_url"
    case type
    case siteAdmin = "site_admin"
    case name
    case company
    case blog
    case location
    case email
    case hireable
    case bio
    case publicRepos = "public_repos"
    case publicGists = "public_gists"
    case followers
    case following
    case createdAt = "created_at"
    case updatedAt = "updated_at"
  }

  public convenience init(from decoder: any Decoder) throws {
    self.init()
    let c = try decoder.container(keyedBy: CodingKeys.self)
    login = c.lenientString(.login)
    if let v = c.lenientInteger(UInt64.self, .userID) { userID = v }
    avatarURL = c.lenientString(.avatarURL)
    gravatarID = c.lenientString(.gravatarID)
    url = c.lenientString(.url)
    htmlURL = c.lenientString(.htmlURL)
    followersURL = c.lenientString(.followersURL)
    followingURL = c.lenientString(.followingURL)
    gistsURL = c.lenientString(.gistsURL)
    starredURL = c.lenientString(.starredURL)
    subscriptionsURL = c.lenientString(.subscriptionsURL)
    organizationsURL = c.lenientString(.organizationsURL)
    reposURL = c.lenientString(.reposURL)
    eventsURL = c.lenientString(.eventsURL)
    receivedEventsURL = c.lenientString(.receivedEventsURL)
    type = c.lenientString(.type)
    if let v = c.lenientBool(.siteAdmin) { siteAdmin = v }
    name = c.lenientString(.name)
    company = c.lenientString(.company)
    blog = c.lenientString(.blog)
    location = c.lenientString(.location)
    email = c.lenientString(.email)
    hireable = c.lenientString(.hireable)
    bio = c.lenientString(.bio)
    if let v = c.lenientInteger(UInt32.self, .publicRepos) { publicRepos = v }
    if let v = c.lenientInteger(UInt32.self, .publicGists) { publicGists = v }
    if let v = c.lenientInteger(UInt32.self, .followers) { followers = v }
    if let v = c.lenientInteger(UInt32.self, .following) { following = v }
    createdAt = c.lenientDate(.createdAt)
    updatedAt = c.lenientDate(.updatedAt)
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encodeIfPresent(login, forKey: .login)
    try c.encode(userID, forKey: .userID)
    try c.encodeIfPresent(avatarURL, forKey: .avatarURL)
    try c.encodeIfPresent(gravatarID, forKey: .gravatarID)
    try c.encodeIfPresent(url, forKey: .url)
    try c.encodeIfPresent(htmlURL, forKey: .htmlURL)
    try c.encodeIfPresent(followersURL, forKey: .followersURL)
    try c.encodeIfPresent(followingURL, forKey: .followingURL)
    try c.encodeIfPresent(gistsURL, forKey: .gistsURL)
    try c.encodeIfPresent(starredURL, forKey: .starredURL)
    try c.encodeIfPresent(subscriptionsURL, forKey: .subscriptionsURL)
    try c.encodeIfPresent(organizationsURL, forKey: .organizationsURL)
    try c.encodeIfPresent(reposURL, forKey: .reposURL)
    try c.encodeIfPresent(eventsURL, forKey: .eventsURL)
    try c.encodeIfPresent(receivedEventsURL, forKey: .receivedEventsURL)
    try c.encodeIfPresent(type, forKey: .type)
    try c.encode(siteAdmin, forKey: .siteAdmin)
    try c.encodeIfPresent(name, forKey: .name)
    try c.encodeIfPresent(company, forKey: .company)
    try c.encodeIfPresent(blog, forKey: .blog)
    try c.encodeIfPresent(location, forKey: .location)
    try c.encodeIfPresent(email, forKey: .email)
    try c.encodeIfPresent(hireable, forKey: .hireable)
    try c.encodeIfPresent(bio, forKey: .bio)
    try c.encode(publicRepos, forKey: .publicRepos)
    try c.encode(publicGists, forKey: .publicGists)
    try c.encode(followers, forKey: .followers)
    try c.encode(following, forKey: .following)
    try c.encodeIfPresent(createdAt.map(FixedFormatDate.iso8601String), forKey: .createdAt)
    try c.encodeIfPresent(updatedAt.map(FixedFormatDate.iso8601String), forKey: .updatedAt)
  }
}

extension WeiboStatus: Codable {
  enum CodingKeys: String, CodingKey {
    case statusID = "id"
    case idstr
    case mid
    case mblogid
    case createdAt = "created_at"
    case text
    case source
    case favorited
    case truncated
    case attitudesStatus = "attitudes_status"
    case sourceType = "source_type"
    case geo
    case user
    case commentsCount = "comments_count"
    case repostsCount = "reposts_count"
    case attitudesCount = "attitudes_count"
    case thumbnailPic = "thumbnail_pic"
    case bmiddlePic = "bmiddle_pic"
    case originalPic = "original_pic"
    case recomState = "recom_state"
    case sourceAllowClick = "source_allowclick"
    case bizFeature = "biz_feature"
    case mblogTypeName = "mblogtypename"
    case filterID
    case scheme
    case inReplyToStatusID = "in_reply_to_status_id"
    case inReplyToUserID = "in_reply_to_user_id"
    case inReplyToScreenName = "in_reply_to_screen_name"
    case mlevel
    case userType
    case picIDs = "pic_ids"
    case picInfos = "pic_infos"
    case visible
  }

  public convenience init(from decoder: any Decoder) throws {
    self.init()
    let c = try decoder.container(keyedBy: CodingKeys.self)
    if let v = c.lenientInteger(UInt64.self, .statusID) { statusID = v }
    idstr = c.lenientString(.idstr)
    mid = c.lenientString(.mid)
    mblogid = c.lenientString(.mblogid)
    createdAt = c.lenientDate(.createdAt)
    text = c.lenientString(.text)
    source = c.lenientString(.source)
    if let v = c.lenientBool(.favorited) { favorited = v }
    if let v = c.lenientBool(.truncated) { truncated = v }
    if let v = c.lenientInteger(Int.self, .attitudesStatus) { attitudesStatus = v }
    if let v = c.lenientInteger(Int.self, .sourceType) { sourceType = v }
    geo = c.lenientString(.geo)
    user = try c.decodeIfPresent(WeiboUser.self, forKey: .user)
    if let v = c.lenientInteger(Int.self, .commentsCount) { commentsCount = v }
    if let v = c.lenientInteger(Int.self, .repostsCount) { repostsCount = v }
    if let v = c.lenientInteger(Int.self, .attitudesCount) { attitudesCount = v }
    thumbnailPic = c.lenientURL(.thumbnailPic)
    bmiddlePic = c.lenientURL(.bmiddlePic)
    originalPic = c.lenientURL(.originalPic)
    if let v = c.lenientInteger(Int.self, .recomState) { recomState = v }
    if let v = c.lenientInteger(Int.self, .sourceAllowClick) { sourceAllowClick = v }
    if let v = c.lenientInteger(Int64.self, .bizFeature) { bizFeature = v }
    mblogTypeName = c.lenientString(.mblogTypeName)
    filterID = c.lenientString(.filterID)
    scheme = c.lenientString(.scheme)
    inReplyToStatusID = c.lenientString(.inReplyToStatusID)
    inReplyToUserID = c.lenientString(.inReplyToUserID)
    inReplyToScreenName = c.lenientString(.inReplyToScreenName)
    if let v = c.lenientInteger(Int.self, .mlevel) { mlevel = v }
    if let v = c.lenientInteger(Int.self, .userType) { userType = v }
    if let v = try c.decodeIfPresent([String].self, forKey: .picIDs) { picIDs = v }
    if let v = try c.decodeIfPresent([String: WeiboPicture].self, forKey: .picInfos) { picInfos = v }
    visible = try c.decodeIfPresent(WeiboVisible.self, forKey: .visible)
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(statusID, forKey: .statusID)
    try c.encodeIfPresent(idstr, forKey: .idstr)
    try c.encodeIfPresent(mid, forKey: .mid)
    try c.encodeIfPresent(mblogid, forKey: .mblogid)
    try c.encodeIfPresent(createdAt.map(FixedFormatDate.iso8601String), forKey: .createdAt)
    try c.encodeIfPresent(text, forKey: .text)
    try c.encodeIfPresent(source, forKey: .source)
    try c.encode(favorited, forKey: .favorited)
    try c.encode(truncated, forKey: .truncated)
    try c.encode(attitudesStatus, forKey: .attitudesStatus)
    try c.encode(sourceType, forKey: .sourceType)
    try c.encodeIfPresent(geo, forKey: .geo)
    try c.encodeIfPresent(user, forKey: .user)
    try c.encode(commentsCount, forKey: .commentsCount)
    try c.encode(repostsCount, forKey: .repostsCount)
    try c.encode(attitudesCount, forKey: .attitudesCount)
    try c.encodeIfPresent(thumbnailPic?.absoluteString, forKey: .thumbnailPic)
    try c.encodeIfPresent(bmiddlePic?.absoluteString, forKey: .bmiddlePic)
    try c.encodeIfPresent(originalPic?.absoluteString, forKey: .originalPic)
    try c.encode(recomState, forKey: .recomState)
    try c.encode(sourceAllowClick, forKey: .sourceAllowClick)
    try c.encode(bizFeature, forKey: .bizFeature)
    try c.encodeIfPresent(mblogTypeName, forKey: .mblogTypeName)
    try c.encodeIfPresent(filterID, forKey: .filterID)
    try c.encodeIfPresent(scheme, forKey: .scheme)
    try c.encodeIfPresent(inReplyToStatusID, forKey: .inReplyToStatusID)
    try c.encodeIfPresent(inReplyToUserID, forKey: .inReplyToUserID)
    try c.encodeIfPresent(inReplyToScreenName, forKey: .inReplyToScreenName)
    try c.encode(mlevel, forKey: .mlevel)
    try c.encode(userType, forKey: .userType)
    try c.encode(picIDs, forKey: .picIDs)
    try c.encode(picInfos, forKey: .picInfos)
    try c.encodeIfPresent(visible, forKey: .visible)
  }
}

extension WeiboPicture: Codable {
  enum CodingKeys: String, CodingKey {
    case picID = "pic_id"
    case objectID = "object_id"
    case filterID = "filter_id"
    case photoTag = "photo_tag"
    case thumbnail
    case bmiddle
    case middlePlus = "middleplus"
    case large
    case largest
    case original
  }

  public convenience init(from decoder: any Decoder) throws {
    self.init()
    let c = try decoder.container(keyedBy: CodingKeys.self)
    picID = c.lenientString(.picID)
    objectID = c.lenientString(.objectID)
    filterID = c.lenientString(.filterID)
    if let v = c.lenientInteger(Int.self, .photoTag) { photoTag = v }
    thumbnail = try c.decodeIfPresent(WeiboPictureMetas.self, forKey: .thumbnail)
    bmiddle = try c.decodeIfPresent(WeiboPictureMetas.self, forKey: .bmiddle)
    middlePlus = try c.decodeIfPresent(WeiboPictureMetas.self, forKey: .middlePlus)
    large = try c.decodeIfPresent(WeiboPictureMetas.self, forKey: .large)
    largest = try c.decodeIfPresent(WeiboPictureMetas.self, forKey: .largest)
    original = try c.decodeIfPresent(WeiboPictureMetas.self, forKey: .original)
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encodeIfPresent(picID, forKey: .picID)
    try c.encodeIfPresent(objectID, forKey: .objectID)
    try c.encodeIfPresent(filterID, forKey: .filterID)
    try c.encode(photoTag, forKey: .photoTag)
    try c.encodeIfPresent(thumbnail, forKey: .thumbnail)
    try c.encodeIfPresent(bmiddle, forKey: .bmiddle)
    try c.encodeIfPresent(middlePlus, forKey: .middlePlus)
    try c.encodeIfPresent(large, forKey: .large)
    try c.encodeIfPresent(largest, forKey: .largest)
    try c.encodeIfPresent(original, forKey: .original)
  }
}

extension WeiboPictureMetas: Codable {
  enum CodingKeys: String, CodingKey {
    case url
    case width
    case height
    case type
    case cutType = "cut_type"
  }

  public convenience init(from decoder: any Decoder) throws {
    self.init()
    let c = try decoder.container(keyedBy: CodingKeys.self)
    url = c.lenientURL(.url)
    if let v = c.lenientInteger(Int.self, .width) { width = v }
    if let v = c.lenientInteger(Int.self, .height) { height = v }
    type = c.lenientString(.type)
    if let v = c.lenientInteger(Int.self, .cutType) { cutType = v }
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encodeIfPresent(url?.absoluteString, forKey: .url)
    try c.encode(width, forKey: .width)
    try c.encode(height, forKey: .height)
    try c.encodeIfPresent(type, forKey: .type)
    try c.encode(cutType, forKey: .cutType)
  }
}

extension WeiboVisible: Codable {
  enum CodingKeys: String, CodingKey {
    case type
    case listID = "list_id"
  }

  public convenience init(from decoder: any Decoder) throws {
    self.init()
    let c = try decoder.container(keyedBy: CodingKeys.self)
    if let v = c.lenientInteger(Int.self, .type) { type = v }
    if let v = c.lenientInteger(Int.self, .listID) { listID = v }
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(type, forKey: .type)
    try c.encode(listID, forKey: .listID)
  }
}

extension WeiboIcon: Codable {
  enum CodingKeys: String, CodingKey {
    case url
  }

  public convenience init(from decoder: any Decoder) throws {
    self.init()
    let c = try decoder.container(keyedBy: CodingKeys.self)
    url = c.lenientURL(.url)
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encodeIfPresent(url?.absoluteString, forKey: .url)
  }
}

extension WeiboUser: Codable {
  enum CodingKeys: String, CodingKey {
    case userID = "id"
    case idstr
    case screenName = "screen_name"
    case name
    case province
    case city
    case location
    case userDescription = "description"
    case url
    case profileImageURL = "profile_image_url"
    case coverImagePhone = "cover_image_phone"
    case avatarLarge = "avatar_large"
    case avatarHD = "avatar_hd"
    case profileURL = "profile_url"
    case domain
    case weihao
    case gender
    case lang
    case remark
    case createdAt = "created_at"
    case followersCount = "followers_count"
    case friendsCount = "friends_count"
    case pagefriendsCount = "pagefriends_count"
    case statusesCount = "statuses_count"
    case favouritesCount = "favourites_count"
    case biFollowersCount = "bi_followers_count"
    case following
    case followMe = "follow_me"
    case allowAllActMsg = "allow_all_act_msg"
    case allowAllComment = "allow_all_comment"
    case geoEnabled = "geo_enabled"
    case verified
    case verifiedType = "verified_type"
    case verifiedLevel = "verified_level"
    case verifiedState = "verified_state"
    case verifiedReason = "verified_reason"
    case verifiedReasonURL = "verified_reason_url"
    case verifiedReasonModified = "verified_reason_modified"
    case verifiedSource = "verified_source"
    case verifiedSourceURL = "verified_source_url"
    case verifiedTrade = "verified_trade"
    case verifiedContactName = "verified_contact_name"
    case verifiedContactEmail = "verified_contact_email"
    case verifiedContactMobile = "verified_contact_mobile"
    case onlineStatus = "online_status"
    case mbtype
    case mbrank
    case ulevel
    case level
    case star
    case urank
    case creditScore = "credit_score"
    case blockWord = "block_word"
    case blockApp = "block_app"
    case hasAbilityTag = "has_ability_tag"
    case userAbility = "user_ability"
    case ptype
    case type
    case userClass = "class"
    case badgeTop = "badge_top"
    case badge
    case icons
  }

  public convenience init(from decoder: any Decoder) throws {
    self.init()
    let c = try decoder.container(keyedBy: CodingKeys.self)
    if let v = c.lenientInteger(UInt64.self, .userID) { userID = v }
    idstr = c.lenientString(.idstr)
    screenName = c.lenientString(.screenName)
    name = c.lenientString(.name)
    province = c.lenientString(.province)
    city = c.lenientString(.city)
    location = c.lenientString(.location)
    userDescription = c.lenientString(.userDescription)
    url = c.lenientString(.url)
    profileImageURL = c.lenientURL(.profileImageURL)
    coverImagePhone = c.lenientURL(.coverImagePhone)
    avatarLarge = c.lenientURL(.avatarLarge)
    avatarHD = c.lenientURL(.avatarHD)
    profileURL = c.lenientString(.profileURL)
    domain = c.lenientString(.domain)
    weihao = c.lenientString(.weihao)
    gender = c.lenientString(.gender)
    lang = c.lenientString(.lang)
    remark = c.lenientString(.remark)
    createdAt = c.lenientDate(.createdAt)
    if let v = c.lenientInteger(Int.self, .followersCount) { followersCount = v }
    if let v = c.lenientInteger(Int.self, .friendsCount) { friendsCount = v }
    if let v = c.lenientInteger(Int.self, .pagefriendsCount) { pagefriendsCount = v }
    if let v = c.lenientInteger(Int.self, .statusesCount) { statusesCount = v }
    if let v = c.lenientInteger(Int.self, .favouritesCount) { favouritesCount = v }
    if let v = c.lenientInteger(Int.self, .biFollowersCount) { biFollowersCount = v }
    if let v = c.lenientBool(.following) { following = v }
    if let v = c.lenientBool(.followMe) { followMe = v }
    if let v = c.lenientBool(.allowAllActMsg) { allowAllActMsg = v }
    if let v = c.lenientBool(.allowAllComment) { allowAllComment = v }
    if let v = c.lenientBool(.geoEnabled) { geoEnabled = v }
    if let v = c.lenientBool(.verified) { verified = v }
    if let v = c.lenientInteger(Int.self, .verifiedType) { verifiedType = v }
    if let v = c.lenientInteger(Int.self, .verifiedLevel) { verifiedLevel = v }
    if let v = c.lenientInteger(Int.self, .verifiedState) { verifiedState = v }
    verifiedReason = c.lenientString(.verifiedReason)
    verifiedReasonURL = c.lenientString(.verifiedReasonURL)
    verifiedReasonModified = c.lenientString(.verifiedReasonModified)
    verifiedSource = c.lenientString(.verifiedSource)
    verifiedSourceURL = c.lenientString(.verifiedSourceURL)
    verifiedTrade = c.lenientString(.verifiedTrade)
    verifiedContactName = c.lenientString(.verifiedContactName)
    verifiedContactEmail = c.lenientString(.verifiedContactEmail)
    verifiedContactMobile = c.lenientString(.verifiedContactMobile)
    if let v = c.lenientInteger(Int.self, .onlineStatus) { onlineStatus = v }
    if let v = c.lenientInteger(Int.self, .mbtype) { mbtype = v }
    if let v = c.lenientInteger(Int.self, .mbrank) { mbrank = v }
    if let v = c.lenientInteger(Int.self, .ulevel) { ulevel = v }
    if let v = c.lenientInteger(Int.self, .level) { level = v }
    if let v = c.lenientInteger(Int.self, .star) { star = v }
    if let v = c.lenientInteger(Int.self, .urank) { urank = v }
    if let v = c.lenientInteger(Int.self, .creditScore) { creditScore = v }
    if let v = c.lenientInteger(Int.self, .blockWord) { blockWord = v }
    if let v = c.lenientInteger(Int.self, .blockApp) { blockApp = v }
    if let v = c.lenientInteger(Int.self, .hasAbilityTag) { hasAbilityTag = v }
    if let v = c.lenientInteger(Int.self, .userAbility) { userAbility = v }
    if let v = c.lenientInteger(Int.self, .ptype) { ptype = v }
    if let v = c.lenientInteger(Int.self, .type) { type = v }
    if let v = c.lenientInteger(Int.self, .userClass) { userClass = v }
    badgeTop = c.lenientString(.badgeTop)
    if let v = try c.decodeIfPresent([String: Int].self, forKey: .badge) { badge = v }
    if let v = try c.decodeIfPresent([WeiboIcon].self, forKey: .icons) { icons = v }
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(userID, forKey: .userID)
    try c.encodeIfPresent(idstr, forKey: .idstr)
    try c.encodeIfPresent(screenName, forKey: .screenName)
    try c.encodeIfPresent(name, forKey: .name)
    try c.encodeIfPresent(province, forKey: .province)
    try c.encodeIfPresent(city, forKey: .city)
    try c.encodeIfPresent(location, forKey: .location)
    try c.encodeIfPresent(userDescription, forKey: .userDescription)
    try c.encodeIfPresent(url, forKey: .url)
    try c.encodeIfPresent(profileImageURL?.absoluteString, forKey: .profileImageURL)
    try c.encodeIfPresent(coverImagePhone?.absoluteString, forKey: .coverImagePhone)
    try c.encodeIfPresent(avatarLarge?.absoluteString, forKey: .avatarLarge)
    try c.encodeIfPresent(avatarHD?.absoluteString, forKey: .avatarHD)
    try c.encodeIfPresent(profileURL, forKey: .profileURL)
    try c.encodeIfPresent(domain, forKey: .domain)
    try c.encodeIfPresent(weihao, forKey: .weihao)
    try c.encodeIfPresent(gender, forKey: .gender)
    try c.encodeIfPresent(lang, forKey: .lang)
    try c.encodeIfPresent(remark, forKey: .remark)
    try c.encodeIfPresent(createdAt.map(FixedFormatDate.iso8601String), forKey: .createdAt)
    try c.encode(followersCount, forKey: .followersCount)
    try c.encode(friendsCount, forKey: .friendsCount)
    try c.encode(pagefriendsCount, forKey: .pagefriendsCount)
    try c.encode(statusesCount, forKey: .statusesCount)
    try c.encode(favouritesCount, forKey: .favouritesCount)
    try c.encode(biFollowersCount, forKey: .biFollowersCount)
    try c.encode(following, forKey: .following)
    try c.encode(followMe, forKey: .followMe)
    try c.encode(allowAllActMsg, forKey: .allowAllActMsg)
    try c.encode(allowAllComment, forKey: .allowAllComment)
    try c.encode(geoEnabled, forKey: .geoEnabled)
    try c.encode(verified, forKey: .verified)
    try c.encode(verifiedType, forKey: .verifiedType)
    try c.encode(verifiedLevel, forKey: .verifiedLevel)
    try c.encode(verifiedState, forKey: .verifiedState)
    try c.encodeIfPresent(verifiedReason, forKey: .verifiedReason)
    try c.encodeIfPresent(verifiedReasonURL, forKey: .verifiedReasonURL)
    try c.encodeIfPresent(verifiedReasonModified, forKey: .verifiedReasonModified)
    try c.encodeIfPresent(verifiedSource, forKey: .verifiedSource)
    try c.encodeIfPresent(verifiedSourceURL, forKey: .verifiedSourceURL)
    try c.encodeIfPresent(verifiedTrade, forKey: .verifiedTrade)
    try c.encodeIfPresent(verifiedContactName, forKey: .verifiedContactName)
    try c.encodeIfPresent(verifiedContactEmail, forKey: .verifiedContactEmail)
    try c.encodeIfPresent(verifiedContactMobile, forKey: .verifiedContactMobile)
    try c.encode(onlineStatus, forKey: .onlineStatus)
    try c.encode(mbtype, forKey: .mbtype)
    try c.encode(mbrank, forKey: .mbrank)
    try c.encode(ulevel, forKey: .ulevel)
    try c.encode(level, forKey: .level)
    try c.encode(star, forKey: .star)
    try c.encode(urank, forKey: .urank)
    try c.encode(creditScore, forKey: .creditScore)
    try c.encode(blockWord, forKey: .blockWord)
    try c.encode(blockApp, forKey: .blockApp)
    try c.encode(hasAbilityTag, forKey: .hasAbilityTag)
    try c.encode(userAbility, forKey: .userAbility)
    try c.encode(ptype, forKey: .ptype)
    try c.encode(type, forKey: .type)
    try c.encode(userClass, forKey: .userClass)
    try c.encodeIfPresent(badgeTop, forKey: .badgeTop)
    try c.encode(badge, forKey: .badge)
    try c.encode(icons, forKey: .icons)
  }
}
