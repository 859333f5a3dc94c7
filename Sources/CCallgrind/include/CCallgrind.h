// Callgrind's client requests (valgrind/callgrind.h, from Debian's valgrind package) as functions Swift
// can call: the macros are inline assembly, which Swift cannot import. Outside valgrind every request is a
// few instructions that do nothing; without the header (valgrind not installed) they are empty.
#ifndef CCALLGRIND_H
#define CCALLGRIND_H

/// Whether the process runs under valgrind (RUNNING_ON_VALGRIND).
int modelbench_running_on_valgrind(void);
/// Zeroes callgrind's counters (CALLGRIND_ZERO_STATS).
void modelbench_callgrind_zero(void);
/// Turns event collection on or off (CALLGRIND_TOGGLE_COLLECT).
void modelbench_callgrind_toggle_collect(void);
/// Writes a profile dump of what was collected since the last zero or dump, described by `reason`
/// (CALLGRIND_DUMP_STATS_AT).
void modelbench_callgrind_dump(const char *reason);
/// Turns instrumentation on in a process started with --instr-atstart=no; callgrind drops the code it
/// translated without it (CALLGRIND_START_INSTRUMENTATION).
void modelbench_callgrind_start_instrumentation(void);

#endif
