// XYYStyle — XYYModel's design (RonghangChen/XYYModel, XYYModel/XYYModel/XYYModel.m), rebuilt on
// ModelRuntime.
//
// Files, named for the same roles in all three designs so they read side by side:
//   XYYStyle.swift (this note) · XYYJsonModel.swift (the hooks) · XYYJsonModel+Decoding.swift (JSON → model
//   entry points) · XYYJsonModel+Properties.swift (the header's helpers: isValidateProperty, convertValue,
//   updateProperty) · XYYJsonModel+Encoding.swift (model → JSON, convertToJsonValue) ·
//   XYYJsonModel+Archiving.swift (NSCoding helpers) ·
//   XYYMeta.swift (what is known of a property) · XYYMeta+Cache.swift (where that lives between
//   conversions) · XYYConversion.swift (the dictionary → model engine) · XYYNumbers.swift, XYYDates.swift
//   (coercions); XYYMethods.swift (the named-method table), XYYStructs.swift (struct strings),
//   XYYWritePath.swift.
// Memory: the module is compiled with strict memory safety checking, as errors. It reaches a model's
// storage only through ModelRuntime's `ModelBase` / `FieldSlot` handles, so no raw pointer appears here.
//
// What is kept, because it is what the benchmark compares:
// - Property metadata (`XYYPropertyData`, the `_MyModelPropertyData` analog) cached per (type, property
//   name) in a bounded, thread-safe cache that evicts (`XYYPropertyCache`, the NSCache analog), and looked
//   up for every key of every conversion.
// - The conversion walks the dictionary's keys; each key becomes a property name through the model's
//   `xyy_propertyName(forKey:)` and goes to its `xyy_startUpdateProperty(_:withValue:)`, whose default checks
//   the property (not ignored, exists, supported, writable by setter or field), converts the value — the
//   model's `convert<Name>Value` if it declares one (its result written as it is, nil included), else the
//   default conversion — and writes it. The hooks are instance methods called on the model being
//   converted, as in the original. The nil value (`nil<Name>Value`, else the type's empty value) is used
//   where the original uses it: for nil and NSNull, and for a struct that does not convert; an object that
//   does not convert is nil, a number 0.
// - The write goes through the model's declared setter when there is one — `set<Name>`, or the name given
//   with `setter(_:for:_:_:)` (`setter=`) — and its didSet and validation run; else straight into the
//   stored field at its offset (the ivar path, which bypasses them); `xyy_alwaysAccessIvarDirectlyIfCan`
//   chooses the field whenever it exists, for writes and for reads.
// - Model → dictionary: `xyy_convertToDictionary(withKeys:forJson:)` and `xyy_value(forKey:forJson:)` map
//   each key through `xyy_propertyName(forKey:)` and store under the key; nil is NSNull; numbers are
//   NSNumber. With `forJson`, `convert<Name>ToJsonValue` first, structs as `stringWith<StructName>:`,
//   objects through `xyy_convertToJsonValue` (models → dictionaries, containers element by element,
//   anything else its description); without it, objects are left as they are and CoreGraphics structs
//   are NSValue. Computed read-only properties with a declared getter are exported (the demo's
//   `onlyGetter`).
// - Struct properties convert through `<StructName>Value` / `stringWith<StructName>:`: the CoreGraphics,
//   UIKit and NSRange ones built in, a model's own registered in its table (`structure(_:empty:value:string:)`);
//   a struct with neither converts only through the model's converter, and its nil value is the
//   zero-filled struct when it is plain data.
// - Archiving writes every stored field by name, nil included, nested `NSCoding` models as objects. A
//   nested model that is not `NSCoding` is archived through its fields, as the original's NSObject
//   category archives every model: as the dictionary of its fields (Swift's keyed archiver encodes only
//   NSCoding objects), read back into a new model of the property's type; its classes are among those
//   the property's key allows, so `xyy_validateArchive` accepts it and a secure unarchiver reads it.
// - Dates without a zone (`yyyy-MM-dd HH:mm:ss`, `yyyy-MM-dd`) are read in `NSTimeZone.default`, as the
//   original's formatter reads them; the conformance suite and the benchmark set that zone to GMT.
// Where it deliberately differs:
// - Numbers are converted by trying the value's `doubleValue`, `longLongValue`, `floatValue`,
//   `intValue`, `boolValue` in the original's order, but written through a typed store rather than
//   boxed in an NSNumber and unboxed with memcpy.
// - Structs are archived as their `stringWith…` text (a struct merely bridged to NSValue does not archive
//   on Linux); they come back through the `<StructName>Value` conversion.
// - Weak and unowned fields and lazy storage are never written.
// - The full export (`xyy_convertToDictionary(forJson:)`) lists the stored fields of the class and of its
//   superclasses, where the original's `class_copyPropertyList([self class])` lists the class's own
//   properties: a Swift subclass's JSON without its inherited fields would surprise (the conformance
//   catalogue's inheritance cases expect them), and archiving already covers the whole hierarchy. Code
//   ported from the original that relies on its output passes `ownPropertiesOnly: true`.
// - Swift types the original has no class for: an enum with a raw value converts from and to its raw
//   value; a `[String: Model]` dictionary converts its values into models (an NSDictionary property keeps
//   dictionaries); a URL exports as its `absoluteString`. A number JSON cannot hold (NaN, ±infinity, a NaN
//   Decimal) exports as NSNull with `forJson`, so that the result always passes
//   `JSONSerialization.isValidJSONObject`; `convert<Name>ToJsonValue`'s result goes through the same
//   conversion.
// - Non-CoreGraphics structs without NSValue: with `forJson: false` such a struct is exported as the
//   struct itself (Swift Foundation's NSValue boxes only the CoreGraphics structs and NSRange).
// - `NSInvocation` and method signatures do not exist in Swift: a method's argument and return types are
//   its closure's types, checked when the table is built, rather than compared with the property's
//   encoding at each call; a C union has no Swift counterpart.
// - `xyy_updateProperty(_:withValue:)` with a value of the wrong type writes nothing (the original would
//   write the bits).
// - A call can ask for the stored field for itself and every model nested in it (`XYYWritePath`, an
//   argument of `xyy_model(with:path:)` and `xyy_update(with:path:)`): the benchmark measures the setter
//   and field paths on the same models this way. The original has only the per-class hook.
// - Hooks are protocol requirements, bound once for the class that declares the conformance, where
//   Objective-C finds a method on the subclass at run time. A base class declares each hook its
//   subclasses may change in its body, and they `override` it; a hook written on a subclass only is never
//   called, nor is one written as a `static func` (ClassHierarchyHookTests pins both).
// - The write path of a call (`XYYWritePath`) reaches the default `xyy_startUpdateProperty` through a
//   thread-local value (ModelRuntime's `ThreadLocal`), since the original's signature has no room for it.
// - Archives are read with `decodeObject(of:forKey:)` and the classes each property archives as
//   (ModelRuntime's `ArchiveClasses`), so a model reads back from a secure archive; the original's `decodeObjectForKey:` reads no secure archive, and Swift
//   Foundation's secure unarchiver stops the process for a class it was not told about. Numbers in
//   decoded containers go through `ArchivableValue.readBack`: Linux's archiver stores an integer equal to
//   an earlier Bool as that Bool, which no integer cast would take back.
// - The NSCoding helpers walk through `GraphGuard`: past 512 nested models a model is archived and
//   unarchived empty, where the original recursed until the stack ran out.
//
// Where its time goes (the report's "Where the time goes" measures it by phase): the design's own costs
// are a look-up in the bounded evicting cache per property, the convert hook or default conversion of
// every value, and a write through the model's setter if it has one, else into the stored field. The
// casts of `Any` values its default conversion tests each value with are the Swift runtime's, and
// dominate its cells.
