/// A model with hand-written conversions: the "Manually" baseline.
public protocol HandWrittenModel {
  /// Reads a parsed JSON object, one line per property.
  init(handWritten dictionary: [String: Any])
  /// Writes a JSON object, one line per property.
  func handWrittenDictionary() -> [String: Any]
}

extension GitHubUser: HandWrittenModel {}
extension WeiboStatus: HandWrittenModel {}
extension WeiboUser: HandWrittenModel {}
extension WeiboPicture: HandWrittenModel {}
extension WeiboPictureMetas: HandWrittenModel {}
extension WeiboVisible: HandWrittenModel {}
extension WeiboIcon: HandWrittenModel {}
