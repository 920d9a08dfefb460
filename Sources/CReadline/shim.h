// GNU readline and history, for the mapscript executable only (Debian: libreadline-dev).
#include <stdio.h>
#include <readline/readline.h>
#include <readline/history.h>
