import Foundation

// The hand-written baseline of the probe: exact types only, as a careful hand writes it.
extension Probe: HandWrittenModel {
  public convenience init(handWritten d: [String: Any]) {
    self.init()
    if let n = HandWritten.number(d["int"]) { int = n.intValue }
    if let n = HandWritten.number(d["int8"]) { int8 = n.int8Value }
    if let n = HandWritten.number(d["uint64"]) { uint64 = n.uint64Value }
    if let n = HandWritten.number(d["double"]) { double = n.doubleValue }
    if let n = HandWritten.number(d["float"]) { float = n.floatValue }
    if let n = HandWritten.number(d["bool"]) { bool = n.boolValue }
    if let s = HandWritten.string(d["string"]) { string = s }
    if d["optString"] is NSNull {
      optString = nil
    } else if let s = HandWritten.string(d["optString"]) {
      optString = s
    }
    if d["optInt"] is NSNull {
      optInt = nil
    } else if let n = HandWritten.number(d["optInt"]) {
      optInt = n.intValue
    }
    if let u = HandWritten.url(d["url"]) { url = u }
    if let s = HandWritten.string(d["suit"]), let s = ProbeSuit(rawValue: s) { suit = s }
    if let c = HandWritten.object(d["child"]) { child = ProbeChild(handWritten: c) }
    if let a = HandWritten.array(d["children"]) {
      children = a.compactMap { HandWritten.object($0).map(ProbeChild.init(handWritten:)) }
    }
    if let a = HandWritten.array(d["tags"]) { tags = Set(a.compactMap { HandWritten.string($0) }) }
    if let a = HandWritten.array(d["numbers"]) { numbers = a.compactMap { HandWritten.number($0)?.intValue } }
  }

  public func handWrittenDictionary() -> [String: Any] {
    var d: [String: Any] = [
      "int": int, "int8": Int(int8), "uint64": NSNumber(value: uint64),
      "bool": bool, "string": string, "suit": suit.rawValue, "tags": tags.sorted(), "numbers": numbers,
      "children": children.map { $0.handWrittenDictionary() },
    ]
    if double.isFinite { d["double"] = double }
    if float.isFinite { d["float"] = Double(float) }
    if let optString { d["optString"] = optString }
    if let optInt { d["optInt"] = optInt }
    if let url { d["url"] = url.absoluteString }
    if let date { d["date"] = HandWritten.weiboDateString(date) }
    if let child { d["child"] = child.handWrittenDictionary() }
    return d
  }
}

extension ProbeChild: HandWrittenModel {
  public convenience init(handWritten d: [String: Any]) {
    self.init()
    if let s = HandWritten.string(d["name"]) { name = s }
    if let n = HandWritten.number(d["age"]) { age = n.intValue }
  }

  public func handWrittenDictionary() -> [String: Any] { ["name": name, "age": age] }
}
