/// Where a property's value is found: the values of `mj_replacedKeyFromPropertyName`.
///
/// A key may descend: `.` into dictionaries and `[n]` into arrays (`"name.info[1].time"`). Alternatives
/// are tried in order.
public enum MJKeyMapping: Hashable, Sendable, ExpressibleByStringLiteral, ExpressibleByArrayLiteral {
  case key(String)
  case alternatives([String])

  public init(stringLiteral value: String) { self = .key(value) }
  public init(arrayLiteral elements: String...) { self = .alternatives(elements) }

  var keys: [String] {
    switch self {
    case .key(let key): [key]
    case .alternatives(let keys): keys
    }
  }
}
