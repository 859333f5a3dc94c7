// The libFuzzer executable: one binary for the targets of ModelFuzzing's `FuzzTarget`, chosen by
// MODELBENCH_FUZZ_TARGET (yy, yy-direct, mj, xyy, round-trip, typed, …). Built and run by `make fuzz` (Fuzzing/fuzz.sh) with
// -sanitize=fuzzer,address; libFuzzer supplies `main`.
import ModelFuzzing

@_cdecl("LLVMFuzzerInitialize")
public func initialize(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutableRawPointer) -> CInt {
  FuzzEntry.initialize()
  return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  FuzzEntry.testOneInput(bytes, count)
}
