#define _GNU_SOURCE
#include <fcntl.h>
#include <pthread.h>
#include <sched.h>
#include <sys/syscall.h>
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
