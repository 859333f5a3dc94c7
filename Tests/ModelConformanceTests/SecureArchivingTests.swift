import Foundation
import MJStyle
import MappingSeam
import ModelAdapters
import ModelFixtures
import ModelRuntime
import Testing
import XYYStyle
import YYStyle

/// The design's `…_validateArchive(_:)` for `Model`.
func validateArchive<Model>(_ data: Data, as _: Model.Type, design: String) throws {
  switch design {
  case "yy": try #require(Model.self as? any YYModel.Type).yy_validateArchive(data)
  case "mj": try #require(Model.self as? any MJKeyValue.Type).mj_validateArchive(data)
  default: try #require(Model.self as? any XYYJsonModel.Type).xyy_validateArchive(data)
  }
}

/// Every fixture model, archived with secure coding required and read back through each design.
///
/// Swift Foundation's secure unarchiver stops the process when a decoder asks for an object without
/// naming its class (`decodeObject(forKey:)`); these tests die rather than fail if a design does.
@Suite struct SecureArchivingTests {
  static let designs = ["yy", "mj", "xyy"]

  @Test(arguments: designs, Fixture.allCases.filter { $0 != .canada })
  func everyFixtureModelReadsBackFromASecureArchive(design: String, fixture: Fixture) throws {
    let implementation = try #require(Implementations.named(design))
    let input = try fixture.object()
    switch fixture {
    case .githubUser: try roundTrip(GitHubUser.self, input, implementation)
    case .weiboStatus: try roundTrip(WeiboStatus.self, input, implementation)
    case .twitter: try roundTrip(TwitterSearch.self, input, implementation)
    case .citmCatalog: try roundTrip(CitmCatalog.self, input, implementation)
    case .canada: return  // not archived: see `Workloads.canada`
    }
  }

  @Test(arguments: designs)
  func secureArchivesAreWhatTheCodecsWrite(design: String) throws {
    let implementation = try #require(Implementations.named(design))
    let codec = try #require(implementation.codec(for: GitHubUser.self))
    let user = try codec.decodeObject(Fixture.githubUser.object())
    let archive = try #require(try codec.archive?(user))
    // A secure archive names its classes; an unarchiver that requires secure coding and allows only
    // the root class reads the root's class entry without complaint.
    let plist = try PropertyListSerialization.propertyList(from: archive, format: nil) as? [String: Any]
    let objects = try #require(plist?["$objects"] as? [Any])
    let classNames = objects.compactMap { ($0 as? [String: Any])?["$classname"] as? String }
    #expect(classNames.contains { $0.hasSuffix("GitHubUser") })
  }

  func roundTrip<Model>(_: Model.Type, _ input: [String: Any], _ implementation: any MappingImplementation)
    throws
  {
    let codec = try #require(implementation.codec(for: Model.self))
    let model = try codec.decodeObject(input)
    let archive = try #require(codec.archive, "\(implementation.id) archives \(Model.self)")
    let unarchive = try #require(codec.unarchive)
    let data = try archive(model)
    // What the designs archive passes the guard the README puts before untrusted archives.
    try validateArchive(data, as: Model.self, design: implementation.id)
    let back = try unarchive(data)
    let before = try codec.encodeObject(model)
    let after = try codec.encodeObject(back)
    #expect(!before.isEmpty)
    #expect(try canonical(after) == canonical(before), "\(implementation.id): \(Model.self)")
  }

  /// Sorted-keys JSON text: model→JSON output compared by value, whatever boxes its numbers.
  func canonical(_ object: [String: Any]) throws -> String {
    String(
      decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
  }
}
