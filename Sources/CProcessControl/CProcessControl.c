#include "CProcessControl.h"

#ifdef __linux__
#include <sys/prctl.h>

int modelbench_die_with_parent(int signal) { return prctl(PR_SET_PDEATHSIG, signal, 0, 0, 0); }
#else
int modelbench_die_with_parent(int signal) {
  (void)signal;
  return -1;
}
#endif
