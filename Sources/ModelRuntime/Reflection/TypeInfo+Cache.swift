extension TypeInfo {
  private static let cache = Locked(TypeTable<Result<TypeInfo, ReflectionError>>())

  /// The cached description of `type`, built on first use.
  ///
  /// The build runs under the cache's lock, so many threads asking for a new type at once get one build
  /// and the same instance. A look-up of a cached type takes the lock once and probes by one pointer.
  /// - Parameter type: A struct or a Swift class.
  /// - Returns: The type's description.
  /// - Throws: ``ReflectionError`` when the type is not a struct or class, or its fields cannot be read;
  ///   the failure is cached too.
  public static func of(_ type: Any.Type) throws(ReflectionError) -> TypeInfo {
    let result = cache.withLock { entries in
      if let cached = entries[type] { return cached }
      let built = Result { () throws(ReflectionError) in try TypeInfoBuilder.build(type) }
      entries[type] = built
      return built
    }
    return try result.get()
  }

  /// A fresh description of `type`, built without the cache (for measuring the build, and for tools).
  /// - Throws: ``ReflectionError`` as ``of(_:)``.
  public static func uncached(_ type: Any.Type) throws(ReflectionError) -> TypeInfo {
    try TypeInfoBuilder.build(type)
  }

  /// How many types the cache holds; for tests and diagnostics.
  public static var cachedTypeCount: Int { cache.withLock { $0.count } }
}
