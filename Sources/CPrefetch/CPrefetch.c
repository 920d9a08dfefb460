// The prefetch hint is a static inline function in include/CPrefetch.h; SwiftPM wants a
// source file in every C target.
#include "CPrefetch.h"
