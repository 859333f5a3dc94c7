import Foundation

extension WeiboStatus {
  /// The hand-written conversion from a parsed dictionary.
  public convenience init(handWritten d: [String: Any]) {
    self.init()
    if let n = HandWritten.number(d["id"]) { statusID = n.uint64Value }
    idstr = HandWritten.string(d["idstr"])
    mid = HandWritten.string(d["mid"])
    mblogid = HandWritten.string(d["mblogid"])
    createdAt = HandWritten.weiboDate(d["created_at"])
    text = HandWritten.string(d["text"])
    source = HandWritten.string(d["source"])
    if let n = HandWritten.number(d["favorited"]) { favorited = n.boolValue }
    if let n = HandWritten.number(d["truncated"]) { truncated = n.boolValue }
    if let n = HandWritten.number(d["attitudes_status"]) { attitudesStatus = n.intValue }
    if let n = HandWritten.number(d["source_type"]) { sourceType = n.intValue }
    geo = HandWritten.string(d["geo"])
    if let u = HandWritten.object(d["user"]) { user = WeiboUser(handWritten: u) }
    if let n = HandWritten.number(d["comments_count"]) { commentsCount = n.intValue }
    if let n = HandWritten.number(d["reposts_count"]) { repostsCount = n.intValue }
    if let n = HandWritten.number(d["attitudes_count"]) { attitudesCount = n.intValue }
    thumbnailPic = HandWritten.url(d["thumbnail_pic"])
    bmiddlePic = HandWritten.url(d["bmiddle_pic"])
    originalPic = HandWritten.url(d["original_pic"])
    if let n = HandWritten.number(d["recom_state"]) { recomState = n.intValue }
    if let n = HandWritten.number(d["source_allowclick"]) { sourceAllowClick = n.intValue }
    if let n = HandWritten.number(d["biz_feature"]) { bizFeature = n.int64Value }
    mblogTypeName = HandWritten.string(d["mblogtypename"])
    filterID = HandWritten.string(d["filterID"])
    scheme = HandWritten.string(d["scheme"])
    inReplyToStatusID = HandWritten.string(d["in_reply_to_status_id"])
    inReplyToUserID = HandWritten.string(d["in_reply_to_user_id"])
    inReplyToScreenName = HandWritten.string(d["in_reply_to_screen_name"])
    if let n = HandWritten.number(d["mlevel"]) { mlevel = n.intValue }
    if let n = HandWritten.number(d["userType"]) { userType = n.intValue }
    if let ids = HandWritten.array(d["pic_ids"]) { picIDs = ids.compactMap { HandWritten.string($0) } }
    if let infos = HandWritten.object(d["pic_infos"]) {
      var pictures: [String: WeiboPicture] = [:]
      pictures.reserveCapacity(infos.count)
      for (key, value) in infos {
        if let p = HandWritten.object(value) { pictures[key] = WeiboPicture(handWritten: p) }
      }
      picInfos = pictures
    }
    if let v = HandWritten.object(d["visible"]) { visible = WeiboVisible(handWritten: v) }
  }

  /// The hand-written conversion to a JSON dictionary.
  public func handWrittenDictionary() -> [String: Any] {
    var d: [String: Any] = [:]
    d.reserveCapacity(34)
    d["id"] = NSNumber(value: statusID)
    if let idstr { d["idstr"] = idstr }
    if let mid { d["mid"] = mid }
    if let mblogid { d["mblogid"] = mblogid }
    if let createdAt { d["created_at"] = HandWritten.weiboDateString(createdAt) }
    if let text { d["text"] = text }
    if let source { d["source"] = source }
    d["favorited"] = favorited
    d["truncated"] = truncated
    d["attitudes_status"] = attitudesStatus
    d["source_type"] = sourceType
    if let geo { d["geo"] = geo }
    if let user { d["user"] = user.handWrittenDictionary() }
    d["comments_count"] = commentsCount
    d["reposts_count"] = repostsCount
    d["attitudes_count"] = attitudesCount
    if let thumbnailPic { d["thumbnail_pic"] = thumbnailPic.absoluteString }
    if let bmiddlePic { d["bmiddle_pic"] = bmiddlePic.absoluteString }
    if let originalPic { d["original_pic"] = originalPic.absoluteString }
    d["recom_state"] = recomState
    d["source_allowclick"] = sourceAllowClick
    d["biz_feature"] = Int(bizFeature)
    if let mblogTypeName { d["mblogtypename"] = mblogTypeName }
    if let filterID { d["filterID"] = filterID }
    if let scheme { d["scheme"] = scheme }
    if let inReplyToStatusID { d["in_reply_to_status_id"] = inReplyToStatusID }
    if let inReplyToUserID { d["in_reply_to_user_id"] = inReplyToUserID }
    if let inReplyToScreenName { d["in_reply_to_screen_name"] = inReplyToScreenName }
    d["mlevel"] = mlevel
    d["userType"] = userType
    d["pic_ids"] = picIDs
    d["pic_infos"] = picInfos.mapValues { $0.handWrittenDictionary() }
    if let visible { d["visible"] = visible.handWrittenDictionary() }
    return d
  }
}

extension WeiboPicture {
  public convenience init(handWritten d: [String: Any]) {
    self.init()
    picID = HandWritten.string(d["pic_id"])
    objectID = HandWritten.string(d["object_id"])
    filterID = HandWritten.string(d["filter_id"])
    if let n = HandWritten.number(d["photo_tag"]) { photoTag = n.intValue }
    if let m = HandWritten.object(d["thumbnail"]) { thumbnail = WeiboPictureMetas(handWritten: m) }
    if let m = HandWritten.object(d["bmiddle"]) { bmiddle = WeiboPictureMetas(handWritten: m) }
    if let m = HandWritten.object(d["middleplus"]) { middlePlus = WeiboPictureMetas(handWritten: m) }
    if let m = HandWritten.object(d["large"]) { large = WeiboPictureMetas(handWritten: m) }
    if let m = HandWritten.object(d["largest"]) { largest = WeiboPictureMetas(handWritten: m) }
    if let m = HandWritten.object(d["original"]) { original = WeiboPictureMetas(handWritten: m) }
  }

  public func handWrittenDictionary() -> [String: Any] {
    var d: [String: Any] = [:]
    if let picID { d["pic_id"] = picID }
    if let objectID { d["object_id"] = objectID }
    if let filterID { d["filter_id"] = filterID }
    d["photo_tag"] = photoTag
    if let thumbnail { d["thumbnail"] = thumbnail.handWrittenDictionary() }
    if let bmiddle { d["bmiddle"] = bmiddle.handWrittenDictionary() }
    if let middlePlus { d["middleplus"] = middlePlus.handWrittenDictionary() }
    if let large { d["large"] = large.handWrittenDictionary() }
    if let largest { d["largest"] = largest.handWrittenDictionary() }
    if let original { d["original"] = original.handWrittenDictionary() }
    return d
  }
}

extension WeiboPictureMetas {
  public convenience init(handWritten d: [String: Any]) {
    self.init()
    url = HandWritten.url(d["url"])
    if let n = HandWritten.int(d["width"]) { width = n }
    if let n = HandWritten.int(d["height"]) { height = n }
    type = HandWritten.string(d["type"])
    if let n = HandWritten.number(d["cut_type"]) { cutType = n.intValue }
  }

  public func handWrittenDictionary() -> [String: Any] {
    var d: [String: Any] = ["width": width, "height": height, "cut_type": cutType]
    if let url { d["url"] = url.absoluteString }
    if let type { d["type"] = type }
    return d
  }
}

extension WeiboVisible {
  public convenience init(handWritten d: [String: Any]) {
    self.init()
    if let n = HandWritten.number(d["type"]) { type = n.intValue }
    if let n = HandWritten.number(d["list_id"]) { listID = n.intValue }
  }

  public func handWrittenDictionary() -> [String: Any] { ["type": type, "list_id": listID] }
}

extension WeiboIcon {
  public convenience init(handWritten d: [String: Any]) {
    self.init()
    url = HandWritten.url(d["url"])
  }

  public func handWrittenDictionary() -> [String: Any] {
    url.map { ["url": $0.absoluteString] } ?? [:]
  }
}
