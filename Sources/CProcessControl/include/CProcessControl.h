// Process control Swift cannot call itself: `prctl` is variadic.

#ifndef CPROCESS_CONTROL_H
#define CPROCESS_CONTROL_H

#ifdef __cplusplus
extern "C" {
#endif

/// Asks the kernel to send `signal` to the calling process when its parent ends (Linux's
/// PR_SET_PDEATHSIG); returns 0, or -1 where the system has no such request.
int modelbench_die_with_parent(int signal);

#ifdef __cplusplus
}
#endif

#endif
