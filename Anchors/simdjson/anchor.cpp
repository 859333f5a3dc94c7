// simdjson's DOM parse on the fixtures: an anchor for ModelBench's report ("Against the fastest"), built
// from Debian's libsimdjson-dev by `make anchors`. Timed as ModelBench's runner times a cell (harness.h):
// one JSON line per document with every sample's time per parse in nanoseconds. One parser is reused
// across parses, as simdjson's own benchmarks do.
//
// usage: simdjson-anchor [--samples N] [--milliseconds M] name=path...
#include <simdjson.h>

#include "harness.h"

int main(int argc, char **argv) {
  Arguments arguments;
  if (!arguments.parse(argc, argv, "simdjson-anchor")) return 64;
  simdjson::dom::parser parser;
  size_t sink = 0;
  for (const auto &[name, path] : arguments.documents) {
    simdjson::padded_string json;
    if (auto error = simdjson::padded_string::load(path).get(json)) {
      std::fprintf(stderr, "simdjson-anchor: %s: %s\n", path.c_str(), simdjson::error_message(error));
      return 1;
    }
    simdjson::dom::element root;
    if (auto error = parser.parse(json).get(root)) {
      std::fprintf(stderr, "simdjson-anchor: %s: %s\n", name.c_str(), simdjson::error_message(error));
      return 1;
    }
    auto times = time(arguments, sink, [&]() -> size_t { return parser.parse(json).error() == simdjson::SUCCESS; });
    report("simdjson", "dom-parse", name, json.size(), times);
  }
  return sink == 0 ? 1 : 0;  // every parse succeeded, and the loop's result is used
}
