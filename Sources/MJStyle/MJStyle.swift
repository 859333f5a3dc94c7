// MJStyle — MJExtension's design (CoderMJLee/MJExtension, NSObject+MJKeyValue.m, NSObject+MJClass.m,
// NSObject+MJProperty.m, MJProperty.m), rebuilt on ModelRuntime.
//
// Files, named for the same roles in all three designs so they read side by side:
//   MJStyle.swift (this note) · MJKeyValue.swift (the hooks) · MJKeyValue+Decoding.swift (JSON → model entry
//   points) · MJKeyValue+Encoding.swift (model → JSON) · MJKeyValue+Archiving.swift (NSCoding helpers) ·
//   MJMeta.swift (what is known of a property) · MJMeta+Cache.swift (where that lives between
//   conversions) · MJConversion.swift (the dictionary → model engine) · MJNumbers.swift, MJDates.swift
//   (coercions); MJConversion+SetValue.swift (the KVC-style set by name), MJKeyValue+Setup.swift
//   (`mj_setup…`), MJKeyMapping.swift, String+MJ.swift. MJ converts no dates, so there is no MJDates.swift.
// Memory: the module is compiled with strict memory safety checking, as errors. It reaches a model's
// storage only through ModelRuntime's `ModelBase` / `FieldSlot` handles, so no raw pointer appears here.
//
// What is kept, because it is what the benchmark compares:
// - Configuration lives outside the model, in global per-type tables (`MJTables`, in MJMeta+Cache.swift):
//   what the protocol hooks
//   return and what `mj_setup…` stores at run time (the objc_setAssociatedObject-on-the-class analog),
//   merged over the class hierarchy and cached per type, all behind one lock (MJExtension's semaphore).
// - Every conversion fetches the merged allowed and ignored name lists (a locked table look-up each),
//   enumerates the cached property list, tests each name against those lists by linear search, resolves
//   the property's key chains (`MJPropertyKey`: dictionary keys and array indexes) through the input,
//   passes the value through `mj_newValue(fromOldValue:property:)`, converts it, and sets it KVC-style:
//   by name, through `mj_setValue(_:forKey:)`, which looks the stored field up by name at set time in
//   KVC's order (`key`, `_key`, `_isKey`, `isKey`) and coerces like KVC (NSNumber unboxed into scalars).
// - The coercions of `mj_setKeyValues:`: numbers from strings through a decimal parse honouring
//   `mj_numberLocale`, Bool spellings, `mj_url` percent-escaping, NSNumber → String by description.
// - Nil and NSNull are skipped: the field keeps its value. There is no Date conversion.
//
// Where it deliberately differs:
// - The original shares one MJProperty object per Objective-C property across classes and looks up its
//   per-class key chains in a dictionary keyed by class name on every conversion; here each type's cached
//   list holds its own immutable MJProperty values (no shared mutable state to lock), so that look-up is
//   a field read. Everything else per conversion is as in the original.
// - Run-time `mj_setupNewValueFromOldValue` closures are fetched once per conversion with the other
//   tables, not once per property per superclass.
// - Swift has no `respondsToSelector:`: hooks have defaults and are always called.
// - Weak and unowned fields and lazy storage are never written (KVC would reach them through setters).
// - Swift `RawRepresentable` enums are set from and written as their raw values (KVC knows no enums).
// - Alternatives take the first non-null value (the original took the first non-nil).
// - Hooks are protocol requirements, bound once for the class that declares the conformance, where an
//   Objective-C `+` method is found on the subclass at run time. A base class declares each hook its
//   subclasses may change as a `class func`, and they `override` it; a `static func` written on a
//   subclass only is never called (ClassHierarchyHookTests pins both; `mj_setup…` reaches a subclass too; the README shows the pattern).
// - Archives are read with `decodeObject(of:forKey:)` and the classes each property archives as
//   (ModelRuntime's `ArchiveClasses`), so a model reads back from a secure archive; the classes are the property's own, NSNumber and the array's element class, as MJExtension's fix #830 passes; Swift
//   Foundation's secure unarchiver stops the process for a class it was not told about. Numbers in
//   decoded containers go through `ArchivableValue.readBack`: Linux's archiver stores an integer equal to
//   an earlier Bool as that Bool, which no integer cast would take back.
// - `mj_objectArray(withKeyValuesArray:)` returns `[Self]`, which cannot hold the nested arrays the
//   original's NSMutableArray holds; an array property's conversion does recurse into elements that are
//   arrays (`[[MJAd]]`), as `mj_objectArrayWithKeyValuesArray:` does.
// - The NSCoding helpers walk through `GraphGuard`: past 512 nested models a model is archived and
//   unarchived empty, where the original recursed until the stack ran out.
//
// Where its time goes (the report's "Where the time goes" measures it by phase): the design's own costs
// are a look-up in the global per-type tables for every configuration question (merged over the class
// hierarchy), the key mapping per property, a coercion of every value by the property's type, and a
// KVC-style write by name, the name resolved to the field per value. The casts of `Any` values that
// the coercion and the by-name write make are the Swift runtime's, and dominate its cells.
