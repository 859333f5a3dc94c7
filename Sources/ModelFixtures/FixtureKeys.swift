/// Every JSON key of the fixture models that a property is named otherwise, with those property names:
/// what the runner's output check and behaviour check pair a value written under its property's name
/// with (as a scaffolded package's `SampleKeys.propertyNames`).
public enum FixtureKeys {
  public static let propertyNames: [String: [String]] = {
    let tables: [[String: String]] = [
      GitHubUser.keyMapping, WeiboStatus.keyMapping, WeiboPicture.keyMapping, WeiboPictureMetas.keyMapping,
      WeiboVisible.keyMapping, WeiboIcon.keyMapping, WeiboUser.keyMapping, TwitterSearch.keyMapping,
      TwitterSearchMetadata.keyMapping, TwitterStatus.keyMapping, TwitterEntities.keyMapping,
      TwitterHashtag.keyMapping, TwitterURL.keyMapping, TwitterMention.keyMapping, TwitterUser.keyMapping,
      CitmCatalog.keyMapping, CitmEvent.keyMapping, CitmPerformance.keyMapping, CitmPrice.keyMapping,
      CitmSeatCategory.keyMapping, CitmArea.keyMapping, CanadaFeatureCollection.keyMapping,
      CanadaFeature.keyMapping,
      CanadaGeometry.keyMapping, WideModel.keyMapping, DeepNode.keyMapping,
      SweepRecord.keyMapping, SweepRecordList.keyMapping, WideModel1000.keyMapping,
    ]
    var names: [String: Set<String>] = [:]
    for table in tables {
      for (property, key) in table where property != key { names[key, default: []].insert(property) }
    }
    for (key, properties) in KindsKeys.propertyNames { names[key, default: []].formUnion(properties) }
    return names.mapValues { $0.sorted() }
  }()
}
