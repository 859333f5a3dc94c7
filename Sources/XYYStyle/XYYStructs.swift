import Foundation

// Swift stand-ins for the UIKit / CoreGraphics structs Linux does not have, and the original's
// NSString struct category: `"{2.3, 23}"` ⇄ CGSize.

/// `CGVector`.
public struct XYYVector: Hashable, Sendable {
  public var dx: CGFloat
  public var dy: CGFloat
  public init(dx: CGFloat = 0, dy: CGFloat = 0) {
    self.dx = dx
    self.dy = dy
  }
}

/// `CGAffineTransform`.
public struct XYYAffineTransform: Hashable, Sendable {
  public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat
  public init(
    a: CGFloat = 1, b: CGFloat = 0, c: CGFloat = 0, d: CGFloat = 1, tx: CGFloat = 0, ty: CGFloat = 0
  ) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }
}

/// `UIEdgeInsets`.
public struct XYYEdgeInsets: Hashable, Sendable {
  public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
  public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
    (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
  }
}

/// `UIOffset`.
public struct XYYOffset: Hashable, Sendable {
  public var horizontal: CGFloat, vertical: CGFloat
  public init(horizontal: CGFloat = 0, vertical: CGFloat = 0) {
    (self.horizontal, self.vertical) = (horizontal, vertical)
  }
}

extension String {
  /// The numbers in the string, in order (what `CGPointFromString` and friends read).
  private var xyy_numbers: [CGFloat] {
    var numbers: [CGFloat] = []
    var current = ""
    func flush() {
      if let value = Double(current) { numbers.append(CGFloat(value)) }
      current = ""
    }
    for character in self {
      if character.isNumber || character == "." || character == "-" || character == "+" || character == "e" {
        current.append(character)
      } else {
        flush()
      }
    }
    flush()
    return numbers
  }

  private func xyy_numbers(_ count: Int) -> [CGFloat]? {
    let numbers = xyy_numbers
    return numbers.count == count ? numbers : nil
  }

  /// `CGPointValue`; zero when the string holds no point, as `CGPointFromString`.
  public var xyy_CGPointValue: CGPoint { xyy_numbers(2).map { CGPoint(x: $0[0], y: $0[1]) } ?? .zero }
  public var xyy_CGSizeValue: CGSize { xyy_numbers(2).map { CGSize(width: $0[0], height: $0[1]) } ?? .zero }
  public var xyy_CGRectValue: CGRect {
    xyy_numbers(4).map { CGRect(x: $0[0], y: $0[1], width: $0[2], height: $0[3]) } ?? .zero
  }
  public var xyy_CGVectorValue: XYYVector {
    xyy_numbers(2).map { XYYVector(dx: $0[0], dy: $0[1]) } ?? XYYVector()
  }
  public var xyy_CGAffineTransformValue: XYYAffineTransform {
    xyy_numbers(6).map { XYYAffineTransform(a: $0[0], b: $0[1], c: $0[2], d: $0[3], tx: $0[4], ty: $0[5]) }
      ?? XYYAffineTransform()
  }
  public var xyy_UIEdgeInsetsValue: XYYEdgeInsets {
    xyy_numbers(4).map { XYYEdgeInsets(top: $0[0], left: $0[1], bottom: $0[2], right: $0[3]) }
      ?? XYYEdgeInsets()
  }
  public var xyy_UIOffsetValue: XYYOffset {
    xyy_numbers(2).map { XYYOffset(horizontal: $0[0], vertical: $0[1]) } ?? XYYOffset()
  }
  /// `NSRangeFromString`: the first number is the location, the second (when there is one) the length.
  public var xyy_NSRangeValue: NSRange {
    let numbers = xyy_numbers.prefix(2).map { Int(exactly: $0.rounded(.towardZero)) ?? 0 }
    return NSRange(location: numbers.first ?? 0, length: numbers.count > 1 ? numbers[1] : 0)
  }

  private static func number(_ value: CGFloat) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(Double(value))"
  }

  public static func xyy_string(with point: CGPoint) -> String { "{\(number(point.x)), \(number(point.y))}" }
  public static func xyy_string(with size: CGSize) -> String {
    "{\(number(size.width)), \(number(size.height))}"
  }
  public static func xyy_string(with rect: CGRect) -> String {
    "{\(xyy_string(with: rect.origin)), \(xyy_string(with: rect.size))}"
  }
  public static func xyy_string(with vector: XYYVector) -> String {
    "{\(number(vector.dx)), \(number(vector.dy))}"
  }
  public static func xyy_string(with transform: XYYAffineTransform) -> String {
    "[\([transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map(number).joined(separator: ", "))]"
  }
  public static func xyy_string(with insets: XYYEdgeInsets) -> String {
    "{\([insets.top, insets.left, insets.bottom, insets.right].map(number).joined(separator: ", "))}"
  }
  public static func xyy_string(with offset: XYYOffset) -> String {
    "{\(number(offset.horizontal)), \(number(offset.vertical))}"
  }
  public static func xyy_string(with range: NSRange) -> String { "{\(range.location), \(range.length)}" }
}

/// The `<StructName>Value` conversions and `stringWith<StructName>:` forms, by struct name.
enum XYYStructStrings {
  struct Entry: @unchecked Sendable {
    /// `<StructName>Value`: nil where the struct has no string form.
    let parse: (String) -> Any?
    /// `stringWith<StructName>:`.
    let format: (Any) -> String?
    /// The zero-filled struct, where one can be made.
    let zero: Any?
  }

  static let byName: [ObjectIdentifier: (name: String, entry: Entry)] = Dictionary(
    uniqueKeysWithValues: [
      named("CGPoint", { $0.xyy_CGPointValue }, String.xyy_string(with:), zero: CGPoint.zero),
      named("CGSize", { $0.xyy_CGSizeValue }, String.xyy_string(with:), zero: CGSize.zero),
      named("CGRect", { $0.xyy_CGRectValue }, String.xyy_string(with:), zero: CGRect.zero),
      named("CGVector", { $0.xyy_CGVectorValue }, String.xyy_string(with:), zero: XYYVector()),
      named(
        "CGAffineTransform", { $0.xyy_CGAffineTransformValue }, String.xyy_string(with:),
        zero: XYYAffineTransform(a: 0, d: 0)),
      named("UIEdgeInsets", { $0.xyy_UIEdgeInsetsValue }, String.xyy_string(with:), zero: XYYEdgeInsets()),
      named("UIOffset", { $0.xyy_UIOffsetValue }, String.xyy_string(with:), zero: XYYOffset()),
      named(
        "NSRange", { $0.xyy_NSRangeValue }, String.xyy_string(with:), zero: NSRange(location: 0, length: 0)),
    ])

  /// The entry of the struct `S`, keyed by its type, with its Objective-C name.
  private static func named<S>(
    _ name: String, _ parse: @escaping (String) -> S, _ format: @escaping (S) -> String, zero: S
  ) -> (ObjectIdentifier, (name: String, entry: Entry)) {
    let entry = Entry(parse: parse, format: { ($0 as? S).map(format) }, zero: zero)
    return (ObjectIdentifier(S.self), (name, entry))
  }
}
