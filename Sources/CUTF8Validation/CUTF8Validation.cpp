// The C face of simdjson::validate_utf8 (Debian's libsimdjson-dev), for Swift.

#include "CUTF8Validation.h"

#include <simdjson.h>

bool modelbench_utf8_is_valid(const uint8_t *bytes, size_t count) {
  return simdjson::validate_utf8(reinterpret_cast<const char *>(bytes), count);
}
