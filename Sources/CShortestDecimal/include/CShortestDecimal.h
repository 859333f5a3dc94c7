// The shortest decimal form of a double, by Dragonbox (Junekey Jeon, 2020) as fmt implements it
// (Debian's libfmt-dev, used header-only): the writer formats the digits itself, as Swift's
// `description` lays them out.

#ifndef CSHORTEST_DECIMAL_H
#define CSHORTEST_DECIMAL_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// A double as `significand × 10^exponent`.
typedef struct {
  uint64_t significand;
  int32_t exponent;
} modelbench_decimal;

/// The shortest `significand × 10^exponent` that reads back as `value`, the one nearest `value` when
/// several are as short; the significand has no trailing zero. `value` must be finite and above zero.
modelbench_decimal modelbench_shortest_decimal(double value);

#ifdef __cplusplus
}
#endif

#endif
