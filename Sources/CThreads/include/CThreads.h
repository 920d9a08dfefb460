// Thread facts that Swift's Glibc module does not expose (glibc declares pthread_getattr_np
// and sched_getaffinity only with _GNU_SOURCE, which that module does not set).
#include <stddef.h>

/// Stores the calling thread's lowest stack address and the stack's size in bytes;
/// returns 0 on success.
int mapscript_thread_stack(void **lowest, size_t *size);

/// The number of cores the calling process may run on (its CPU affinity), at least 1.
int mapscript_usable_cores(void);
