// A hint to the memory system, which Swift has no word for: start loading the cache line at
// `address` now, because a read of it is coming. Never faults, whatever the address.
static inline void mapscript_prefetch(const void *address) {
    __builtin_prefetch(address, 0, 3);
}
