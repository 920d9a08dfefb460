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

// MARK: - Landlock (Linux 5.13 and later), for `--sandbox`

// The constants and structure layouts are those of the kernel's uapi header
// include/uapi/linux/landlock.h (Linux 6.12); they are written out here because the installed
// <linux/landlock.h> may be older than the running kernel (Debian 12's stops at ABI 2).

/// `LANDLOCK_CREATE_RULESET_VERSION`: `landlock_create_ruleset(NULL, 0, this)` returns the
/// kernel's Landlock ABI version.
#define MAPSCRIPT_LANDLOCK_CREATE_RULESET_VERSION 1u

/// Filesystem access rights (`LANDLOCK_ACCESS_FS_*`); ABI 1 has the first thirteen.
#define MAPSCRIPT_LANDLOCK_FS_EXECUTE     (1ULL << 0)
#define MAPSCRIPT_LANDLOCK_FS_WRITE_FILE  (1ULL << 1)
#define MAPSCRIPT_LANDLOCK_FS_READ_FILE   (1ULL << 2)
#define MAPSCRIPT_LANDLOCK_FS_READ_DIR    (1ULL << 3)
#define MAPSCRIPT_LANDLOCK_FS_REMOVE_DIR  (1ULL << 4)
#define MAPSCRIPT_LANDLOCK_FS_REMOVE_FILE (1ULL << 5)
#define MAPSCRIPT_LANDLOCK_FS_MAKE_CHAR   (1ULL << 6)
#define MAPSCRIPT_LANDLOCK_FS_MAKE_DIR    (1ULL << 7)
#define MAPSCRIPT_LANDLOCK_FS_MAKE_REG    (1ULL << 8)
#define MAPSCRIPT_LANDLOCK_FS_MAKE_SOCK   (1ULL << 9)
#define MAPSCRIPT_LANDLOCK_FS_MAKE_FIFO   (1ULL << 10)
#define MAPSCRIPT_LANDLOCK_FS_MAKE_BLOCK  (1ULL << 11)
#define MAPSCRIPT_LANDLOCK_FS_MAKE_SYM    (1ULL << 12)
/// ABI 2: linking or renaming a file into another folder.
#define MAPSCRIPT_LANDLOCK_FS_REFER       (1ULL << 13)
/// ABI 3: truncating a file.
#define MAPSCRIPT_LANDLOCK_FS_TRUNCATE    (1ULL << 14)
/// ABI 5: `ioctl` on a device.
#define MAPSCRIPT_LANDLOCK_FS_IOCTL_DEV   (1ULL << 15)
/// ABI 4: TCP rights (`LANDLOCK_ACCESS_NET_BIND_TCP`, `..._CONNECT_TCP`).
#define MAPSCRIPT_LANDLOCK_NET_BIND_TCP    (1ULL << 0)
#define MAPSCRIPT_LANDLOCK_NET_CONNECT_TCP (1ULL << 1)
/// ABI 6: scopes (`LANDLOCK_SCOPE_ABSTRACT_UNIX_SOCKET`, `LANDLOCK_SCOPE_SIGNAL`).
#define MAPSCRIPT_LANDLOCK_SCOPE_ABSTRACT_UNIX_SOCKET (1ULL << 0)
#define MAPSCRIPT_LANDLOCK_SCOPE_SIGNAL               (1ULL << 1)

/// The kernel's Landlock ABI version (1 and up), or -1 with `errno` set: `ENOSYS` where the
/// kernel was built without Landlock, `EOPNOTSUPP` where it is built but not enabled.
int mapscript_landlock_abi(void);

/// `landlock_create_ruleset` with `struct landlock_ruleset_attr {handled_access_fs,
/// handled_access_net, scoped}`, of the size that `abi` knows (the net field from ABI 4, the
/// scope from ABI 6): a ruleset descriptor, or -1 with `errno` set.
int mapscript_landlock_create_ruleset(int abi, uint64_t handled_fs, uint64_t handled_net, uint64_t scoped);

/// Allows `allowed` (filesystem rights) beneath `path`, opened here with `O_PATH`: 0, or -1
/// with `errno` set (`ENOENT` for a path that does not exist, which callers may ignore).
/// For a path that is not a folder, the rights that only apply to folders are dropped.
int mapscript_landlock_allow_path(int ruleset, const char *path, uint64_t allowed);

/// Allows `allowed` (network rights, ABI 4) on the TCP port `port`: 0, or -1 with `errno` set.
int mapscript_landlock_allow_port(int ruleset, uint64_t port, uint64_t allowed);

/// `prctl(PR_SET_NO_NEW_PRIVS, 1)` then `landlock_restrict_self(ruleset, 0)`, for the calling
/// thread and the threads it starts afterwards (call it before any other thread starts): 0,
/// or -1 with `errno` set.
int mapscript_landlock_restrict_self(int ruleset);
