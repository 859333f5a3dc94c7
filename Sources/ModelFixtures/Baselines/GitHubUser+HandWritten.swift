import Foundation

extension GitHubUser {
  /// The hand-written conversion from a parsed dictionary.
  public convenience init(handWritten d: [String: Any]) {
    self.init()
    login = HandWritten.string(d["login"])
    if let n = HandWritten.number(d["id"]) { userID = n.uint64Value }
    avatarURL = HandWritten.string(d["avatar_url"])
    gravatarID = HandWritten.string(d["gravatar_id"])
    url = HandWritten.string(d["url"])
    htmlURL = HandWritten.string(d["html_url"])
    followersURL = HandWritten.string(d["followers_url"])
    followingURL = HandWritten.string(d["following_url"])
    gistsURL = HandWritten.string(d["gists_url"])
    starredURL = HandWritten.string(d["starred_url"])
    subscriptionsURL = HandWritten.string(d["subscriptions_url"])
    organizationsURL = HandWritten.string(d["organizations_url"])
    reposURL = HandWritten.string(d["repos_url"])
    eventsURL = HandWritten.string(d["events_url"])
    receivedEventsURL = HandWritten.string(d["received_events_url"])
    type = HandWritten.string(d["type"])
    if let n = HandWritten.number(d["site_admin"]) { siteAdmin = n.boolValue }
    name = HandWritten.string(d["name"])
    company = HandWritten.string(d["company"])
    blog = HandWritten.string(d["blog"])
    location = HandWritten.string(d["location"])
    email = HandWritten.string(d["email"])
    hireable = HandWritten.string(d["hireable"])
    bio = HandWritten.string(d["bio"])
    if let n = HandWritten.number(d["public_repos"]) { publicRepos = n.uint32Value }
    if let n = HandWritten.number(d["public_gists"]) { publicGists = n.uint32Value }
    if let n = HandWritten.number(d["followers"]) { followers = n.uint32Value }
    if let n = HandWritten.number(d["following"]) { following = n.uint32Value }
  }

  /// The hand-written conversion to a JSON dictionary.
  public func handWrittenDictionary() -> [String: Any] {
    var d: [String: Any] = [:]
    d.reserveCapacity(30)
    if let login { d["login"] = login }
    d["id"] = NSNumber(value: userID)
    if let avatarURL { d["avatar_url"] = avatarURL }
    if let gravatarID { d["gravatar_id"] = gravatarID }
    if let url { d["url"] = url }
    if let htmlURL { d["html_url"] = htmlURL }
    if let followersURL { d["followers_url"] = followersURL }
    if let followingURL { d["following_url"] = followingURL }
    if let gistsURL { d["gists_url"] = gistsURL }
    if let starredURL { d["starred_url"] = starredURL }
    if let subscriptionsURL { d["subscriptions_url"] = subscriptionsURL }
    if let organizationsURL { d["organizations_url"] = organizationsURL }
    if let reposURL { d["repos_url"] = reposURL }
    if let eventsURL { d["events_url"] = eventsURL }
    if let receivedEventsURL { d["received_events_url"] = receivedEventsURL }
    if let type { d["type"] = type }
    d["site_admin"] = siteAdmin
    if let name { d["name"] = name }
    if let company { d["company"] = company }
    if let blog { d["blog"] = blog }
    if let location { d["location"] = location }
    if let email { d["email"] = email }
    if let hireable { d["hireable"] = hireable }
    if let bio { d["bio"] = bio }
    d["public_repos"] = Int(publicRepos)
    d["public_gists"] = Int(publicGists)
    d["followers"] = Int(followers)
    d["following"] = Int(following)
    if let createdAt { d["created_at"] = HandWritten.weiboDateString(createdAt) }
    if let updatedAt { d["updated_at"] = HandWritten.weiboDateString(updatedAt) }
    return d
  }
}
