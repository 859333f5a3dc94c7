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

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

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

#if defined(__SSE2__)
/// The sixteen bytes at `bytes` classified at once, for the reader's and the writer's inline scan: in the
/// low 16 bits, the bit of each byte that is a quote, a backslash or below 0x20 (the first byte in bit
/// 0); in bits 16 to 31, the bit of each byte above 0x7F. Inline, so a short string costs no call; SSE2,
/// which every x86-64 processor has. `bytes` must have sixteen readable bytes.
static inline uint32_t modelbench_plain_run_block(const uint8_t *bytes) {
  __m128i block = _mm_loadu_si128((const __m128i *)bytes);
  __m128i quote = _mm_cmpeq_epi8(block, _mm_set1_epi8('"'));
  __m128i backslash = _mm_cmpeq_epi8(block, _mm_set1_epi8('\\'));
  // Unsigned below 0x20: the byte equals its minimum with 0x1F.
  __m128i control = _mm_cmpeq_epi8(_mm_min_epu8(block, _mm_set1_epi8(0x1F)), block);
  uint32_t ends = (uint32_t)_mm_movemask_epi8(_mm_or_si128(_mm_or_si128(quote, backslash), control));
  return ends | (uint32_t)_mm_movemask_epi8(block) << 16;
}

/// The sixteen bytes at `bytes` classified at once for the reader's white-space skip: the bit of each
/// byte that is not JSON white space (space, tab, line feed, carriage return), the first byte in bit 0.
/// `bytes` must have sixteen readable bytes.
static inline uint32_t modelbench_non_whitespace_block(const uint8_t *bytes) {
  __m128i block = _mm_loadu_si128((const __m128i *)bytes);
  __m128i space = _mm_or_si128(
      _mm_cmpeq_epi8(block, _mm_set1_epi8(' ')), _mm_cmpeq_epi8(block, _mm_set1_epi8('\n')));
  __m128i other = _mm_or_si128(
      _mm_cmpeq_epi8(block, _mm_set1_epi8('\r')), _mm_cmpeq_epi8(block, _mm_set1_epi8('\t')));
  return (uint32_t)_mm_movemask_epi8(_mm_or_si128(space, other)) ^ 0xFFFF;
}
#endif

#ifdef __cplusplus
}
#endif

#endif
