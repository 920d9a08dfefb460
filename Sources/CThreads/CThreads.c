#define _GNU_SOURCE
#include <fcntl.h>
#include <pthread.h>
#include <sched.h>
#include <sys/syscall.h>
#include <errno.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <unistd.h>
#include "CThreads.h"

int mapscript_thread_stack(void **lowest, size_t *size) {
    pthread_attr_t attributes;
    if (pthread_getattr_np(pthread_self(), &attributes) != 0) return -1;
    int result = pthread_attr_getstack(&attributes, lowest, size);
    pthread_attr_destroy(&attributes);
    return result;
}

int mapscript_usable_cores(void) {
    cpu_set_t set;
    if (sched_getaffinity(0, sizeof set, &set) != 0) return 1;
    int count = CPU_COUNT(&set);
    return count > 0 ? count : 1;
}

const int mapscript_open_path = O_PATH;

#ifndef SYS_openat2
#define SYS_openat2 437  /* the same number on every architecture */
#endif

int mapscript_openat2(int directory, const char *path, uint64_t flags, uint64_t mode, uint64_t resolve) {
    struct { uint64_t flags, mode, resolve; } how = { flags, mode, resolve };  /* struct open_how */
    return (int)syscall(SYS_openat2, directory, path, &how, sizeof how);
}

/* Landlock: the system call numbers are the same on every architecture (asm-generic). */
#ifndef SYS_landlock_create_ruleset
#define SYS_landlock_create_ruleset 444
#endif
#ifndef SYS_landlock_add_rule
#define SYS_landlock_add_rule 445
#endif
#ifndef SYS_landlock_restrict_self
#define SYS_landlock_restrict_self 446
#endif

/* include/uapi/linux/landlock.h: struct landlock_ruleset_attr as of ABI 6. */
struct mapscript_ruleset_attr { uint64_t handled_access_fs, handled_access_net, scoped; };
/* struct landlock_path_beneath_attr and struct landlock_net_port_attr (packed). */
struct mapscript_path_beneath { uint64_t allowed_access; int32_t parent_fd; } __attribute__((packed));
struct mapscript_net_port { uint64_t allowed_access; uint64_t port; };
enum { MAPSCRIPT_RULE_PATH_BENEATH = 1, MAPSCRIPT_RULE_NET_PORT = 2 };

int mapscript_landlock_abi(void) {
    return (int)syscall(SYS_landlock_create_ruleset, NULL, 0, MAPSCRIPT_LANDLOCK_CREATE_RULESET_VERSION);
}

int mapscript_landlock_create_ruleset(int abi, uint64_t handled_fs, uint64_t handled_net, uint64_t scoped) {
    struct mapscript_ruleset_attr attr = { handled_fs, handled_net, scoped };
    size_t size = abi >= 6 ? sizeof attr : abi >= 4 ? 2 * sizeof(uint64_t) : sizeof(uint64_t);
    return (int)syscall(SYS_landlock_create_ruleset, &attr, size, 0);
}

int mapscript_landlock_allow_path(int ruleset, const char *path, uint64_t allowed) {
    int fd = open(path, O_PATH | O_CLOEXEC);
    if (fd < 0) return -1;
    struct stat info;
    if (fstat(fd, &info) != 0) { int saved = errno; close(fd); errno = saved; return -1; }
    if (!S_ISDIR(info.st_mode)) {
        allowed &= MAPSCRIPT_LANDLOCK_FS_EXECUTE | MAPSCRIPT_LANDLOCK_FS_WRITE_FILE | MAPSCRIPT_LANDLOCK_FS_READ_FILE
            | MAPSCRIPT_LANDLOCK_FS_TRUNCATE | MAPSCRIPT_LANDLOCK_FS_IOCTL_DEV;
    }
    struct mapscript_path_beneath rule = { allowed, fd };
    int result = (int)syscall(SYS_landlock_add_rule, ruleset, MAPSCRIPT_RULE_PATH_BENEATH, &rule, 0);
    int saved = errno;
    close(fd);
    errno = saved;
    return result;
}

int mapscript_landlock_allow_port(int ruleset, uint64_t port, uint64_t allowed) {
    struct mapscript_net_port rule = { allowed, port };
    return (int)syscall(SYS_landlock_add_rule, ruleset, MAPSCRIPT_RULE_NET_PORT, &rule, 0);
}

int mapscript_landlock_restrict_self(int ruleset) {
    if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) return -1;
    return (int)syscall(SYS_landlock_restrict_self, ruleset, 0);
}
