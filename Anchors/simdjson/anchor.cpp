// simdjson's DOM parse on the fixtures: an anchor for ModelBench's report ("Against the fastest"), built
// from Debian's libsimdjson-dev by `make anchors`. Timed as ModelBench's runner times a cell: samples of at
// least --milliseconds each; one JSON line per document with every sample's time per parse in
// nanoseconds. One parser is reused across parses, as simdjson's own benchmarks do.
//
// usage: simdjson-anchor [--samples N] [--milliseconds M] name=path...
#include <simdjson.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

int main(int argc, char **argv) {
  int samples = 10;
  long milliseconds = 20;
  std::vector<std::pair<std::string, std::string>> documents;
  for (int i = 1; i < argc; i++) {
    std::string argument = argv[i];
    if (argument == "--samples" && i + 1 < argc) {
      samples = std::atoi(argv[++i]);
    } else if (argument == "--milliseconds" && i + 1 < argc) {
      milliseconds = std::atol(argv[++i]);
    } else {
      auto equals = argument.find('=');
      if (equals == std::string::npos) {
        std::fprintf(stderr, "simdjson-anchor: expected name=path, got %s\n", argument.c_str());
        return 64;
      }
      documents.emplace_back(argument.substr(0, equals), argument.substr(equals + 1));
    }
  }
  simdjson::dom::parser parser;
  for (const auto &[name, path] : documents) {
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
    std::printf("{\"anchor\":\"simdjson\",\"operation\":\"dom-parse\",\"document\":\"%s\",\"bytes\":%zu,"
                "\"nanoseconds\":[",
                name.c_str(), json.size());
    size_t sink = 0;
    for (int sample = 0; sample < samples; sample++) {
      auto start = std::chrono::steady_clock::now();
      auto length = std::chrono::milliseconds(milliseconds);
      long count = 0;
      std::chrono::nanoseconds elapsed{};
      do {
        auto parsed = parser.parse(json);
        sink += parsed.error() == simdjson::SUCCESS;
        count++;
        elapsed = std::chrono::steady_clock::now() - start;
      } while (elapsed < length);
      std::printf("%s%.1f", sample == 0 ? "" : ",", double(elapsed.count()) / double(count));
    }
    std::printf("]}\n");
    if (sink == 0) return 1;  // every parse succeeded, and the loop's result is used
  }
  return 0;
}
