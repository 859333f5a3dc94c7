/// Where a property's value is found in the JSON dictionary: the values of `modelCustomPropertyMapper`.
///
/// Written as literals: a key (`"n"`), a dotted key path that walks nested dictionaries (`"ext.desc"`), or
/// alternatives tried in order (`["id", "ID", "book_id"]`), each of which may itself be a key path.
public enum YYKeyMapping: Hashable, Sendable, ExpressibleByStringLiteral, ExpressibleByArrayLiteral {
  /// One key, or a key path when it contains dots.
  case key(String)
  /// Several keys or key paths; the first one that holds a non-null value wins.
  case alternatives([String])

  public init(stringLiteral value: String) { self = .key(value) }

  public init(arrayLiteral elements: String...) { self = .alternatives(elements) }
}
