// Hand-kept: YYModel's own benchmark model, copied field for field from the original.

import Foundation

/// YYModel's benchmark `YYGHUser`: one GitHub user, 31 properties, three JSON nulls in the fixture.
public final class GitHubUser: NSObject, FixtureCodable {
  public var login: String?
  public var userID: UInt64 = 0
  public var avatarURL: String?
  public var gravatarID: String?
  public var url: String?
  public var htmlURL: String?
  public var followersURL: String?
  public var followingURL: String?
  public var gistsURL: String?
  public var starredURL: String?
  public var subscriptionsURL: String?
  public var organizationsURL: String?
  public var reposURL: String?
  public var eventsURL: String?
  public var receivedEventsURL: String?
  public var type: String?
  public var siteAdmin = false
  public var name: String?
  public var company: String?
  public var blog: String?
  public var location: String?
  public var email: String?
  public var hireable: String?
  public var bio: String?
  public var publicRepos: UInt32 = 0
  public var publicGists: UInt32 = 0
  public var followers: UInt32 = 0
  public var following: UInt32 = 0
  public var createdAt: Date?
  public var updatedAt: Date?

  public override required init() { super.init() }
  public func encode(with coder: NSCoder) { encodeThroughStrategy(coder) }
  public required init?(coder: NSCoder) {
    super.init()
    decodeThroughStrategy(coder)
  }

  /// Property name → JSON key, the one configuration every design expresses in its own hooks.
  public static let keyMapping: [String: String] = [
    "userID": "id", "avatarURL": "avatar_url", "gravatarID": "gravatar_id", "htmlURL": "html_url",
    "followersURL": "followers_url", "followingURL": "following_url", "gistsURL": "gists_url",
    "starredURL": "starred_url", "subscriptionsURL": "subscriptions_url",
    "organizationsURL": "organizations_url", "reposURL": "repos_url", "eventsURL": "events_url",
    "receivedEventsURL": "received_events_url", "siteAdmin": "site_admin", "publicRepos": "public_repos",
    "publicGists": "public_gists", "createdAt": "created_at", "updatedAt": "updated_at",
  ]
}
