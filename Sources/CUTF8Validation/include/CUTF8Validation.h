// Whether bytes are well-formed UTF-8, checked by simdjson's vectorised validator (Keiser and Lemire,
// "Validating UTF-8 in less than one instruction per byte", 2021), which picks the widest instruction
// set the processor has (AVX-512, AVX2, SSE4.2, NEON, or a portable fallback) on first use.
//
// Beside it, the reader's string scan at vector width (JSONStringRun.cpp): a string's plain run found
// and checked as UTF-8 in the same pass, for strings too long for the reader's eight-byte scan to be the
// cheaper one.

#ifndef CUTF8_VALIDATION_H
#define CUTF8_VALIDATION_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Whether the `count` bytes at `bytes` are well-formed UTF-8 (RFC 3629: no overlong forms, no
/// surrogates, nothing past U+10FFFF). `bytes` may be null only when `count` is 0.
bool modelbench_utf8_is_valid(const uint8_t *bytes, size_t count);

/// Set in a run's flags when a byte of the run is above 0x7F.
#define MODELBENCH_RUN_NON_ASCII 1
/// Set in a run's flags when the run's bytes, taken alone, are not well-formed UTF-8.
#define MODELBENCH_RUN_INVALID 2

/// The end of the plain run of a JSON string's bytes from `start`: the position of the first byte at or
/// after it that is a quote, a backslash or below 0x20, or `count` when there is none. `*flags` gets
/// `MODELBENCH_RUN_NON_ASCII` when a byte of the run is above 0x7F, and then `MODELBENCH_RUN_INVALID`
/// when the run's bytes are not well-formed UTF-8. Requires `start <= count`, and `bytes` non-null.
///
/// One pass at AVX2 width when the processor has it; otherwise the portable version below.
size_t modelbench_json_string_run(const uint8_t *bytes, size_t count, size_t start, uint8_t *flags);

/// The same answer as `modelbench_json_string_run` from a byte loop and simdjson's validator: the
/// reference the vector version is tested against.
size_t modelbench_json_string_run_portable(
    const uint8_t *bytes, size_t count, size_t start, uint8_t *flags);

#ifdef __cplusplus
}
#endif

#endif
