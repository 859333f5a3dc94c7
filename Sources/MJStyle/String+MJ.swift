import Foundation

extension String {
  /// `mj_url`: percent-escapes everything but ASCII letters, digits and `-._~!$&'()*+,/:;=?@%#[]`,
  /// then makes a URL (CFURLCreateStringByAddingPercentEscapes in the original).
  public var mj_url: URL? {
    addingPercentEncoding(withAllowedCharacters: MJURLCharacters.allowed).flatMap(URL.init(string:))
  }

  /// `mj_underlineFromCamel`: `userName` → `user_name`.
  public var mj_underlineFromCamel: String {
    guard !isEmpty else { return self }
    var result = ""
    for character in self {
      if character.isUppercase {
        result += "_" + character.lowercased()
      } else {
        result.append(character)
      }
    }
    return result
  }

  /// `mj_camelFromUnderline`: `user_name` → `userName`.
  public var mj_camelFromUnderline: String {
    guard !isEmpty else { return self }
    var result = ""
    for (index, part) in split(separator: "_", omittingEmptySubsequences: false).enumerated() {
      if index == 0 {
        result += part.lowercased()
      } else {
        result += part.prefix(1).uppercased() + part.dropFirst()
      }
    }
    return result
  }

  /// `mj_firstCharUpper`.
  public var mj_firstCharUpper: String { isEmpty ? self : prefix(1).uppercased() + dropFirst() }

  /// `mj_firstCharLower`.
  public var mj_firstCharLower: String { isEmpty ? self : prefix(1).lowercased() + dropFirst() }
}

enum MJURLCharacters {
  static let allowed: CharacterSet = {
    var set = CharacterSet()
    set.insert(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")
    set.insert(charactersIn: "!$&'()*+,/:;=?@%#[]")
    return set
  }()
}
