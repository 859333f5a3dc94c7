import Foundation

// The Codable baseline of the conformance models, written as a lenient Codable model usually is:
// `decodeIfPresent` for every key (a missing key keeps the default), strict about each value's type.

extension Probe: Codable {
  enum CodingKeys: String, CodingKey {
    case int
    case int8
    case uint64
    case double
    case float
    case bool
    case string
    case optString
    case optInt
    case url
    case date
    case decimal
    case data
    case suit
    case point
    case child
    case children
    case tags
    case byName
    case numbers
    case urls
  }

  public convenience init(from decoder: any Decoder) throws {
    self.init()
    let c = try decoder.container(keyedBy: CodingKeys.self)
    if let v = try c.decodeIfPresent(Int.self, forKey: .int) { int = v }
    if let v = try c.decodeIfPresent(Int8.self, forKey: .int8) { int8 = v }
    if let v = try c.decodeIfPresent(UInt64.self, forKey: .uint64) { uint64 = v }
    if let v = try c.decodeIfPresent(Double.self, forKey: .double) { double = v }
    if let v = try c.decodeIfPresent(Float.self, forKey: .float) { float = v }
    if let v = try c.decodeIfPresent(Bool.self, forKey: .bool) { bool = v }
    if let v = try c.decodeIfPresent(String.self, forKey: .string) { string = v }
    if let v = try c.decodeIfPresent(String.self, forKey: .optString) { optString = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .optInt) { optInt = v }
    if let v = try c.decodeIfPresent(URL.self, forKey: .url) { url = v }
    if let v = try c.decodeIfPresent(Date.self, forKey: .date) { date = v }
    if let v = try c.decodeIfPresent(Decimal.self, forKey: .decimal) { decimal = v }
    if let v = try c.decodeIfPresent(Data.self, forKey: .data) { data = v }
    if let v = try c.decodeIfPresent(ProbeSuit.self, forKey: .suit) { suit = v }
    if let v = try c.decodeIfPresent(CGPoint.self, forKey: .point) { point = v }
    if let v = try c.decodeIfPresent(ProbeChild.self, forKey: .child) { child = v }
    if let v = try c.decodeIfPresent([ProbeChild].self, forKey: .children) { children = v }
    if let v = try c.decodeIfPresent(Set<String>.self, forKey: .tags) { tags = v }
    if let v = try c.decodeIfPresent([String: ProbeChild].self, forKey: .byName) { byName = v }
    if let v = try c.decodeIfPresent([Int].self, forKey: .numbers) { numbers = v }
    if let v = try c.decodeIfPresent([URL].self, forKey: .urls) { urls = v }
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(int, forKey: .int)
    try c.encode(int8, forKey: .int8)
    try c.encode(uint64, forKey: .uint64)
    try c.encode(double, forKey: .double)
    try c.encode(float, forKey: .float)
    try c.encode(bool, forKey: .bool)
    try c.encode(string, forKey: .string)
    try c.encodeIfPresent(optString, forKey: .optString)
    try c.encodeIfPresent(optInt, forKey: .optInt)
    try c.encodeIfPresent(url, forKey: .url)
    try c.encodeIfPresent(date, forKey: .date)
    try c.encodeIfPresent(decimal, forKey: .decimal)
    try c.encodeIfPresent(data, forKey: .data)
    try c.encode(suit, forKey: .suit)
    try c.encode(point, forKey: .point)
    try c.encodeIfPresent(child, forKey: .child)
    try c.encode(children, forKey: .children)
    try c.encode(tags, forKey: .tags)
    try c.encode(byName, forKey: .byName)
    try c.encode(numbers, forKey: .numbers)
    try c.encode(urls, forKey: .urls)
  }
}

extension ProbeChild: Codable {
  enum CodingKeys: String, CodingKey {
    case name, age
  }

  public convenience init(from decoder: any Decoder) throws {
    self.init()
    let c = try decoder.container(keyedBy: CodingKeys.self)
    if let v = try c.decodeIfPresent(String.self, forKey: .name) { name = v }
    if let v = try c.decodeIfPresent(Int.self, forKey: .age) { age = v }
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(name, forKey: .name)
    try c.encode(age, forKey: .age)
  }
}
