// YYStyle — YYModel's design (ibireme/YYModel, NSObject+YYModel.m), rebuilt on ModelRuntime.
//
// Files, named for the same roles in all three designs so they read side by side:
//   YYStyle.swift (this note) · YYModel.swift (the hooks) · YYModel+Decoding.swift (JSON → model entry
//   points) · YYModel+Encoding.swift (model → JSON) · YYModel+Archiving.swift (NSCoding helpers) ·
//   YYMeta.swift (what is known of a property) · YYMeta+Cache.swift (where that lives between
//   conversions) · YYConversion.swift (the dictionary → model engine) · YYNumbers.swift, YYDates.swift
//   (coercions); YYConversion+SetValue.swift (the typed write), YYModelDriver.swift (nested model types),
//   YYKeyMapping.swift, YYModel+Utilities.swift (copy, hash, equality, description); the direct front
//   end: YYModel+Direct.swift (entry points), YYMeta+Direct.swift (its plan of a meta),
//   YYDirectReader.swift (+Containers), YYDirectWriter.swift, YYModelDriver+Direct.swift.
// Memory: the module is compiled with strict memory safety checking, as errors. It reaches a model's
// storage only through ModelRuntime's `ModelBase` / `FieldSlot` handles, so no raw pointer appears here.
//
// What is kept, because it is what the benchmark compares:
// - A per-type meta (`YYModelMeta`, the `_YYModelMeta` analog) built once from `TypeInfo` and cached in a
//   dictionary behind a lock; built outside the lock and published first-writer-wins, as the original's
//   `metaWithClass:` does with its semaphore.
// - A key→property mapper: one property meta per key, several properties on one key chained through
//   `next`, and separate lists for key-path and multi-key properties.
// - Dictionary walk when the model maps at least as many keys as the dictionary has entries, else a
//   property walk (`_keyMappedCount >= CFDictionaryGetCount`).
// - Every write a pre-resolved typed dispatch: the setter kind and byte offset are resolved when the
//   meta is built, so the hot path switches on a small enum and stores through a typed slot — the
//   `objc_msgSend` with a cast. No name look-up, no string work, no existential opening for scalar and
//   String fields.
// - The coercions of `YYNSNumberCreateFromID`, `ModelSetNumberToProperty` and `YYNSDateFromString`.
//
// Where it deliberately differs:
// - Swift has no `respondsToSelector:`: every hook has a default implementation and is always called;
//   the defaults are trivial (return the input, `true`, `nil`).
// - Fields the original could not see through properties are skipped here for the same reason: `let`
//   fields (no setter), `lazy var` storage (its getter would run code) and weak/unowned fields (this core
//   never writes them; the original used the property's weak setter).
// - JSON null into a non-optional field that is not a number (String, Date, a struct model…) leaves the
//   field unchanged: Swift has no nil to put there. Numbers still become 0 as in the original.
// - Alternatives take the first non-null value (the original took the first non-nil, so an NSNull won).
// - An integer that does not fit its field is truncated to its low bits, as a C cast does; a double out of
//   the Int64 range becomes Int64.min first (what x86's cvttsd2si gives), then truncated. Never a trap.
// - Nested models compare and hash by value in `yy_modelIsEqual` / `yy_modelHash` (the original compared
//   nested objects with `isEqual:`, identity for plain NSObjects).
// - Dates are written to JSON in GMT (`+0000`); the original used the device's time zone.
// - A property's meta is complete when made and never changes (its key placement, `next` chain and
//   shared-key flag are resolved before the metas are built); the original filled them in after.
// - A nested model type's driver keeps that type's meta after its first look-up (`LazyReference`, one
//   atomic load), in both directions, where the original looks it up in the locked cache for every nested
//   object. Same structure (one meta per type, built once and cached), without a lock and a hash per
//   nested model.
// - Model → JSON switches on `YYJSONKind`, the setter kind resolved once more to an enum with no payload
//   (the driver stored beside it), so no property copies and retains an existential per write; it sizes
//   each dictionary through `init(uniqueKeysWithValues:)` (the standard library's
//   `init(minimumCapacity:)` is not inlinable and looks up the storage's metadata on every call), and
//   reads an optional nested class model as one nullable reference (no `Optional<Model>` metadata looked
//   up by the unspecialized driver). Together with the cached meta above and GraphGuard's counting filter:
//   deep_100 model → dict from 638 598 to 446 334 instructions per operation (hand-written: 335 536).
// - A nested type's driver is a class (its existential copies as one reference, where a struct driver was
//   copied through its value witness on every nested model, in both directions), and it writes a nested
//   class model through a path with nothing generic in it (the object, its meta and its transform hook
//   passed in), so no unspecialized code casts a metatype or copies an `Optional` through a witness per
//   model: deep_100 model → dict 446 442 → 366 592 instructions per operation. An array or dictionary of
//   class models is read as `[AnyObject]` / `[String: AnyObject]` (ModelRuntime's `ClassCheck`), so its
//   loop is specialized rather than the driver's generic one (twitter model → dict 1.47 → 1.38× and
//   citm_catalog 1.35 → 1.19× hand-written's time). The other way, a `[Model]` / `[String: Model]` of
//   class models is gathered as `[AnyObject]` / `[String: AnyObject]` (ModelRuntime's
//   `ModelArrayCollector`) and stored as the container it represents: appending to a `[Model]` in the
//   driver looked `Array<Model>`'s metadata up for every element (direct citm_catalog_minified
//   bytes → model 47.6 M → 41.9 M instructions per operation).
// - Model → JSON passes an array or string-keyed dictionary of strings, integers and booleans, at any
//   depth (`[Int]`, `[String: String]`, `[String: [Int]]`), through as it is: every element is already
//   what the original's per-element copy would put in a new container, so the copy is skipped.
// - Containers are built and stored typed: a property's container metatype is opened when the meta is
//   built, and `[Model]` / `[String: Model]` / `[Int]` … are written straight into the field, where a
//   write through `Any` would cast the whole container again.
// - Date strings are parsed by a fixed-format parser per length instead of `NSDateFormatter`: the same
//   formats and the same choice by length, validated field by field, and thread-safe.
// - Hooks are protocol requirements, bound once for the class that declares the conformance, where an
//   Objective-C `+` method is found on the subclass at run time. A base class declares each hook its
//   subclasses may change as a `class func`, and they `override` it; a `static func` written on a
//   subclass only is never called (ClassHierarchyHookTests pins both; the README shows the pattern).
// - Archives are read with `decodeObject(of:forKey:)` and the classes each property archives as
//   (ModelRuntime's `ArchiveClasses`), so a model reads back from a secure archive; the original's `decodeObjectForKey:` reads no secure archive, and Swift
//   Foundation's secure unarchiver stops the process for a class it was not told about. Numbers in
//   decoded containers go through `ArchivableValue.readBack`: Linux's archiver stores an integer equal to
//   an earlier Bool as that Bool, which no integer cast would take back.
// - CGPoint, CGSize and CGRect archive as `NSValue(point:)` and siblings (the original's
//   `_isStructAvailableForKeyedArchiver`), built explicitly, since a bridged struct does not archive on
//   Linux; NSRange and other structs are skipped, as in the original.
// - `yy_modelHash`, `yy_modelIsEqual`, `yy_modelDescription` and the NSCoding helpers walk through
//   `GraphGuard`: past 512 nested models (or where a cycle comes back) a model hashes as 0, equals only
//   itself, is described by its header, and is archived or unarchived empty. The original recursed until
//   the stack ran out.
//
// The direct front end ("YYStyle (direct)" in the reports), which the original does not have: YYModel's
// meta and mapping design with another front end, to measure what the `[String: Any]` between text and
// model costs. `yy_model(directFromJSON:)` reads the JSON text with JSONText's pull cursor and feeds the
// same pre-resolved typed writes member by member (keys looked up by their bytes in a table made from the
// mapper, once per type, beside the meta; a key where the type's last object had it is found by one
// comparison, JSONText's `JSONMemberOrder`, the guess its parser's shapes make for every design's
// dictionaries); `yy_modelToJSONDataDirect()` writes each property from its
// typed slot straight to JSON text. What it keeps from the dictionary pipeline, and where it differs:
// - Any pairing of JSON value and property that is not a plain match (null, a string into a number, a
//   number into a String, dates, URLs, decimals, enums, containers of other types) is read as the value
//   the dictionary would hold and written by the dictionary engine's `setValue`, so its outcome is the
//   dictionary pipeline's by construction. Several properties on one key take the same path.
// - A type with a key path, alternatives, or a hook that takes the dictionary has its object read as a
//   dictionary and converted by the dictionary engine (and written from its dictionary when it has a key
//   path, a shared key or `modelCustomTransform(to:)`). Swift cannot ask whether a hook is implemented
//   (`respondsToSelector:`), so a type says which ones it implements in `modelDictionaryHooks`; the
//   default, all four, is always right, `[]` lets the direct front end read and write it field by field.
// - There is no walk choice: the object's members are walked as the text has them (the dictionary walk),
//   since there is no dictionary to count. For plain keys the outcome is the same.
// - A key given twice is read twice, in order: for a scalar the last value wins as in the dictionary, but
//   two objects for one nested model are both written into it, where the dictionary keeps only the last
//   (DirectFrontEndTests pins this).
// - Bad JSON text is a `JSONTextError` with the offset, thrown (the dictionary entry points return nil);
//   a model that was being read is dropped, and there is no in-place update from text, so no half-read
//   model is ever handed out.
// - Model → JSON writes keys in declaration order (the dictionary's order is its hash order); the values
//   and what is left out are the dictionary pipeline's. The text layer is always JSONText.
// The conformance catalogue gives it the same table as YYStyle on all 181 cases (Expectations/yy-direct.json).
//
// Where its time goes (the report's "Where the time goes" measures it by phase): the design's own costs
// are one locked meta look-up per conversion, the key mapper resolved in the meta, a walk over the
// dictionary or the properties (whichever is shorter), a write through a typed slot chosen when the
// meta was built, and coercions only where the JSON type differs from the property's. The containers,
// String hashing, retain/release and the casts of `Any` values are the platform's, under every design.
// The direct front end keeps the meta look-up and the typed writes and drops the rest of that list: a
// key is found by its bytes in a table made once per type (`YYDirectPlan`), a value goes from the text
// to its slot with no `Any` between, and each property's keys are quoted and escaped once for writing,
// all in one buffer (`JSONKeyList`). The writer walks a plan of plain values (`YYDirectField`: offset,
// kind), reads a String field in place instead of copying it out, and writes into a buffer no one else
// shares (`JSONTokenWriter` is not copyable), so writing a scalar property retains nothing. Nor does a
// nested model or container: the plan lends each such field's meta, driver and key unretained
// (`YYDirectNested`, through ModelRuntime's `LendingArray`), an `[Int]` is read in place, and an array of
// class models is walked with each object lent by the array (`ClassCheck.forEachObject`), where copying
// them out cost an atomic retain and release each (citm_catalog model→bytes: 38.1 M → 33.2 M
// instructions over three operations, and about half the retains). The reader does the same the other
// way: each key of the plan's table resolves to a `YYDirectTarget` (offset, optionality and how its
// value is read, resolved once from the setter kind), a value with no counted reference in it; a nested
// field's property and driver are lent unretained; the nested type's plan is loaded once per field, not
// per model; and a class model of an array or dictionary is made and filled as the object it is
// (`ClassCheck.newObject`, the reader's non-generic entry) and moved into the container, where the
// driver's generic code copied and destroyed each through its value witnesses (citm_catalog_minified
// bytes→model: 96.4 M → 75.6 M instructions over three operations, `swift_retain` 6.3 M → 0.3 M).
// What remains is the text layer's
// scanning and digits, and per nested object the graph guard's level (cycle and depth checks, as in the
// dictionary pipeline) and the driver's look-up of the nested type's plan.
