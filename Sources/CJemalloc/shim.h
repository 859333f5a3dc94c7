#ifndef MODELBENCH_CJEMALLOC_SHIM_H
#define MODELBENCH_CJEMALLOC_SHIM_H
// Debian's libjemalloc-dev installs jemalloc unprefixed: its malloc replaces glibc's for the whole process.
#include <jemalloc/jemalloc.h>
#endif
