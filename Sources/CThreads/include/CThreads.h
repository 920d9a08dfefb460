// Thread facts that Swift's Glibc module does not expose (glibc declares pthread_getattr_np
// and sched_getaffinity only with _GNU_SOURCE, which that module does not set), and the one
// system call it cannot make (openat2 has no glibc wrapper, and `syscall` is variadic).
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

/// `openat2(directory, path, {flags, mode, resolve})` (Linux 5.6 and later): a descriptor, or
/// -1 with `errno` set (`ENOSYS` where the kernel lacks it).
int mapscript_openat2(int directory, const char *path, uint64_t flags, uint64_t mode, uint64_t resolve);

/// `O_PATH` (fcntl.h declares it only with _GNU_SOURCE): a descriptor that names a file or
/// folder without reading it, for `openat` and the like.
extern const int mapscript_open_path;

/// `RESOLVE_BENEATH` (linux/openat2.h): resolution never leaves the starting directory (no
/// `..` above it, no absolute path or symbolic link out of it).
#define MAPSCRIPT_RESOLVE_BENEATH 0x08
/// `RESOLVE_NO_MAGICLINKS`: no `/proc/PID/fd`-style magic link is followed.
#define MAPSCRIPT_RESOLVE_NO_MAGICLINKS 0x02
