import Foundation

/// The shared JSON fixtures (`../shared/fixtures` beside the repository), loaded at run time.
public enum Fixture: String, CaseIterable, Sendable {
  case githubUser = "github_user.json"
  case weiboStatus = "weibo_status.json"
  case twitter = "twitter.json"
  case citmCatalog = "citm_catalog.json"
  case canada = "canada.json"

  /// Where fixtures are read from: `$MODELBENCH_FIXTURES`, else `shared/fixtures` beside the checkout.
  public static var directory: URL {
    if let override = ProcessInfo.processInfo.environment["MODELBENCH_FIXTURES"], !override.isEmpty {
      return URL(fileURLWithPath: override)
    }
    // Sources/ModelFixtures/Fixture.swift → the checkout → its parent.
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { url.deleteLastPathComponent() }
    return url.appendingPathComponent("shared/fixtures")
  }

  /// The fixture's bytes.
  /// - Throws: `FixtureError.missing` naming the path looked at.
  public func data() throws(FixtureError) -> Data {
    let url = Self.directory.appendingPathComponent(rawValue)
    do {
      return try Data(contentsOf: url)
    } catch {
      throw .missing(url.path)
    }
  }

  /// The fixture parsed by `JSONSerialization` into a dictionary.
  public func object() throws(FixtureError) -> [String: Any] {
    let bytes = try data()
    guard let object = try? JSONSerialization.jsonObject(with: bytes) as? [String: Any] else {
      throw .notAnObject(rawValue)
    }
    return object
  }
}

/// Why a fixture could not be loaded.
public enum FixtureError: Error, CustomStringConvertible, Equatable {
  case missing(String)
  case notAnObject(String)

  public var description: String {
    switch self {
    case .missing(let path): "Fixture not found at \(path); set MODELBENCH_FIXTURES to the fixtures folder"
    case .notAnObject(let name): "Fixture \(name) is not a JSON object"
    }
  }
}
