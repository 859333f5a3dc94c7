// MJStyle — MJExtension's design (CoderMJLee/MJExtension, NSObject+MJKeyValue.m, NSObject+MJClass.m,
// NSObject+MJProperty.m, MJProperty.m), rebuilt on ModelRuntime.
//
// What is kept, because it is what the benchmark compares:
// - Configuration lives outside the model, in global per-type tables (`MJTables`): what the protocol hooks
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
