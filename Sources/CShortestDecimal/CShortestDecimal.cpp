// fmt's Dragonbox, compiled into this file (header-only), so that no shared library is needed at run time.

#include "CShortestDecimal.h"

#define FMT_HEADER_ONLY
// The whole table of cached powers of ten (about 10 KB), not the compressed one that recovers each power
// with extra multiplications.
#define FMT_USE_FULL_CACHE_DRAGONBOX 1
#include <fmt/format.h>

modelbench_decimal modelbench_shortest_decimal(double value) {
  auto decimal = fmt::detail::dragonbox::to_decimal(value);
  return {decimal.significand, decimal.exponent};
}
