import Foundation

/// What the libFuzzer executables call (`Fuzzing/Sources/fuzz-*/main.swift`).
public enum FuzzEntry {
  /// `LLVMFuzzerTestOneInput`: runs `target` on the input and traps on a finding, which libFuzzer
  /// reports as a crash and saves as an artifact.
  public static func testOneInput(_ target: FuzzTarget, _ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt
  {
    let input = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    if let finding = target.run(input) {
      fatalError("\(target): \(finding)")
    }
    return 0
  }

  /// `LLVMFuzzerInitialize`: with `MODELBENCH_FUZZ_SEEDS=dir` in the environment, writes the seed corpus
  /// there and exits instead of fuzzing (`make fuzz` does this once before the runs).
  public static func initialize() {
    guard let directory = ProcessInfo.processInfo.environment["MODELBENCH_FUZZ_SEEDS"], !directory.isEmpty
    else {
      return
    }
    do {
      let count = try SeedCorpus.write(to: URL(fileURLWithPath: directory))
      print("Wrote \(count) seed inputs to \(directory)")
      exit(0)
    } catch {
      print("Cannot write the seed corpus to \(directory): \(error)")
      exit(1)
    }
  }
}
