#define _GNU_SOURCE
#include <pthread.h>
#include "CThreadStack.h"

int mapscript_thread_stack(void **lowest, size_t *size) {
    pthread_attr_t attributes;
    if (pthread_getattr_np(pthread_self(), &attributes) != 0) return -1;
    int result = pthread_attr_getstack(&attributes, lowest, size);
    pthread_attr_destroy(&attributes);
    return result;
}
