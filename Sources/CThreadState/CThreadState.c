#include "CThreadState.h"

_Thread_local void *modelbench_graph_guard_state = 0;
