import Foundation

/// What the libFuzzer executable calls (`Fuzzing/Sources/modelbench-fuzz/main.swift`).
public enum FuzzEntry {
  /// The target this process runs, from `MODELBENCH_FUZZ_TARGET`; read once.
  static let selected: FuzzTarget? = ProcessInfo.processInfo.environment["MODELBENCH_FUZZ_TARGET"].flatMap(
    FuzzTarget.init(rawValue:))

  /// `LLVMFuzzerInitialize`. With `MODELBENCH_FUZZ_SEEDS=dir` in the environment, writes the seed corpus
  /// there and exits instead of fuzzing (`make fuzz` does this once before the runs); otherwise checks
  /// that `MODELBENCH_FUZZ_TARGET` names a target, and exits with the list of targets when it does not.
  public static func initialize() {
    if let directory = ProcessInfo.processInfo.environment["MODELBENCH_FUZZ_SEEDS"], !directory.isEmpty {
      do {
        let count = try SeedCorpus.write(to: URL(fileURLWithPath: directory))
        print("Wrote \(count) seed inputs to \(directory)")
        exit(0)
      } catch {
        print("Cannot write the seed corpus to \(directory): \(error)")
        exit(1)
      }
    }
    guard selected != nil else {
      let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
      print("Set MODELBENCH_FUZZ_TARGET to one of: \(names)")
      exit(2)
    }
  }

  /// `LLVMFuzzerTestOneInput`: runs the selected target on the input and traps on a finding, which
  /// libFuzzer reports as a crash and saves as an artifact.
  public static func testOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let target = selected else { return 0 }
    let input = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    if let finding = target.run(input) {
      fatalError("\(target): \(finding)")
    }
    return 0
  }
}
