#!/usr/bin/env python3
"""Runs `mapscript --realtime SCRIPT` in a pseudo-terminal (pexpect) and reports, as JSON, how
the terminal was written to: the whole output, how many times the picture was redrawn in
place (the cursor taken back up ROWS lines), and the exit status.

Usage: live_show_pty.py PATH/TO/mapscript SCRIPT ROWS
"""
import json, os, sys, time
import pexpect

BINARY, SCRIPT, ROWS = sys.argv[1], sys.argv[2], int(sys.argv[3])

env = dict(os.environ, TERM="xterm", NO_COLOR="1")
started = time.monotonic()
child = pexpect.spawn(BINARY, ["--realtime", SCRIPT], env=env, encoding="utf-8", timeout=60, dimensions=(40, 120))
child.expect(pexpect.EOF)
child.close()
output = child.before
json.dump({"status": child.exitstatus, "seconds": time.monotonic() - started,
           "redraws": output.count("\x1b[%dA\r\x1b[J" % ROWS), "escapes": output.count("\x1b["), "output": output},
          sys.stdout)
print()
