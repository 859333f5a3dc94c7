// YYStyle — YYModel's design (ibireme/YYModel, NSObject+YYModel.m), rebuilt on ModelRuntime.
// Kept: a per-type meta cached behind a lock, a key → property mapper, the dictionary or property walk
// chosen by counts, and every write a typed store resolved when the meta is built. The DocC article
// "The design" explains each point; this note lists where things are and where it differs.
//
// Files (the same roles in all three designs): YYModel (hooks) · YYModel+Decoding / +Encoding /
// +Archiving / +Utilities / +JSONValues (entry points; fields of JSON values) · YYMeta · YYMeta+Cache ·
// YYConversion, +SetValue (the engine and its typed write) · YYNumbers, YYDates (coercions) ·
// YYKeyMapping · YYModelDriver (nested types). Direct front end: YYModel+Direct, YYMeta+Direct (its plan),
// YYDirectReader, YYDirectWriter (each +Elements), YYDirectElement+Kinds, YYModelDriver+Direct.
// Strict memory safety, as errors: storage is reached only through ModelRuntime's ModelBase / FieldSlot.
//
// Deliberate differences, each for the reason given:
// - Every hook has a default (no respondsToSelector:); dictionary hooks run as modelDictionaryHooks says.
// - Hooks are protocol requirements bound where the conformance is declared: a base class declares as a
//   `class func` each hook its subclasses override (ClassHierarchyHookTests pins it).
// - `let`, `lazy var` and weak/unowned fields are never written: the original saw no setter for them.
// - Null into a non-optional non-number leaves the field unchanged: Swift has no nil to put there.
// - Alternatives take the first non-null value; the original let an NSNull win.
// - An out-of-range number is truncated as a C cast does; never a trap.
// - Nested models compare and hash by value; the original used isEqual:, identity for an NSObject.
// - Dates are written in GMT, not the device's zone, and parsed by a fixed-format parser per length
//   (the same formats, chosen by length) instead of NSDateFormatter, which is not thread-safe.
// - A property meta is complete when made; the original filled its key chain in afterwards.
// - A nested type's driver keeps that type's meta after its first look-up (one atomic load), where the
//   original looks it up in the locked cache per nested object: the same one meta per type.
// - Model → JSON switches on a payload-free kind; a container passes isValidJSONObject:'s check as it is
//   only within 32 levels: deeper, it is rebuilt under the graph guard, for the stack's sake.
// - Containers are built and stored typed; class-model containers go through ModelRuntime's ClassCheck
//   and ModelArrayCollector, so no element is cast through the driver's generic code.
// - Archives are read securely, with each property's classes (ArchiveClasses); CGPoint/CGSize/CGRect are
//   boxed explicitly (a bridged struct does not archive on Linux).
// - Hash, equality, description and archiving stop at 512 nested models or a cycle (GraphGuard); the
//   original recursed until the stack ran out.
//
// The direct front end ("YYStyle (direct)"), not in the original, keeps the meta and typed writes, with
// no dictionary between text and fields. Unlike the pipeline: a repeated key is read twice, bad text is a
// thrown JSONTextError with its offset, keys are written in declaration order, types with key paths,
// alternatives or dictionary hooks (`modelDictionaryHooks`) go through the dictionary engine, and a
// `modelCustomTransform(to:)` that names its keys (`modelTransformToKeys`) is given only those keys.
