// XYYStyle — XYYModel's design (RonghangChen/XYYModel, XYYModel/XYYModel/XYYModel.m), rebuilt on
// ModelRuntime.
//
// Files, named for the same roles in all three designs so they read side by side:
//   XYYStyle.swift (this note) · XYYJsonModel.swift (the hooks) · XYYJsonModel+Decoding.swift (JSON → model
//   entry
//   points) · XYYJsonModel+Encoding.swift (model → JSON) · XYYJsonModel+Archiving.swift (NSCoding helpers) ·
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
// - The conversion walks the dictionary's keys; each key becomes a property name through
//   `xyy_propertyName(forKey:)`; the property is checked (not ignored, exists, supported, writable by
//   setter or field); its value goes through the model's `convert<Name>Value` method if it declares one,
//   else the default conversion; a null or failed conversion gives `nil<Name>Value` if declared, else the
//   type's empty value (nil, 0, a zeroed struct) — null overwrites.
// - The write goes through the model's declared `set<Name>` method when there is one (its didSet and
//   validation run), else straight into the stored field at its offset (the ivar path, which bypasses
//   them); `xyy_alwaysAccessIvarDirectlyIfCan(forDicToModel:)` chooses the field whenever it exists.
// - Swift has no selectors: a model declares its methods in a per-type table (`XYYMethods`) under the
//   names the original builds (`setName`, `convertNameValue`, `nilNameValue`, `convertNameToJsonValue`);
//   the metadata caches those names and each conversion looks the methods up in the table by name, as
//   `respondsToSelector:` does.
//
// Where it deliberately differs:
// - Numbers are converted by trying the value's `doubleValue`, `longLongValue`, `floatValue`,
//   `intValue`, `boolValue` in the original's order, but written through a typed store rather than
//   boxed in an NSNumber and unboxed with memcpy.
// - Structs are archived as their `stringWith…` text (a struct merely bridged to NSValue does not archive
//   on Linux); they come back through the `<StructName>Value` conversion.
// - Weak and unowned fields and lazy storage are never written.
// - Model→JSON keys are the property names: the original has no reverse of `xyy_propertyName(forKey:)`.
// - A call can ask for the stored field for itself and every model nested in it (`XYYWritePath`, an
//   argument of `xyy_model(with:path:)` and `xyy_update(with:path:)`): the benchmark measures the setter
//   and field paths on the same models this way. The original has only the per-class hook.
// - Hooks are protocol requirements, bound once for the class that declares the conformance, where an
//   Objective-C `+` method is found on the subclass at run time. A base class declares each hook its
//   subclasses may change as a `class func`, and they `override` it; a `static func` written on a
//   subclass only is never called (ClassHierarchyHookTests pins both; the README shows the pattern).
// - Archives are read with `decodeObject(of:forKey:)` and the classes each property archives as
//   (ModelRuntime's `ArchiveClasses`), so a model reads back from a secure archive; the original's `decodeObjectForKey:` reads no secure archive, and Swift
//   Foundation's secure unarchiver stops the process for a class it was not told about. Numbers in
//   decoded containers go through `ArchivableValue.readBack`: Linux's archiver stores an integer equal to
//   an earlier Bool as that Bool, which no integer cast would take back.
// - The NSCoding helpers walk through `GraphGuard`: past 512 nested models a model is archived and
//   unarchived empty, where the original recursed until the stack ran out.
