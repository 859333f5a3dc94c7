/// Which way one conversion writes a converted value: the choice of `-xyy_updateWithDictionary:`'s
/// step (4), made per call.
///
/// XYYModel writes through the property's setter when the class declares one, else into the instance
/// variable; `alwaysAccessIvarDirectlyIfCanForDicToModle` makes a class prefer the instance variable. A call
/// may also ask for the stored field for itself and every model nested in it, whatever the classes say:
/// the benchmark measures both paths on the same models this way, and because the choice is an argument
/// passed down the conversion, not a setting, conversions on other threads are never affected.
public enum XYYWritePath: Hashable, Sendable {
  /// The original's rule: the declared setter, unless the model's
  /// ``XYYJsonModel/xyy_alwaysAccessIvarDirectlyIfCan(forDicToModel:)`` says otherwise.
  case asDeclared
  /// The stored field wherever the property has one, the setter only for a property without one (a
  /// computed property with a declared setter).
  case storedField
}
