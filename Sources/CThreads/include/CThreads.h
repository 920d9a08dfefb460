// Thread facts that Swift's Glibc module does not expose (glibc declares pthread_getattr_np
// and sched_getaffinity only with _GNU_SOURCE, which that module does not set).
#include <stddef.h>
#include <stdint.h>

/// Stores the calling thread's lowest stack address and the stack's size in bytes;
/// returns 0 on success.
int mapscript_thread_stack(void **lowest, size_t *size);

/// The number of cores the calling process may run on (its CPU affinity), at least 1.
int mapscript_usable_cores(void);

/// The address of the calling function's frame on the thread's real stack. Unlike the address
/// of a local variable, it stays on that stack under AddressSanitizer, which may move locals to
/// a "fake stack" on the heap to catch uses after return. Inline: costs one register read.
static inline uintptr_t mapscript_frame_address(void) {
    return (uintptr_t)__builtin_frame_address(0);
}
