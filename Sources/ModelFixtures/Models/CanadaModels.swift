// Hand-kept: the GeoJSON shape of canada.json (one feature, a polygon of 480 rings), with
// `type` kept as the document's own discriminator string.

import Foundation

/// The corpus model: canada.json, a GeoJSON feature collection.
public final class CanadaFeatureCollection: NSObject, FixtureCodable {
  public var type: String = ""
  public var features: [CanadaFeature] = []

  public override required init() { super.init() }
  public func encode(with coder: NSCoder) { encodeThroughStrategy(coder) }
  public required init?(coder: NSCoder) {
    super.init()
    decodeThroughStrategy(coder)
  }

  public static let keyMapping: [String: String] = [:]
}

/// The corpus model: one GeoJSON feature, its properties a map of names.
public final class CanadaFeature: NSObject, FixtureCodable {
  public var type: String = ""
  public var properties: [String: String] = [:]
  public var geometry: CanadaGeometry?

  public override required init() { super.init() }
  public func encode(with coder: NSCoder) { encodeThroughStrategy(coder) }
  public required init?(coder: NSCoder) {
    super.init()
    decodeThroughStrategy(coder)
  }

  public static let keyMapping: [String: String] = [:]
}

/// The corpus model: a polygon's geometry, rings of `[longitude, latitude]` pairs.
public final class CanadaGeometry: NSObject, FixtureCodable {
  public var type: String = ""
  public var coordinates: [[[Double]]] = []

  public override required init() { super.init() }
  public func encode(with coder: NSCoder) { encodeThroughStrategy(coder) }
  public required init?(coder: NSCoder) {
    super.init()
    decodeThroughStrategy(coder)
  }

  public static let keyMapping: [String: String] = [:]
}
