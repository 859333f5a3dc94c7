// The originals' own test suites and their ports: see `PeerSuite`.
extension PeerSuite {
  public static let all = [yyModel, mjExtension]

  static let objcRuntime =
    "Objective-C runtime types (Class, SEL, blocks, pointers) do not exist in Swift on Linux"

  /// ibireme/YYModel `YYModelTests/`.
  public static let yyModel = PeerSuite(
    original: "ibireme/YYModel", design: "YYStyle", folder: "Tests/YYStyleTests/Peer",
    files: [
      File(
        original: "YYModelTests/YYTestAutoTypeConvert.m", port: "YYTestAutoTypeConvert.swift",
        tests: [
          .ported("testNumber"), .ported("testDate"), .ported("testString"), .ported("testValue"),
          .ported("testNull"), .ported("testArrayAndDic"),
        ], extraPortTests: ["testDateObject"],
        adapted:
          "assertions on `long double`, `Class`, `SEL`, block and `void *` properties and on `UILabel` left out (Objective-C runtime, UIKit); `isKindOfClass:[NSMutableString class]` has nothing to check (Swift strings are values)"
      ),
      File(
        original: "YYModelTests/YYTestBlacklistWhitelist.m", port: "YYTestBlacklistWhitelist.swift",
        tests: [.ported("testBlacklist"), .ported("testWhitelist"), .ported("testBlackWhitelist")]),
      File(
        original: "YYModelTests/YYTestCopyingAndCoding.m", port: "YYTestCopyingAndCoding.swift",
        tests: [.ported("testHash"), .ported("testCopying"), .ported("testCoding")],
        adapted:
          "the `Class`, `SEL`, block, pointer, `CFArrayRef`, CGAffineTransform and UIKit properties, the selector assertion and the coverage calls of `yy_modelEncodeWithCoder:` on NSArray and NSNull left out; an NSValue of a range stands in for the CATransform3D one; the archive is made and read with secure coding"
      ),
      File(
        original: "YYModelTests/YYTestCustomClass.m", port: "YYTestCustomClass.swift",
        tests: [
          .knownIssue(
            "test",
            "its `@[@[jsonUserBase]]` assertion: the released NSObject+YYModel.m keeps only elements of the generic class or dictionaries, so the nested array is dropped there too (ported as nestedArrayOfUsers)"
          )
        ], extraPortTests: ["nestedArrayOfUsers"]),
      File(
        original: "YYModelTests/YYTestCustomTransform.m", port: "YYTestCustomTransform.swift",
        tests: [.ported("test")]),
      File(
        original: "YYModelTests/YYTestDescription.m", port: "YYTestDescription.swift",
        tests: [.ported("testDescription")],
        adapted: "the original only logs the description; the port checks that the values set appear in it"),
      File(
        original: "YYModelTests/YYTestModelMapper.m", port: "YYTestModelMapper.swift",
        tests: [.ported("testAuto"), .ported("testCustom"), .ported("testWarn"), .ported("testContainer")],
        adapted:
          "`isKindOfClass:` checks of the mutable containers have nothing to check (Swift containers are values); the subclass overrides `class func` hooks its base declares"
      ),
      File(
        original: "YYModelTests/YYTestModelToJSON.m", port: "YYTestModelToJSON.swift",
        tests: [
          .ported("testToJSON"),
          .difference("testDate", "dates are written in GMT, where the original used the device's time zone"),
        ]),
      File(
        original: "YYModelTests/YYTestNestModel.m", port: "YYTestNestModel.swift", tests: [.ported("test")]),
      File(
        original: "YYModelTests/YYTestThreadSafe.m", port: "YYTestThreadSafe.swift",
        tests: [
          .ported("testThreadSafe"), .skipped("testExample", "the Xcode template's empty test"),
          .skipped("testPerformanceExample", "the Xcode template's empty measure block"),
        ]),
      File(
        original: "YYModelTests/YYTestClassInfo.m", port: nil,
        tests: ["testClassInfoCache", "testClassMeta", "testClassInfo", "testOthers"].map {
          .skipped(
            $0,
            "tests YYClassInfo — metaclasses, @encode strings and qualifiers — which ModelRuntime's TypeInfo and TypeEncoding replace (tested in Tests/ModelRuntimeTests)"
          )
        }),
    ])

  /// CoderMJLee/MJExtension `MJExtensionTests/`: the released line, then the tests the Refactor/4.0.0
  /// branch added.
  public static let mjExtension = PeerSuite(
    original: "CoderMJLee/MJExtension", design: "MJStyle", folder: "Tests/MJStyleTests/Peer",
    files: [
      File(
        original: "MJExtensionTests/MJExtensionTests.m", port: "MJExtensionTests.swift",
        tests: [
          "testJSON2ModelUnmatched", "testJSON2Model", "testJSON2NumberModel", "testJSONString2Model",
          "testNestedModel", "testNestedModelArray", "testKeyMapping", "testJSONArray2ModelArray",
          "testModel2JSON", "testModelArray2JSONArray", "testNull", "testCoding",
          "testCodingModelArrayProperty",
          "testReplacedKeyFromPropertyName121", "testNewValueFromOldValue", "testLogAllProperties",
        ].map(Test.ported),
        adapted:
          "where the original only logs (testModel2JSON, testModelArray2JSONArray, testNull, testCoding, testLogAllProperties) the port checks what the log shows; `[NSNull mj_keyValues]` and an NSNull element of `mj_keyValuesArrayWithObjectArray:` left out (MJStyle's API is typed)"
      ),
      File(
        original: "MJExtensionTests/SwiftModelTests.swift", port: "SwiftModelTests.swift",
        tests: [.ported("testNormalModel"), .ported("testOBJCModel")]),
      File(
        original: "MJExtensionTests/MultiThreadTests.swift", port: "MultiThreadTests.swift",
        tests: [.ported("testMultiThread")]),
      File(
        original: "MJExtensionTests/SpecialPropertyTypeTests.swift (4.0 branch)", port: nil,
        tests: [.skipped("testLongDoubleType", "`long double` has no Swift type with a Foundation bridge")]),
      File(
        original: "MJExtensionTests/ValueTransformingTests.swift (4.0 branch)", port: nil,
        tests: [
          .skipped(
            "testString2Data",
            "4.0's String → NSData transform; the released line's class check drops a string for an NSData property, as MJStyle does"
          ),
          .skipped(
            "testAttributedString2String",
            "4.0's NSAttributedString export, and `NSAttributedString(markdown:)` is not in Linux Foundation"),
          .skipped(
            "testInfiniteDouble",
            "the released line reads numbers through NSDecimalNumber, which overflows near 1e165 and gives 0; 4.0 changed that"
          ),
          .skipped("testClass", objcRuntime), .skipped("testSelector", objcRuntime),
          .skipped("testString2Double", "tests 4.0's `NSString.mj_doubleValue` category"),
        ]),
      File(
        original: "MJExtensionTests/CoreDataTests.swift", port: nil,
        tests: ["testJson2CoreDataObject", "testCoreDataObject2JSON"].map {
          .skipped($0, "Core Data does not exist on Linux")
        }),
    ])
}
