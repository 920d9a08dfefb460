// GNU readline and history, for the mapscript executable only (Debian: libreadline-dev),
// and ppoll, which the line editor uses to wait for a key or a Ctrl-C without a race.
#define _GNU_SOURCE
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <readline/readline.h>
#include <readline/history.h>

/// ppoll(2) with no timeout: waits for `fds` with `mask` as the signal mask.
static inline int mapscript_ppoll(struct pollfd *fds, nfds_t count, const sigset_t *mask) {
    return ppoll(fds, count, NULL, mask);
}
