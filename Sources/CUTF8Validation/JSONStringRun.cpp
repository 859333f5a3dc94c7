// A JSON string's plain run found and checked as UTF-8 in one pass, 32 bytes at a time.
//
// The reader used to find a string's end eight bytes at a time and then hand non-ASCII strings to
// simdjson's validator: two passes over the bytes. Here each 32-byte block is loaded once, searched for
// the bytes that end a run (quote, backslash, control character) and, when it holds a byte above 0x7F,
// checked with the lookup algorithm of Keiser and Lemire ("Validating UTF-8 in less than one instruction
// per byte", 2021): three nibble look-ups classify each pair of adjacent bytes, and a saturating
// subtraction says where a third or fourth byte of a sequence must be. The block where the run ends has
// the bytes from its end on zeroed, so a sequence cut short by the end is an error like any other, and the
// run is checked exactly: bytes before the start or after the end never count.
//
// AVX2 when the processor has it (checked on every call: a load and a test); otherwise a byte loop and
// simdjson's validator, which picks its own instruction set.

#include "CUTF8Validation.h"

#include <immintrin.h>
#include <simdjson.h>
#include <string.h>

namespace {

bool endsRun(uint8_t byte) { return byte == '"' || byte == '\\' || byte < 0x20; }

// The portable version: the same answer, two passes.
size_t scanPortable(const uint8_t *bytes, size_t count, size_t start, uint8_t *flags) {
  size_t index = start;
  uint8_t seen = 0;
  while (index < count && !endsRun(bytes[index])) {
    seen |= bytes[index];
    index += 1;
  }
  uint8_t result = 0;
  if (seen & 0x80) {
    result |= MODELBENCH_RUN_NON_ASCII;
    if (!simdjson::validate_utf8(reinterpret_cast<const char *>(bytes + start), index - start)) {
      result |= MODELBENCH_RUN_INVALID;
    }
  }
  *flags = result;
  return index;
}

// The lookup check's error classes: a pair of bytes is wrong when all three of its look-ups (the first
// byte's high and low nibble, the second byte's high nibble) share a bit.
constexpr uint8_t tooShort = 1 << 0;    // a lead byte not followed by a continuation
constexpr uint8_t tooLong = 1 << 1;     // ASCII followed by a continuation
constexpr uint8_t overlong3 = 1 << 2;   // E0 followed by 80–9F
constexpr uint8_t tooLarge = 1 << 3;    // F4 followed by 90–BF, or F5–FF followed by 90–BF
constexpr uint8_t surrogate = 1 << 4;   // ED followed by A0–BF
constexpr uint8_t overlong2 = 1 << 5;   // C0 or C1 followed by a continuation
constexpr uint8_t tooLarge1000 = 1 << 6;  // F5–FF followed by 80–8F
constexpr uint8_t overlong4 = 1 << 6;   // F0 followed by 80–8F (the same bit: the low nibbles differ)
constexpr uint8_t twoContinuations = 1 << 7;  // a continuation after a continuation
constexpr uint8_t carry = tooShort | tooLong | twoContinuations;

#define MODELBENCH_AVX2 __attribute__((target("avx2")))

MODELBENCH_AVX2 inline __m256i table(uint8_t t0, uint8_t t1, uint8_t t2, uint8_t t3, uint8_t t4,
  uint8_t t5, uint8_t t6, uint8_t t7, uint8_t t8, uint8_t t9, uint8_t t10, uint8_t t11, uint8_t t12,
  uint8_t t13, uint8_t t14, uint8_t t15) {
  return _mm256_setr_epi8(t0, t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14, t15, t0, t1,
    t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14, t15);
}

// The UTF-8 check's state between blocks (all zero to start: as if after ASCII).
struct Checker {
  __m256i error;
  __m256i previous;
  __m256i previousIncomplete;

  MODELBENCH_AVX2 inline void start() {
    error = _mm256_setzero_si256();
    previous = _mm256_setzero_si256();
    previousIncomplete = _mm256_setzero_si256();
  }

  // Checks one block (its bytes after the run's end already zeroed); returns whether it held a byte
  // above 0x7F.
  MODELBENCH_AVX2 inline bool check(__m256i block) {
    bool nonASCII = _mm256_movemask_epi8(block) != 0;
    if (!nonASCII) {
      // ASCII: a sequence the last block left open is cut short.
      error = _mm256_or_si256(error, previousIncomplete);
      previousIncomplete = _mm256_setzero_si256();
    } else {
      checkMultibyte(block);
    }
    previous = block;
    return nonASCII;
  }

  MODELBENCH_AVX2 inline void checkMultibyte(__m256i block) {
    const __m256i lowNibble = _mm256_set1_epi8(0x0F);
    // The previous block's high half then this block's low half: the 16 bytes before each lane.
    __m256i before = _mm256_permute2x128_si256(previous, block, 0x21);
    __m256i prev1 = _mm256_alignr_epi8(block, before, 15);
    __m256i prev2 = _mm256_alignr_epi8(block, before, 14);
    __m256i prev3 = _mm256_alignr_epi8(block, before, 13);

    const __m256i firstHigh = table(tooLong, tooLong, tooLong, tooLong, tooLong, tooLong, tooLong,
      tooLong, twoContinuations, twoContinuations, twoContinuations, twoContinuations,
      tooShort | overlong2, tooShort, tooShort | overlong3 | surrogate,
      tooShort | tooLarge | tooLarge1000 | overlong4);
    const __m256i firstLow = table(carry | overlong3 | overlong2 | overlong4, carry | overlong2, carry,
      carry, carry | tooLarge, carry | tooLarge | tooLarge1000, carry | tooLarge | tooLarge1000,
      carry | tooLarge | tooLarge1000, carry | tooLarge | tooLarge1000, carry | tooLarge | tooLarge1000,
      carry | tooLarge | tooLarge1000, carry | tooLarge | tooLarge1000, carry | tooLarge | tooLarge1000,
      carry | tooLarge | tooLarge1000 | surrogate, carry | tooLarge | tooLarge1000,
      carry | tooLarge | tooLarge1000);
    const uint8_t continuation8 = tooLong | overlong2 | twoContinuations | overlong3 | tooLarge1000 | overlong4;
    const uint8_t continuation9 = tooLong | overlong2 | twoContinuations | overlong3 | tooLarge;
    const uint8_t continuationAB = tooLong | overlong2 | twoContinuations | surrogate | tooLarge;
    const __m256i secondHigh = table(tooShort, tooShort, tooShort, tooShort, tooShort, tooShort,
      tooShort, tooShort, continuation8, continuation9, continuationAB, continuationAB, tooShort,
      tooShort, tooShort, tooShort);

    __m256i special = _mm256_and_si256(
      _mm256_and_si256(
        _mm256_shuffle_epi8(firstHigh, _mm256_and_si256(_mm256_srli_epi16(prev1, 4), lowNibble)),
        _mm256_shuffle_epi8(firstLow, _mm256_and_si256(prev1, lowNibble))),
      _mm256_shuffle_epi8(secondHigh, _mm256_and_si256(_mm256_srli_epi16(block, 4), lowNibble)));

    // Where a sequence's third or fourth byte must be: two after an E0–FF, three after an F0–FF. There
    // the pair is two continuations, which `special` flagged; the exclusive or clears the flag, and sets
    // it where the continuation is missing.
    __m256i third = _mm256_subs_epu8(prev2, _mm256_set1_epi8(static_cast<char>(0xE0 - 0x80)));
    __m256i fourth = _mm256_subs_epu8(prev3, _mm256_set1_epi8(static_cast<char>(0xF0 - 0x80)));
    __m256i must = _mm256_and_si256(_mm256_or_si256(third, fourth), _mm256_set1_epi8(static_cast<char>(0x80)));
    error = _mm256_or_si256(error, _mm256_xor_si256(must, special));

    // A sequence the block's last three bytes leave open.
    const __m256i limits = _mm256_setr_epi8(-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
      -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, static_cast<char>(0xF0 - 1),
      static_cast<char>(0xE0 - 1), static_cast<char>(0xC0 - 1));
    previousIncomplete = _mm256_subs_epu8(block, limits);
  }
};

// 32 bytes of 0xFF then 32 of zero: the 32 bytes from `32 - n` keep a block's first `n` bytes.
alignas(64) const uint8_t keepFirst[64] = {
  0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
  0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF};

MODELBENCH_AVX2 size_t scanAVX2(const uint8_t *bytes, size_t count, size_t start, uint8_t *flags) {
  const __m256i quote = _mm256_set1_epi8('"');
  const __m256i backslash = _mm256_set1_epi8('\\');
  const __m256i lastControl = _mm256_set1_epi8(0x1F);
  Checker checker;
  checker.start();
  bool nonASCII = false;
  size_t index = start;
  size_t end;
  while (true) {
    __m256i block;
    if (count - index >= 32) {
      block = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(bytes + index));
    } else {
      // The last bytes, padded with zeros: a zero ends the run, so the run ends at `count` at the latest.
      alignas(32) uint8_t padded[32] = {0};
      memcpy(padded, bytes + index, count - index);
      block = _mm256_load_si256(reinterpret_cast<const __m256i *>(padded));
    }
    __m256i ends = _mm256_or_si256(
      _mm256_or_si256(_mm256_cmpeq_epi8(block, quote), _mm256_cmpeq_epi8(block, backslash)),
      _mm256_cmpeq_epi8(_mm256_min_epu8(block, lastControl), block));
    uint32_t endMask = static_cast<uint32_t>(_mm256_movemask_epi8(ends));
    if (endMask != 0) {
      unsigned kept = __builtin_ctz(endMask);
      block = _mm256_and_si256(
        block, _mm256_loadu_si256(reinterpret_cast<const __m256i *>(keepFirst + 32 - kept)));
      nonASCII |= checker.check(block);
      end = index + kept;
      break;
    }
    nonASCII |= checker.check(block);
    index += 32;
  }
  uint8_t result = 0;
  if (nonASCII) {
    result |= MODELBENCH_RUN_NON_ASCII;
    __m256i error = _mm256_or_si256(checker.error, checker.previousIncomplete);
    if (!_mm256_testz_si256(error, error)) result |= MODELBENCH_RUN_INVALID;
  }
  *flags = result;
  return end;
}

}  // namespace

size_t modelbench_json_string_run(const uint8_t *bytes, size_t count, size_t start, uint8_t *flags) {
  if (__builtin_cpu_supports("avx2")) return scanAVX2(bytes, count, start, flags);
  return scanPortable(bytes, count, start, flags);
}

size_t modelbench_json_string_run_portable(
  const uint8_t *bytes, size_t count, size_t start, uint8_t *flags) {
  return scanPortable(bytes, count, start, flags);
}
