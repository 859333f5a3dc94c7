import Foundation
import MappingSeam
import ModelFixtures
import XYYStyle

// Declared setters for every property of the GitHub and Weibo fixture models, so that XYYStyle's
// setter path and field path can be measured on the same models (`xyy` and `xyy-field`).

extension GitHubUser {
  static let xyySetters = XYYMethods(GitHubUser.self) { table in
    table.setter("setLogin", String?.self) { $0.login = $1 }
    table.setter("setUserID", UInt64.self) { $0.userID = $1 }
    table.setter("setAvatarURL", String?.self) { $0.avatarURL = $1 }
    table.setter("setGravatarID", String?.self) { $0.gravatarID = $1 }
    table.setter("setUrl", String?.self) { $0.url = $1 }
    table.setter("setHtmlURL", String?.self) { $0.htmlURL = $1 }
    table.setter("setFollowersURL", String?.self) { $0.followersURL = $1 }
    table.setter("setFollowingURL", String?.self) { $0.followingURL = $1 }
    table.setter("setGistsURL", String?.self) { $0.gistsURL = $1 }
    table.setter("setStarredURL", String?.self) { $0.starredURL = $1 }
    table.setter("setSubscriptionsURL", String?.self) { $0.subscriptionsURL = $1 }
    table.setter("setOrganizationsURL", String?.self) { $0.organizationsURL = $1 }
    table.setter("setReposURL", String?.self) { $0.reposURL = $1 }
    table.setter("setEventsURL", String?.self) { $0.eventsURL = $1 }
    table.setter("setReceivedEventsURL", String?.self) { $0.receivedEventsURL = $1 }
    table.setter("setType", String?.self) { $0.type = $1 }
    table.setter("setSiteAdmin", Bool.self) { $0.siteAdmin = $1 }
    table.setter("setName", String?.self) { $0.name = $1 }
    table.setter("setCompany", String?.self) { $0.company = $1 }
    table.setter("setBlog", String?.self) { $0.blog = $1 }
    table.setter("setLocation", String?.self) { $0.location = $1 }
    table.setter("setEmail", String?.self) { $0.email = $1 }
    table.setter("setHireable", String?.self) { $0.hireable = $1 }
    table.setter("setBio", String?.self) { $0.bio = $1 }
    table.setter("setPublicRepos", UInt32.self) { $0.publicRepos = $1 }
    table.setter("setPublicGists", UInt32.self) { $0.publicGists = $1 }
    table.setter("setFollowers", UInt32.self) { $0.followers = $1 }
    table.setter("setFollowing", UInt32.self) { $0.following = $1 }
    table.setter("setCreatedAt", Date?.self) { $0.createdAt = $1 }
    table.setter("setUpdatedAt", Date?.self) { $0.updatedAt = $1 }
  }
}

extension WeiboStatus {
  static let xyySetters = XYYMethods(WeiboStatus.self) { table in
    table.setter("setStatusID", UInt64.self) { $0.statusID = $1 }
    table.setter("setIdstr", String?.self) { $0.idstr = $1 }
    table.setter("setMid", String?.self) { $0.mid = $1 }
    table.setter("setMblogid", String?.self) { $0.mblogid = $1 }
    table.setter("setCreatedAt", Date?.self) { $0.createdAt = $1 }
    table.setter("setText", String?.self) { $0.text = $1 }
    table.setter("setSource", String?.self) { $0.source = $1 }
    table.setter("setFavorited", Bool.self) { $0.favorited = $1 }
    table.setter("setTruncated", Bool.self) { $0.truncated = $1 }
    table.setter("setAttitudesStatus", Int.self) { $0.attitudesStatus = $1 }
    table.setter("setSourceType", Int.self) { $0.sourceType = $1 }
    table.setter("setGeo", String?.self) { $0.geo = $1 }
    table.setter("setUser", WeiboUser?.self) { $0.user = $1 }
    table.setter("setCommentsCount", Int.self) { $0.commentsCount = $1 }
    table.setter("setRepostsCount", Int.self) { $0.repostsCount = $1 }
    table.setter("setAttitudesCount", Int.self) { $0.attitudesCount = $1 }
    table.setter("setThumbnailPic", URL?.self) { $0.thumbnailPic = $1 }
    table.setter("setBmiddlePic", URL?.self) { $0.bmiddlePic = $1 }
    table.setter("setOriginalPic", URL?.self) { $0.originalPic = $1 }
    table.setter("setRecomState", Int.self) { $0.recomState = $1 }
    table.setter("setSourceAllowClick", Int.self) { $0.sourceAllowClick = $1 }
    table.setter("setBizFeature", Int64.self) { $0.bizFeature = $1 }
    table.setter("setMblogTypeName", String?.self) { $0.mblogTypeName = $1 }
    table.setter("setFilterID", String?.self) { $0.filterID = $1 }
    table.setter("setScheme", String?.self) { $0.scheme = $1 }
    table.setter("setInReplyToStatusID", String?.self) { $0.inReplyToStatusID = $1 }
    table.setter("setInReplyToUserID", String?.self) { $0.inReplyToUserID = $1 }
    table.setter("setInReplyToScreenName", String?.self) { $0.inReplyToScreenName = $1 }
    table.setter("setMlevel", Int.self) { $0.mlevel = $1 }
    table.setter("setUserType", Int.self) { $0.userType = $1 }
    table.setter("setPicIDs", [String].self) { $0.picIDs = $1 }
    table.setter("setPicInfos", [String: WeiboPicture].self) { $0.picInfos = $1 }
    table.setter("setVisible", WeiboVisible?.self) { $0.visible = $1 }
    XYYFixtureSupport.addConverters(
      to: &table, urls: ["thumbnailPic", "bmiddlePic", "originalPic"], dates: ["createdAt"])
  }
}

extension WeiboPicture {
  static let xyySetters = XYYMethods(WeiboPicture.self) { table in
    table.setter("setPicID", String?.self) { $0.picID = $1 }
    table.setter("setObjectID", String?.self) { $0.objectID = $1 }
    table.setter("setFilterID", String?.self) { $0.filterID = $1 }
    table.setter("setPhotoTag", Int.self) { $0.photoTag = $1 }
    table.setter("setThumbnail", WeiboPictureMetas?.self) { $0.thumbnail = $1 }
    table.setter("setBmiddle", WeiboPictureMetas?.self) { $0.bmiddle = $1 }
    table.setter("setMiddlePlus", WeiboPictureMetas?.self) { $0.middlePlus = $1 }
    table.setter("setLarge", WeiboPictureMetas?.self) { $0.large = $1 }
    table.setter("setLargest", WeiboPictureMetas?.self) { $0.largest = $1 }
    table.setter("setOriginal", WeiboPictureMetas?.self) { $0.original = $1 }
  }
}

extension WeiboPictureMetas {
  static let xyySetters = XYYMethods(WeiboPictureMetas.self) { table in
    table.setter("setUrl", URL?.self) { $0.url = $1 }
    table.setter("setWidth", Int.self) { $0.width = $1 }
    table.setter("setHeight", Int.self) { $0.height = $1 }
    table.setter("setType", String?.self) { $0.type = $1 }
    table.setter("setCutType", Int.self) { $0.cutType = $1 }
    XYYFixtureSupport.addConverters(to: &table, urls: ["url"], dates: [])
  }
}

extension WeiboVisible {
  static let xyySetters = XYYMethods(WeiboVisible.self) { table in
    table.setter("setType", Int.self) { $0.type = $1 }
    table.setter("setListID", Int.self) { $0.listID = $1 }
  }
}

extension WeiboIcon {
  static let xyySetters = XYYMethods(WeiboIcon.self) { table in
    table.setter("setUrl", URL?.self) { $0.url = $1 }
    XYYFixtureSupport.addConverters(to: &table, urls: ["url"], dates: [])
  }
}

extension WeiboUser {
  static let xyySetters = XYYMethods(WeiboUser.self) { table in
    table.setter("setUserID", UInt64.self) { $0.userID = $1 }
    table.setter("setIdstr", String?.self) { $0.idstr = $1 }
    table.setter("setScreenName", String?.self) { $0.screenName = $1 }
    table.setter("setName", String?.self) { $0.name = $1 }
    table.setter("setProvince", String?.self) { $0.province = $1 }
    table.setter("setCity", String?.self) { $0.city = $1 }
    table.setter("setLocation", String?.self) { $0.location = $1 }
    table.setter("setUserDescription", String?.self) { $0.userDescription = $1 }
    table.setter("setUrl", String?.self) { $0.url = $1 }
    table.setter("setProfileImageURL", URL?.self) { $0.profileImageURL = $1 }
    table.setter("setCoverImagePhone", URL?.self) { $0.coverImagePhone = $1 }
    table.setter("setAvatarLarge", URL?.self) { $0.avatarLarge = $1 }
    table.setter("setAvatarHD", URL?.self) { $0.avatarHD = $1 }
    table.setter("setProfileURL", String?.self) { $0.profileURL = $1 }
    table.setter("setDomain", String?.self) { $0.domain = $1 }
    table.setter("setWeihao", String?.self) { $0.weihao = $1 }
    table.setter("setGender", String?.self) { $0.gender = $1 }
    table.setter("setLang", String?.self) { $0.lang = $1 }
    table.setter("setRemark", String?.self) { $0.remark = $1 }
    table.setter("setCreatedAt", Date?.self) { $0.createdAt = $1 }
    table.setter("setFollowersCount", Int.self) { $0.followersCount = $1 }
    table.setter("setFriendsCount", Int.self) { $0.friendsCount = $1 }
    table.setter("setPagefriendsCount", Int.self) { $0.pagefriendsCount = $1 }
    table.setter("setStatusesCount", Int.self) { $0.statusesCount = $1 }
    table.setter("setFavouritesCount", Int.self) { $0.favouritesCount = $1 }
    table.setter("setBiFollowersCount", Int.self) { $0.biFollowersCount = $1 }
    table.setter("setFollowing", Bool.self) { $0.following = $1 }
    table.setter("setFollowMe", Bool.self) { $0.followMe = $1 }
    table.setter("setAllowAllActMsg", Bool.self) { $0.allowAllActMsg = $1 }
    table.setter("setAllowAllComment", Bool.self) { $0.allowAllComment = $1 }
    table.setter("setGeoEnabled", Bool.self) { $0.geoEnabled = $1 }
    table.setter("setVerified", Bool.self) { $0.verified = $1 }
    table.setter("setVerifiedType", Int.self) { $0.verifiedType = $1 }
    table.setter("setVerifiedLevel", Int.self) { $0.verifiedLevel = $1 }
    table.setter("setVerifiedState", Int.self) { $0.verifiedState = $1 }
    table.setter("setVerifiedReason", String?.self) { $0.verifiedReason = $1 }
    table.setter("setVerifiedReasonURL", String?.self) { $0.verifiedReasonURL = $1 }
    table.setter("setVerifiedReasonModified", String?.self) { $0.verifiedReasonModified = $1 }
    table.setter("setVerifiedSource", String?.self) { $0.verifiedSource = $1 }
    table.setter("setVerifiedSourceURL", String?.self) { $0.verifiedSourceURL = $1 }
    table.setter("setVerifiedTrade", String?.self) { $0.verifiedTrade = $1 }
    table.setter("setVerifiedContactName", String?.self) { $0.verifiedContactName = $1 }
    table.setter("setVerifiedContactEmail", String?.self) { $0.verifiedContactEmail = $1 }
    table.setter("setVerifiedContactMobile", String?.self) { $0.verifiedContactMobile = $1 }
    table.setter("setOnlineStatus", Int.self) { $0.onlineStatus = $1 }
    table.setter("setMbtype", Int.self) { $0.mbtype = $1 }
    table.setter("setMbrank", Int.self) { $0.mbrank = $1 }
    table.setter("setUlevel", Int.self) { $0.ulevel = $1 }
    table.setter("setLevel", Int.self) { $0.level = $1 }
    table.setter("setStar", Int.self) { $0.star = $1 }
    table.setter("setUrank", Int.self) { $0.urank = $1 }
    table.setter("setCreditScore", Int.self) { $0.creditScore = $1 }
    table.setter("setBlockWord", Int.self) { $0.blockWord = $1 }
    table.setter("setBlockApp", Int.self) { $0.blockApp = $1 }
    table.setter("setHasAbilityTag", Int.self) { $0.hasAbilityTag = $1 }
    table.setter("setUserAbility", Int.self) { $0.userAbility = $1 }
    table.setter("setPtype", Int.self) { $0.ptype = $1 }
    table.setter("setType", Int.self) { $0.type = $1 }
    table.setter("setUserClass", Int.self) { $0.userClass = $1 }
    table.setter("setBadgeTop", String?.self) { $0.badgeTop = $1 }
    table.setter("setBadge", [String: Int].self) { $0.badge = $1 }
    table.setter("setIcons", [WeiboIcon].self) { $0.icons = $1 }
    XYYFixtureSupport.addConverters(
      to: &table, urls: ["profileImageURL", "coverImagePhone", "avatarLarge", "avatarHD"],
      dates: ["createdAt"])
  }
}
