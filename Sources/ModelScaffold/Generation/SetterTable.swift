import Foundation
import ModelRuntime

/// XYYStyle's declared setters for a model, read from its stored fields: `set<Name>` for each `var`, of
/// its declared type, writing the property. `make fixtures` writes the fixture models' tables with it, so
/// the model's class is their one source; a test fails when a committed table differs.
public struct SetterTable: Sendable {
  /// The model's type name, as Swift code names it.
  public var model: String
  /// Each setter's property and type, in declaration order.
  public var setters: [(property: String, type: String)]

  /// The table of `type`'s stored `var`s (superclasses' too), by reflection.
  /// - Throws: `ReflectionError` when `type` cannot be reflected.
  public init(reflecting type: Any.Type) throws(ReflectionError) {
    let info = try TypeInfo.of(type)
    model = Self.spelling(_typeName(type, qualified: false))
    setters = info.fields.filter { $0.isVar && !$0.isLazyStorage }.map {
      ($0.name, Self.spelling(_typeName($0.type, qualified: false)))
    }
  }

  /// The file of every type's table, each read by reflection.
  /// - Parameters:
  ///   - types: The models, in the file's order.
  ///   - source: What the header names as the tables' source.
  /// - Throws: `ReflectionError` when a type cannot be reflected.
  public static func file(reflecting types: [Any.Type], source: String) throws(ReflectionError) -> String {
    var tables: [SetterTable] = []
    for type in types { tables.append(try SetterTable(reflecting: type)) }
    return file(tables, source: source)
  }

  /// The file of every table: an extension per model adding its setters to an `XYYMethods` builder.
  /// - Parameters:
  ///   - tables: The models' tables, in the file's order.
  ///   - source: What the header names as the tables' source.
  public static func file(_ tables: [SetterTable], source: String) -> String {
    var out = GeneratedFiles.header(source: source, generator: "SetterTable", change: "the model")
    out += "import Foundation\nimport ModelFixtures\nimport XYYStyle\n"
    for table in tables {
      out += "\nextension \(table.model) {\n"
      out += "  /// A declared setter for every stored property, as Objective-C synthesises them.\n"
      out += "  static func addXYYSetters(to table: inout XYYMethods.Builder<\(table.model)>) {\n"
      for (property, type) in table.setters {
        let name = property.prefix(1).uppercased() + property.dropFirst()
        out += "    table.setter(\"set\(name)\", \(type).self) { $0.\(property) = $1 }\n"
      }
      out += "  }\n}\n"
    }
    return out
  }

  /// A runtime type name as Swift source writes it: `Optional<T>` as `T?`, `Array<T>` as `[T]`,
  /// `Dictionary<K, V>` as `[K: V]`.
  static func spelling(_ name: String) -> String {
    guard let open = name.firstIndex(of: "<"), name.hasSuffix(">") else { return name }
    let base = name[..<open]
    let arguments = splitArguments(name[name.index(after: open)..<name.index(before: name.endIndex)])
      .map(spelling)
    switch (base, arguments.count) {
    case ("Optional", 1): return arguments[0] + "?"
    case ("Array", 1): return "[\(arguments[0])]"
    case ("Dictionary", 2): return "[\(arguments[0]): \(arguments[1])]"
    default: return "\(base)<\(arguments.joined(separator: ", "))>"
    }
  }

  /// Generic arguments split at the commas of their own level.
  private static func splitArguments(_ text: Substring) -> [String] {
    var arguments: [String] = []
    var depth = 0
    var current = ""
    for character in text {
      switch character {
      case "<": depth += 1
      case ">": depth -= 1
      case "," where depth == 0:
        arguments.append(current.trimmingCharacters(in: .whitespaces))
        current = ""
        continue
      default: break
      }
      current.append(character)
    }
    arguments.append(current.trimmingCharacters(in: .whitespaces))
    return arguments
  }
}
