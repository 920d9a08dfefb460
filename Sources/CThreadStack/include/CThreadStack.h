// The calling thread's stack bounds, for the interpreter's stack guard (glibc's
// pthread_getattr_np needs _GNU_SOURCE, which Swift's Glibc module does not set).
#include <stddef.h>

/// Stores the calling thread's lowest stack address and the stack's size in bytes;
/// returns 0 on success.
int mapscript_thread_stack(void **lowest, size_t *size);
