#define _GNU_SOURCE
#include <pthread.h>
#include <sched.h>
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
