// Hand-kept: YYModel's own benchmark model (the fields the fixture holds), copied from the original.

import Foundation

/// YYModel's benchmark `YYWeiboStatus` (the fields the fixture holds): nested user, a dictionary of
/// picture models, URLs and Weibo-format dates.
public final class WeiboStatus: NSObject, FixtureCodable {
  public var statusID: UInt64 = 0
  public var idstr: String?
  public var mid: String?
  public var mblogid: String?
  public var createdAt: Date?
  public var text: String?
  public var source: String?
  public var favorited = false
  public var truncated = false
  public var attitudesStatus = 0
  public var sourceType = 0
  public var geo: String?
  public var user: WeiboUser?
  public var commentsCount = 0
  public var repostsCount = 0
  public var attitudesCount = 0
  public var thumbnailPic: URL?
  public var bmiddlePic: URL?
  public var originalPic: URL?
  public var recomState = 0
  public var sourceAllowClick = 0
  public var bizFeature: Int64 = 0
  public var mblogTypeName: String?
  public var filterID: String?
  public var scheme: String?
  public var inReplyToStatusID: String?
  public var inReplyToUserID: String?
  public var inReplyToScreenName: String?
  public var mlevel = 0
  public var userType = 0
  public var picIDs: [String] = []
  public var picInfos: [String: WeiboPicture] = [:]
  public var visible: WeiboVisible?

  public override required init() { super.init() }
  public func encode(with coder: NSCoder) { encodeThroughStrategy(coder) }
  public required init?(coder: NSCoder) {
    super.init()
    decodeThroughStrategy(coder)
  }

  public static let keyMapping: [String: String] = [
    "statusID": "id", "createdAt": "created_at", "attitudesStatus": "attitudes_status",
    "sourceType": "source_type", "commentsCount": "comments_count", "repostsCount": "reposts_count",
    "attitudesCount": "attitudes_count", "thumbnailPic": "thumbnail_pic", "bmiddlePic": "bmiddle_pic",
    "originalPic": "original_pic", "recomState": "recom_state", "sourceAllowClick": "source_allowclick",
    "bizFeature": "biz_feature", "mblogTypeName": "mblogtypename",
    "inReplyToStatusID": "in_reply_to_status_id",
    "inReplyToUserID": "in_reply_to_user_id", "inReplyToScreenName": "in_reply_to_screen_name",
    "picIDs": "pic_ids", "picInfos": "pic_infos",
  ]
}

/// `YYWeiboPicture`: one picture in several sizes.
public final class WeiboPicture: NSObject, FixtureCodable {
  public var picID: String?
  public var objectID: String?
  public var filterID: String?
  public var photoTag = 0
  public var thumbnail: WeiboPictureMetas?
  public var bmiddle: WeiboPictureMetas?
  public var middlePlus: WeiboPictureMetas?
  public var large: WeiboPictureMetas?
  public var largest: WeiboPictureMetas?
  public var original: WeiboPictureMetas?

  public override required init() { super.init() }
  public func encode(with coder: NSCoder) { encodeThroughStrategy(coder) }
  public required init?(coder: NSCoder) {
    super.init()
    decodeThroughStrategy(coder)
  }

  public static let keyMapping: [String: String] = [
    "picID": "pic_id", "objectID": "object_id", "filterID": "filter_id", "photoTag": "photo_tag",
    "middlePlus": "middleplus",
  ]
}

/// `YYWeiboPictureMetas`: one size of a picture.
public final class WeiboPictureMetas: NSObject, FixtureCodable {
  public var url: URL?
  public var width = 0
  public var height = 0
  public var type: String?
  public var cutType = 0

  public override required init() { super.init() }
  public func encode(with coder: NSCoder) { encodeThroughStrategy(coder) }
  public required init?(coder: NSCoder) {
    super.init()
    decodeThroughStrategy(coder)
  }

  public static let keyMapping: [String: String] = ["cutType": "cut_type"]
}

/// Who may see a status.
public final class WeiboVisible: NSObject, FixtureCodable {
  public var type = 0
  public var listID = 0

  public override required init() { super.init() }
  public func encode(with coder: NSCoder) { encodeThroughStrategy(coder) }
  public required init?(coder: NSCoder) {
    super.init()
    decodeThroughStrategy(coder)
  }

  public static let keyMapping: [String: String] = ["listID": "list_id"]
}

/// A user's badge icon.
public final class WeiboIcon: NSObject, FixtureCodable {
  public var url: URL?

  public override required init() { super.init() }
  public func encode(with coder: NSCoder) { encodeThroughStrategy(coder) }
  public required init?(coder: NSCoder) {
    super.init()
    decodeThroughStrategy(coder)
  }

  public static let keyMapping: [String: String] = [:]
}
