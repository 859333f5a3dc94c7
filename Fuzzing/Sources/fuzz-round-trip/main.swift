// libFuzzer target: FuzzTarget.roundTrip (see ModelFuzzing). Built by `make fuzz` with -sanitize=fuzzer,address.
import ModelFuzzing

@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  FuzzEntry.testOneInput(.roundTrip, bytes, count)
}

@_cdecl("LLVMFuzzerInitialize")
public func initialize(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutableRawPointer) -> CInt {
  FuzzEntry.initialize()
  return 0
}
