import Foundation
import MappingSeam
import ModelFixtures

// The one adapter file: the explicit-map mapper behind ModelBench's seam, and the keys of the shared
// models it maps. A model it has no mapping for gets no codec, and its cells read `–` ("cannot run").

/// The explicit-map mapper as ModelBench sees it.
public struct ExplicitMapperImplementation: MappingImplementation {
  public let id = "explicit"
  public let displayName = "ExplicitMapper"

  public init() {}

  public func codec<Model>(for type: Model.Type) -> ModelCodec<Model>? {
    guard let mappable = type as? any Mappable.Type else { return nil }
    func make<T: Mappable>(_: T.Type) -> ModelCodec<Model> {
      ModelCodec(
        decodeObject: { object in Mapper<T>().map(object) as! Model },
        decodeData: { (data) throws(MappingError) in
          Mapper<T>().map(try MappingSupport.jsonObject(data)) as! Model
        },
        update: { (model, object) in (model as! T).mapping(map: Map(mode: .fromJSON, json: object)) },
        encodeObject: { model in Mapper<T>().json(of: model as! T) },
        encodeData: { (model) throws(MappingError) in
          try MappingSupport.jsonData(Mapper<T>().json(of: model as! T))
        })
    }
    return make(mappable)
  }
}

extension GitHubUser: Mappable {
  public func mapping(map: Map) {
    login <- map["login"]
    userID <- map["id"]
    avatarURL <- map["avatar_url"]
    gravatarID <- map["gravatar_id"]
    url <- map["url"]
    htmlURL <- map["html_url"]
    followersURL <- map["followers_url"]
    followingURL <- map["following_url"]
    gistsURL <- map["gists_url"]
    starredURL <- map["starred_url"]
    subscriptionsURL <- map["subscriptions_url"]
    organizationsURL <- map["organizations_url"]
    reposURL <- map["repos_url"]
    eventsURL <- map["events_url"]
    receivedEventsURL <- map["received_events_url"]
    type <- map["type"]
    siteAdmin <- map["site_admin"]
    name <- map["name"]
    company <- map["company"]
    blog <- map["blog"]
    location <- map["location"]
    email <- map["email"]
    hireable <- map["hireable"]
    bio <- map["bio"]
    publicRepos <- map["public_repos"]
    publicGists <- map["public_gists"]
    followers <- map["followers"]
    following <- map["following"]
    createdAt <- (map["created_at"], ISO8601Transform())
    updatedAt <- (map["updated_at"], ISO8601Transform())
  }
}

extension Probe: Mappable {
  public func mapping(map: Map) {
    int <- map["int"]
    int8 <- map["int8"]
    uint64 <- map["uint64"]
    double <- map["double"]
    float <- map["float"]
    bool <- map["bool"]
    string <- map["string"]
    optString <- map["optString"]
    optInt <- map["optInt"]
    child <- map["child"]
    numbers <- map["numbers"]
  }
}

extension ProbeChild: Mappable {
  public func mapping(map: Map) {
    name <- map["name"]
    age <- map["age"]
  }
}
