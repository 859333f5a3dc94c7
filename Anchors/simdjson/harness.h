// What the simdjson anchor programs share: their command line and their timing, which is the runner's
// (samples of at least --milliseconds each, one operation before the first), and their JSON lines.
#pragma once

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <utility>
#include <vector>

struct Arguments {
  int samples = 10;
  long milliseconds = 20;
  bool check = false;
  std::vector<std::pair<std::string, std::string>> documents;  // name=path

  // Reads `[--samples N] [--milliseconds M] [--check] name=path...`; false (after saying why) on a
  // malformed one.
  bool parse(int argc, char **argv, const char *program) {
    for (int i = 1; i < argc; i++) {
      std::string argument = argv[i];
      if (argument == "--samples" && i + 1 < argc) {
        samples = std::atoi(argv[++i]);
      } else if (argument == "--milliseconds" && i + 1 < argc) {
        milliseconds = std::atol(argv[++i]);
      } else if (argument == "--check") {
        check = true;
      } else {
        auto equals = argument.find('=');
        if (equals == std::string::npos) {
          std::fprintf(stderr, "%s: expected name=path, got %s\n", program, argument.c_str());
          return false;
        }
        documents.emplace_back(argument.substr(0, equals), argument.substr(equals + 1));
      }
    }
    return true;
  }
};

// Every sample's mean time per operation, in nanoseconds; `sink` takes each operation's result, so that
// none is optimised away.
template <typename Operation> std::vector<double> time(const Arguments &arguments, size_t &sink, Operation operation) {
  sink += operation();
  std::vector<double> times;
  for (int sample = 0; sample < arguments.samples; sample++) {
    auto start = std::chrono::steady_clock::now();
    auto length = std::chrono::milliseconds(arguments.milliseconds);
    long count = 0;
    std::chrono::nanoseconds elapsed{};
    do {
      sink += operation();
      count++;
      elapsed = std::chrono::steady_clock::now() - start;
    } while (elapsed < length);
    times.push_back(double(elapsed.count()) / double(count));
  }
  return times;
}

// One measurement as the runner reads it (BenchmarkKit's AnchorMeasurement).
inline void report(const char *anchor, const char *operation, const std::string &document, size_t bytes,
                   const std::vector<double> &times) {
  std::printf("{\"anchor\":\"%s\",\"operation\":\"%s\",\"document\":\"%s\",\"bytes\":%zu,\"nanoseconds\":[", anchor,
              operation, document.c_str(), bytes);
  for (size_t i = 0; i < times.size(); i++) std::printf("%s%.1f", i == 0 ? "" : ",", times[i]);
  std::printf("]}\n");
}
