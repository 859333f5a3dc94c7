// XYYStyle — XYYModel's design (RonghangChen/XYYModel, XYYModel/XYYModel/XYYModel.m), rebuilt on
// ModelRuntime.
// Kept: per-property metadata cached per (type, name) in a bounded evicting cache looked up for every key;
// the model's own instance hooks (xyy_propertyName(forKey:), convert<Name>Value, nil<Name>Value); every
// write through the declared setter, else into the stored field. The DocC article "The design" explains
// each point; this note lists where things are and where it differs.
//
// Files (the same roles in all three designs): XYYJsonModel (hooks) · XYYJsonModel+Decoding / +Encoding
// / +Archiving (entry points) · XYYJsonModel+Properties (the header's helpers) · XYYMeta (a property) ·
// XYYMeta+Cache (the evicting cache) · XYYConversion (the engine) · XYYNumbers, XYYDates (coercions) ·
// XYYMethods (the named-method table) · XYYSelector, XYYSelectorTable (its keys, registered names, and
// its method-cache look-up) · XYYMeta+CacheIndex (the cache's hashed index) · XYYStructs (struct
// strings) · XYYWritePath.
// Strict memory safety, as errors: storage is reached only through ModelRuntime's ModelBase / FieldSlot.
//
// Deliberate differences, each for the reason given:
// - Numbers are tried in the original's order but written through a typed store, not boxed in an
//   NSNumber and copied with memcpy: Swift has no untyped store into a property.
// - Structs archive as their stringWith… text: a struct bridged to NSValue does not archive on Linux.
// - Weak and unowned fields and lazy storage are never written.
// - The full export lists inherited stored fields too (a Swift subclass's JSON without them would
//   surprise); `ownPropertiesOnly: true` gives the original's class_copyPropertyList output.
// - Types the original has no class for: raw-value enums, [String: Model], URL (its absoluteString); a
//   number JSON cannot hold exports as NSNull with forJson, so the result is always valid JSON.
// - A non-CoreGraphics struct exports as itself with forJson false: Swift's NSValue boxes no other.
// - No NSInvocation: a method's types are its closure's, checked when the table is built; no C unions.
// - xyy_updateProperty(_:withValue:) with a value of the wrong type writes nothing (the original wrote the
//   bits).
// - A call can ask for the stored-field path for itself and every nested model (XYYWritePath), which
//   reaches the default xyy_startUpdateProperty through a thread-local, since the original's signature has
//   no room for it; the benchmark measures both write paths on the same models this way.
// - Hooks are protocol requirements bound where the conformance is declared: a base class declares each
//   hook its subclasses override in its body (ClassHierarchyHookTests pins it).
// - Archives are read securely, with each property's classes (ArchiveClasses): Swift Foundation's secure
//   unarchiver stops the process for a class it was not told about.
// - The NSCoding helpers stop at 512 nested models (GraphGuard); the original recursed until the stack
//   ran out.
