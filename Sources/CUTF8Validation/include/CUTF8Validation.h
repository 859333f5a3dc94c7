// Whether bytes are well-formed UTF-8, checked by simdjson's vectorised validator (Keiser and Lemire,
// "Validating UTF-8 in less than one instruction per byte", 2021), which picks the widest instruction
// set the processor has (AVX-512, AVX2, SSE4.2, NEON, or a portable fallback) on first use.
//
// JSONText's only C entry point: the reader calls it for long non-ASCII strings, where the scalar
// check would cost several times the scan itself.

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

#ifdef __cplusplus
}
#endif

#endif
