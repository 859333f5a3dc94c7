import Foundation

// The hand-written NSCoding baseline of the fixture models (GitHubUser, the Weibo status and user): every
// property written and read by name with the coder's typed calls, no reflection (HandWrittenCoding).

extension GitHubUser: HandWrittenCoding {
  public func handWrittenEncode(with coder: NSCoder) {
    coder.handEncode(login, forKey: "login")
    coder.encode(Int64(bitPattern: userID), forKey: "userID")
    coder.handEncode(avatarURL, forKey: "avatarURL")
    coder.handEncode(gravatarID, forKey: "gravatarID")
    coder.handEncode(url, forKey: "url")
    coder.handEncode(htmlURL, forKey: "htmlURL")
    coder.handEncode(followersURL, forKey: "followersURL")
    coder.handEncode(followingURL, forKey: "followingURL")
    coder.handEncode(gistsURL, forKey: "gistsURL")
    coder.handEncode(starredURL, forKey: "starredURL")
    coder.handEncode(subscriptionsURL, forKey: "subscriptionsURL")
    coder.handEncode(organizationsURL, forKey: "organizationsURL")
    coder.handEncode(reposURL, forKey: "reposURL")
    coder.handEncode(eventsURL, forKey: "eventsURL")
    coder.handEncode(receivedEventsURL, forKey: "receivedEventsURL")
    coder.handEncode(type, forKey: "type")
    coder.encode(siteAdmin, forKey: "siteAdmin")
    coder.handEncode(name, forKey: "name")
    coder.handEncode(company, forKey: "company")
    coder.handEncode(blog, forKey: "blog")
    coder.handEncode(location, forKey: "location")
    coder.handEncode(email, forKey: "email")
    coder.handEncode(hireable, forKey: "hireable")
    coder.handEncode(bio, forKey: "bio")
    coder.encode(Int64(publicRepos), forKey: "publicRepos")
    coder.encode(Int64(publicGists), forKey: "publicGists")
    coder.encode(Int64(followers), forKey: "followers")
    coder.encode(Int64(following), forKey: "following")
    coder.handEncode(createdAt, forKey: "createdAt")
    coder.handEncode(updatedAt, forKey: "updatedAt")
  }

  public func handWrittenDecode(from coder: NSCoder) {
    login = coder.handString("login")
    userID = UInt64(bitPattern: coder.decodeInt64(forKey: "userID"))
    avatarURL = coder.handString("avatarURL")
    gravatarID = coder.handString("gravatarID")
    url = coder.handString("url")
    htmlURL = coder.handString("htmlURL")
    followersURL = coder.handString("followersURL")
    followingURL = coder.handString("followingURL")
    gistsURL = coder.handString("gistsURL")
    starredURL = coder.handString("starredURL")
    subscriptionsURL = coder.handString("subscriptionsURL")
    organizationsURL = coder.handString("organizationsURL")
    reposURL = coder.handString("reposURL")
    eventsURL = coder.handString("eventsURL")
    receivedEventsURL = coder.handString("receivedEventsURL")
    type = coder.handString("type")
    siteAdmin = coder.decodeBool(forKey: "siteAdmin")
    name = coder.handString("name")
    company = coder.handString("company")
    blog = coder.handString("blog")
    location = coder.handString("location")
    email = coder.handString("email")
    hireable = coder.handString("hireable")
    bio = coder.handString("bio")
    publicRepos = UInt32(truncatingIfNeeded: coder.decodeInt64(forKey: "publicRepos"))
    publicGists = UInt32(truncatingIfNeeded: coder.decodeInt64(forKey: "publicGists"))
    followers = UInt32(truncatingIfNeeded: coder.decodeInt64(forKey: "followers"))
    following = UInt32(truncatingIfNeeded: coder.decodeInt64(forKey: "following"))
    createdAt = coder.handDate("createdAt")
    updatedAt = coder.handDate("updatedAt")
  }
}

extension WeiboStatus: HandWrittenCoding {
  public func handWrittenEncode(with coder: NSCoder) {
    coder.encode(Int64(bitPattern: statusID), forKey: "statusID")
    coder.handEncode(idstr, forKey: "idstr")
    coder.handEncode(mid, forKey: "mid")
    coder.handEncode(mblogid, forKey: "mblogid")
    coder.handEncode(createdAt, forKey: "createdAt")
    coder.handEncode(text, forKey: "text")
    coder.handEncode(source, forKey: "source")
    coder.encode(favorited, forKey: "favorited")
    coder.encode(truncated, forKey: "truncated")
    coder.encode(attitudesStatus, forKey: "attitudesStatus")
    coder.encode(sourceType, forKey: "sourceType")
    coder.handEncode(geo, forKey: "geo")
    if let user { coder.encode(user, forKey: "user") }
    coder.encode(commentsCount, forKey: "commentsCount")
    coder.encode(repostsCount, forKey: "repostsCount")
    coder.encode(attitudesCount, forKey: "attitudesCount")
    coder.handEncode(thumbnailPic, forKey: "thumbnailPic")
    coder.handEncode(bmiddlePic, forKey: "bmiddlePic")
    coder.handEncode(originalPic, forKey: "originalPic")
    coder.encode(recomState, forKey: "recomState")
    coder.encode(sourceAllowClick, forKey: "sourceAllowClick")
    coder.encode(bizFeature, forKey: "bizFeature")
    coder.handEncode(mblogTypeName, forKey: "mblogTypeName")
    coder.handEncode(filterID, forKey: "filterID")
    coder.handEncode(scheme, forKey: "scheme")
    coder.handEncode(inReplyToStatusID, forKey: "inReplyToStatusID")
    coder.handEncode(inReplyToUserID, forKey: "inReplyToUserID")
    coder.handEncode(inReplyToScreenName, forKey: "inReplyToScreenName")
    coder.encode(mlevel, forKey: "mlevel")
    coder.encode(userType, forKey: "userType")
    coder.handEncode(picIDs, forKey: "picIDs")
    coder.handEncode(picInfos, forKey: "picInfos") { $0 }
    if let visible { coder.encode(visible, forKey: "visible") }
  }

  public func handWrittenDecode(from coder: NSCoder) {
    statusID = UInt64(bitPattern: coder.decodeInt64(forKey: "statusID"))
    idstr = coder.handString("idstr")
    mid = coder.handString("mid")
    mblogid = coder.handString("mblogid")
    createdAt = coder.handDate("createdAt")
    text = coder.handString("text")
    source = coder.handString("source")
    favorited = coder.decodeBool(forKey: "favorited")
    truncated = coder.decodeBool(forKey: "truncated")
    attitudesStatus = coder.decodeInteger(forKey: "attitudesStatus")
    sourceType = coder.decodeInteger(forKey: "sourceType")
    geo = coder.handString("geo")
    user = coder.handModel("user", WeiboUser.self)
    commentsCount = coder.decodeInteger(forKey: "commentsCount")
    repostsCount = coder.decodeInteger(forKey: "repostsCount")
    attitudesCount = coder.decodeInteger(forKey: "attitudesCount")
    thumbnailPic = coder.handURL("thumbnailPic")
    bmiddlePic = coder.handURL("bmiddlePic")
    originalPic = coder.handURL("originalPic")
    recomState = coder.decodeInteger(forKey: "recomState")
    sourceAllowClick = coder.decodeInteger(forKey: "sourceAllowClick")
    bizFeature = coder.decodeInt64(forKey: "bizFeature")
    mblogTypeName = coder.handString("mblogTypeName")
    filterID = coder.handString("filterID")
    scheme = coder.handString("scheme")
    inReplyToStatusID = coder.handString("inReplyToStatusID")
    inReplyToUserID = coder.handString("inReplyToUserID")
    inReplyToScreenName = coder.handString("inReplyToScreenName")
    mlevel = coder.decodeInteger(forKey: "mlevel")
    userType = coder.decodeInteger(forKey: "userType")
    picIDs = coder.handCollection("picIDs", [NSArray.self, NSString.self], as: [String].self) ?? []
    picInfos =
      coder.handCollection(
        "picInfos", [NSDictionary.self, NSString.self, WeiboPicture.self], as: [String: WeiboPicture].self)
      ?? [:]
    visible = coder.handModel("visible", WeiboVisible.self)
  }
}

extension WeiboPicture: HandWrittenCoding {
  public func handWrittenEncode(with coder: NSCoder) {
    coder.handEncode(picID, forKey: "picID")
    coder.handEncode(objectID, forKey: "objectID")
    coder.handEncode(filterID, forKey: "filterID")
    coder.encode(photoTag, forKey: "photoTag")
    if let thumbnail { coder.encode(thumbnail, forKey: "thumbnail") }
    if let bmiddle { coder.encode(bmiddle, forKey: "bmiddle") }
    if let middlePlus { coder.encode(middlePlus, forKey: "middlePlus") }
    if let large { coder.encode(large, forKey: "large") }
    if let largest { coder.encode(largest, forKey: "largest") }
    if let original { coder.encode(original, forKey: "original") }
  }

  public func handWrittenDecode(from coder: NSCoder) {
    picID = coder.handString("picID")
    objectID = coder.handString("objectID")
    filterID = coder.handString("filterID")
    photoTag = coder.decodeInteger(forKey: "photoTag")
    thumbnail = coder.handModel("thumbnail", WeiboPictureMetas.self)
    bmiddle = coder.handModel("bmiddle", WeiboPictureMetas.self)
    middlePlus = coder.handModel("middlePlus", WeiboPictureMetas.self)
    large = coder.handModel("large", WeiboPictureMetas.self)
    largest = coder.handModel("largest", WeiboPictureMetas.self)
    original = coder.handModel("original", WeiboPictureMetas.self)
  }
}

extension WeiboPictureMetas: HandWrittenCoding {
  public func handWrittenEncode(with coder: NSCoder) {
    coder.handEncode(url, forKey: "url")
    coder.encode(width, forKey: "width")
    coder.encode(height, forKey: "height")
    coder.handEncode(type, forKey: "type")
    coder.encode(cutType, forKey: "cutType")
  }

  public func handWrittenDecode(from coder: NSCoder) {
    url = coder.handURL("url")
    width = coder.decodeInteger(forKey: "width")
    height = coder.decodeInteger(forKey: "height")
    type = coder.handString("type")
    cutType = coder.decodeInteger(forKey: "cutType")
  }
}

extension WeiboVisible: HandWrittenCoding {
  public func handWrittenEncode(with coder: NSCoder) {
    coder.encode(type, forKey: "type")
    coder.encode(listID, forKey: "listID")
  }

  public func handWrittenDecode(from coder: NSCoder) {
    type = coder.decodeInteger(forKey: "type")
    listID = coder.decodeInteger(forKey: "listID")
  }
}

extension WeiboIcon: HandWrittenCoding {
  public func handWrittenEncode(with coder: NSCoder) {
    coder.handEncode(url, forKey: "url")
  }

  public func handWrittenDecode(from coder: NSCoder) {
    url = coder.handURL("url")
  }
}

extension WeiboUser: HandWrittenCoding {
  public func handWrittenEncode(with coder: NSCoder) {
    coder.encode(Int64(bitPattern: userID), forKey: "userID")
    coder.handEncode(idstr, forKey: "idstr")
    coder.handEncode(screenName, forKey: "screenName")
    coder.handEncode(name, forKey: "name")
    coder.handEncode(province, forKey: "province")
    coder.handEncode(city, forKey: "city")
    coder.handEncode(location, forKey: "location")
    coder.handEncode(userDescription, forKey: "userDescription")
    coder.handEncode(url, forKey: "url")
    coder.handEncode(profileImageURL, forKey: "profileImageURL")
    coder.handEncode(coverImagePhone, forKey: "coverImagePhone")
    coder.handEncode(avatarLarge, forKey: "avatarLarge")
    coder.handEncode(avatarHD, forKey: "avatarHD")
    coder.handEncode(profileURL, forKey: "profileURL")
    coder.handEncode(domain, forKey: "domain")
    coder.handEncode(weihao, forKey: "weihao")
    coder.handEncode(gender, forKey: "gender")
    coder.handEncode(lang, forKey: "lang")
    coder.handEncode(remark, forKey: "remark")
    coder.handEncode(createdAt, forKey: "createdAt")
    coder.encode(followersCount, forKey: "followersCount")
    coder.encode(friendsCount, forKey: "friendsCount")
    coder.encode(pagefriendsCount, forKey: "pagefriendsCount")
    coder.encode(statusesCount, forKey: "statusesCount")
    coder.encode(favouritesCount, forKey: "favouritesCount")
    coder.encode(biFollowersCount, forKey: "biFollowersCount")
    coder.encode(following, forKey: "following")
    coder.encode(followMe, forKey: "followMe")
    coder.encode(allowAllActMsg, forKey: "allowAllActMsg")
    coder.encode(allowAllComment, forKey: "allowAllComment")
    coder.encode(geoEnabled, forKey: "geoEnabled")
    coder.encode(verified, forKey: "verified")
    coder.encode(verifiedType, forKey: "verifiedType")
    coder.encode(verifiedLevel, forKey: "verifiedLevel")
    coder.encode(verifiedState, forKey: "verifiedState")
    coder.handEncode(verifiedReason, forKey: "verifiedReason")
    coder.handEncode(verifiedReasonURL, forKey: "verifiedReasonURL")
    coder.handEncode(verifiedReasonModified, forKey: "verifiedReasonModified")
    coder.handEncode(verifiedSource, forKey: "verifiedSource")
    coder.handEncode(verifiedSourceURL, forKey: "verifiedSourceURL")
    coder.handEncode(verifiedTrade, forKey: "verifiedTrade")
    coder.handEncode(verifiedContactName, forKey: "verifiedContactName")
    coder.handEncode(verifiedContactEmail, forKey: "verifiedContactEmail")
    coder.handEncode(verifiedContactMobile, forKey: "verifiedContactMobile")
    coder.encode(onlineStatus, forKey: "onlineStatus")
    coder.encode(mbtype, forKey: "mbtype")
    coder.encode(mbrank, forKey: "mbrank")
    coder.encode(ulevel, forKey: "ulevel")
    coder.encode(level, forKey: "level")
    coder.encode(star, forKey: "star")
    coder.encode(urank, forKey: "urank")
    coder.encode(creditScore, forKey: "creditScore")
    coder.encode(blockWord, forKey: "blockWord")
    coder.encode(blockApp, forKey: "blockApp")
    coder.encode(hasAbilityTag, forKey: "hasAbilityTag")
    coder.encode(userAbility, forKey: "userAbility")
    coder.encode(ptype, forKey: "ptype")
    coder.encode(type, forKey: "type")
    coder.encode(userClass, forKey: "userClass")
    coder.handEncode(badgeTop, forKey: "badgeTop")
    coder.handEncode(badge, forKey: "badge") { NSNumber(value: $0) }
    coder.handEncode(icons, forKey: "icons")
  }

  public func handWrittenDecode(from coder: NSCoder) {
    userID = UInt64(bitPattern: coder.decodeInt64(forKey: "userID"))
    idstr = coder.handString("idstr")
    screenName = coder.handString("screenName")
    name = coder.handString("name")
    province = coder.handString("province")
    city = coder.handString("city")
    location = coder.handString("location")
    userDescription = coder.handString("userDescription")
    url = coder.handString("url")
    profileImageURL = coder.handURL("profileImageURL")
    coverImagePhone = coder.handURL("coverImagePhone")
    avatarLarge = coder.handURL("avatarLarge")
    avatarHD = coder.handURL("avatarHD")
    profileURL = coder.handString("profileURL")
    domain = coder.handString("domain")
    weihao = coder.handString("weihao")
    gender = coder.handString("gender")
    lang = coder.handString("lang")
    remark = coder.handString("remark")
    createdAt = coder.handDate("createdAt")
    followersCount = coder.decodeInteger(forKey: "followersCount")
    friendsCount = coder.decodeInteger(forKey: "friendsCount")
    pagefriendsCount = coder.decodeInteger(forKey: "pagefriendsCount")
    statusesCount = coder.decodeInteger(forKey: "statusesCount")
    favouritesCount = coder.decodeInteger(forKey: "favouritesCount")
    biFollowersCount = coder.decodeInteger(forKey: "biFollowersCount")
    following = coder.decodeBool(forKey: "following")
    followMe = coder.decodeBool(forKey: "followMe")
    allowAllActMsg = coder.decodeBool(forKey: "allowAllActMsg")
    allowAllComment = coder.decodeBool(forKey: "allowAllComment")
    geoEnabled = coder.decodeBool(forKey: "geoEnabled")
    verified = coder.decodeBool(forKey: "verified")
    verifiedType = coder.decodeInteger(forKey: "verifiedType")
    verifiedLevel = coder.decodeInteger(forKey: "verifiedLevel")
    verifiedState = coder.decodeInteger(forKey: "verifiedState")
    verifiedReason = coder.handString("verifiedReason")
    verifiedReasonURL = coder.handString("verifiedReasonURL")
    verifiedReasonModified = coder.handString("verifiedReasonModified")
    verifiedSource = coder.handString("verifiedSource")
    verifiedSourceURL = coder.handString("verifiedSourceURL")
    verifiedTrade = coder.handString("verifiedTrade")
    verifiedContactName = coder.handString("verifiedContactName")
    verifiedContactEmail = coder.handString("verifiedContactEmail")
    verifiedContactMobile = coder.handString("verifiedContactMobile")
    onlineStatus = coder.decodeInteger(forKey: "onlineStatus")
    mbtype = coder.decodeInteger(forKey: "mbtype")
    mbrank = coder.decodeInteger(forKey: "mbrank")
    ulevel = coder.decodeInteger(forKey: "ulevel")
    level = coder.decodeInteger(forKey: "level")
    star = coder.decodeInteger(forKey: "star")
    urank = coder.decodeInteger(forKey: "urank")
    creditScore = coder.decodeInteger(forKey: "creditScore")
    blockWord = coder.decodeInteger(forKey: "blockWord")
    blockApp = coder.decodeInteger(forKey: "blockApp")
    hasAbilityTag = coder.decodeInteger(forKey: "hasAbilityTag")
    userAbility = coder.decodeInteger(forKey: "userAbility")
    ptype = coder.decodeInteger(forKey: "ptype")
    type = coder.decodeInteger(forKey: "type")
    userClass = coder.decodeInteger(forKey: "userClass")
    badgeTop = coder.handString("badgeTop")
    badge =
      coder.handCollection(
        "badge", [NSDictionary.self, NSString.self, NSNumber.self], as: [String: Int].self) ?? [:]
    icons = coder.handCollection("icons", [NSArray.self, WeiboIcon.self], as: [WeiboIcon].self) ?? []
  }
}
