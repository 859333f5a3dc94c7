// MJStyle — MJExtension's design (CoderMJLee/MJExtension: NSObject+MJKeyValue.m, NSObject+MJClass.m,
// NSObject+MJProperty.m, MJProperty.m), rebuilt on ModelRuntime.
// Kept: configuration in global per-type tables merged over the class hierarchy and fetched on every
// conversion; allowed and ignored lists searched linearly per property; key chains walked through the
// input; every value set by name, KVC-style. The DocC article "The design" explains each point; this note
// lists where things are and where it differs.
//
// Files (the same roles in all three designs): MJKeyValue (hooks) · MJKeyValue+Decoding / +Encoding /
// +Archiving (entry points) · MJKeyValue+Setup (mj_setup…) · MJMeta (a property) · MJMeta+Cache (the
// global tables) · MJConversion, +SetValue (the engine and its write by name) · MJNumbers (coercions) ·
// MJKeyMapping · String+MJ. MJExtension converts no dates, so there is no dates file.
// Strict memory safety, as errors: storage is reached only through ModelRuntime's ModelBase / FieldSlot.
//
// Deliberate differences, each for the reason given:
// - Each type's cached list holds its own immutable MJProperty values, so the per-class key-chain look-up
//   the original makes in a shared MJProperty is a field read: no shared mutable state to lock.
// - Run-time mj_setupNewValueFromOldValue closures are fetched once per conversion with the other tables,
//   not once per property per superclass.
// - Hooks always run (defaults do nothing): Swift has no respondsToSelector:.
// - Hooks are protocol requirements bound where the conformance is declared: a base class declares as a
//   `class func` each hook its subclasses override (ClassHierarchyHookTests pins it).
// - Weak and unowned fields and lazy storage are never written (KVC reached them through setters).
// - RawRepresentable enums are set from and written as their raw values: KVC knows no enums.
// - Alternatives take the first non-null value; the original let an NSNull win.
// - Archives are read securely, with the property's class, NSNumber and the array's element class (as
//   MJExtension's fix #830 passes); Swift Foundation's secure unarchiver stops the process otherwise.
// - mj_objectArray(withKeyValuesArray:) returns [Self], which cannot hold nested arrays; a property's
//   conversion still recurses into elements that are arrays ([[MJAd]]).
// - Model → dictionary walks a dictionary's and a set's values too, exporting the models they hold: the
//   original returned a Foundation map as it was, and a map of models could not become JSON. A free-form
//   object is rebuilt for it, entry by entry.
// - The NSCoding helpers stop at 512 nested models (GraphGuard); the original recursed until the stack
//   ran out.
