// Thread-local pointers Swift cannot declare itself, read and written without a call.
//
// ModelRuntime's graph guard runs on every level of every walk, in every design, and needs its thread's
// state each time. `pthread_getspecific` (behind a lazily made key) cost a call and a `swift_once` check
// per level; a C `_Thread_local` is a load relative to the thread pointer. The pthread key stays, for
// what it alone can do: release the state when its thread ends.

#ifndef CTHREAD_STATE_H
#define CTHREAD_STATE_H

#ifdef __cplusplus
extern "C" {
#endif

/// The calling thread's graph-guard state (an unretained `GraphGuard.State`), or null.
extern _Thread_local void *modelbench_graph_guard_state;

static inline void *modelbench_graph_guard_state_get(void) { return modelbench_graph_guard_state; }

static inline void modelbench_graph_guard_state_set(void *state) { modelbench_graph_guard_state = state; }

#ifdef __cplusplus
}
#endif

#endif
