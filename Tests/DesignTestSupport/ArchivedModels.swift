// Test models that archive through a design's NSCoding helpers, written once per design as each
// original's users write it once per class (YYModel's `YYModelSynthCoderAndHash`, MJExtension's
// `MJCodingImplementation`, XYYModel's NSObject category). A test model subclasses its design's base and
// declares properties only; one that declares hooks conforms itself, because a subclass's static hook is
// not the witness of its base's conformance.
import Foundation
import MJStyle
import Testing
import XYYStyle
import YYStyle

/// A YYModel class archived through `yy_modelEncode(with:)` and `yy_modelInit(with:)`.
open class YYArchivedModel: NSObject, YYModel, NSSecureCoding {
  public class var supportsSecureCoding: Bool { true }
  public override required init() { super.init() }
  open func encode(with coder: NSCoder) { yy_modelEncode(with: coder) }
  public required init?(coder: NSCoder) {
    super.init()
    yy_modelInit(with: coder)
  }
}

/// An MJKeyValue class archived through `mj_encode(with:)` and `mj_decode(with:)`.
open class MJArchivedModel: NSObject, MJKeyValue, NSSecureCoding {
  public class var supportsSecureCoding: Bool { true }
  public override required init() { super.init() }
  open func encode(with coder: NSCoder) { mj_encode(with: coder) }
  public required init?(coder: NSCoder) {
    super.init()
    mj_decode(with: coder)
  }
}

/// An XYYJsonModel class archived through `xyy_encode(with:)` and `xyy_decode(with:)`.
open class XYYArchivedModel: NSObject, XYYJsonModel, NSSecureCoding {
  public class var supportsSecureCoding: Bool { true }
  public override required init() { super.init() }
  open func encode(with coder: NSCoder) { xyy_encode(with: coder) }
  public required init?(coder: NSCoder) {
    super.init()
    xyy_decode(with: coder)
  }
}

/// `object` through a secure keyed archive and back: the unarchiver sets an error rather than throwing
/// an exception, and must have set none.
public func secureRoundTrip<T: NSObject & NSSecureCoding>(
  _ object: T, sourceLocation: SourceLocation = #_sourceLocation
) throws -> T {
  let data = try NSKeyedArchiver.archivedData(withRootObject: object, requiringSecureCoding: true)
  let unarchiver = try NSKeyedUnarchiver(forReadingFrom: data)
  unarchiver.requiresSecureCoding = true
  unarchiver.decodingFailurePolicy = .setErrorAndReturn
  let back = try #require(
    unarchiver.decodeObject(of: T.self, forKey: NSKeyedArchiveRootObjectKey), sourceLocation: sourceLocation)
  #expect(unarchiver.error == nil, sourceLocation: sourceLocation)
  return back
}
