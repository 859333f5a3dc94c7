#include "CCallgrind.h"

#if defined(__has_include)
#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
#define MODELBENCH_HAS_CALLGRIND 1
#endif
#endif

#ifdef MODELBENCH_HAS_CALLGRIND
int modelbench_running_on_valgrind(void) { return RUNNING_ON_VALGRIND; }
void modelbench_callgrind_zero(void) { CALLGRIND_ZERO_STATS; }
void modelbench_callgrind_toggle_collect(void) { CALLGRIND_TOGGLE_COLLECT; }
void modelbench_callgrind_dump(const char *reason) { CALLGRIND_DUMP_STATS_AT(reason); }
void modelbench_callgrind_start_instrumentation(void) { CALLGRIND_START_INSTRUMENTATION; }
#else
int modelbench_running_on_valgrind(void) { return 0; }
void modelbench_callgrind_zero(void) {}
void modelbench_callgrind_toggle_collect(void) {}
void modelbench_callgrind_dump(const char *reason) { (void)reason; }
void modelbench_callgrind_start_instrumentation(void) {}
#endif
