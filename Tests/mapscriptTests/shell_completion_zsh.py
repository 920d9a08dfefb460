#!/usr/bin/env python3
"""Drives an interactive zsh in a pseudo-terminal with the script of `mapscript completion zsh`
loaded (after compinit), presses TAB after each line of CASES and checks what zsh completes.

usage: shell_completion_zsh.py SCRIPT FOLDER
FOLDER holds tour.mapscript, notes.txt and demos/. Prints `ok: LINE` per case; exits 1 at the
first that fails.
"""
import os, sys
import pexpect

# The line typed, and the line zsh must show after TAB.
CASES = [
    ("mapscript --for", "mapscript --format="),
    ("mapscript --format=j", "mapscript --format=json "),
    ("mapscript --format t", "mapscript --format text "),
    ("mapscript --sandbox=", "mapscript --sandbox=read-only "),
    ("mapscript --max", "mapscript --max-steps="),
    ("mapscript te", "mapscript test "),
    ("mapscript tou", "mapscript tour.mapscript "),
    ("mapscript no", "mapscript no"),
    ("mapscript fmt de", "mapscript fmt demos/"),
    ("mapscript test --ju", "mapscript test --junit="),
    ("mapscript test --junit no", "mapscript test --junit notes.txt "),
    ("mapscript lsp --s", "mapscript lsp --stdio "),
    ("mapscript completion z", "mapscript completion zsh "),
    ("mapscript li", "mapscript lint "),
    ("mapscript diff no", "mapscript diff notes.txt "),
]

PROMPT = "ZP> "


def main(script, folder):
    env = {key: value for key, value in os.environ.items() if key not in ("EDITOR", "VISUAL")}
    env.update(TERM="dumb", HOME=folder, ZDOTDIR=folder)
    child = pexpect.spawn("zsh", ["-f", "-i"], env=env, encoding="utf-8", timeout=20, dimensions=(40, 200), cwd=folder)
    child.sendline(f"PS1='{PROMPT}'; autoload -Uz compinit; compinit -u -D; source {script}; print READY")
    child.expect_exact("READY\r\n")
    child.expect_exact(PROMPT)
    for line, completed in CASES:
        try:
            child.send(line + "\t")
            child.expect_exact(completed)
            # Ctrl-U empties the line; the keys wait until the completion has finished.
            child.send("\x15")
            child.sendline("print DONE")
            child.expect_exact("DONE\r\n")
            child.expect_exact(PROMPT)
        except (pexpect.TIMEOUT, pexpect.EOF) as error:
            print(f"FAIL: {line!r}: expected {completed!r}, the terminal showed {child.before!r}", file=sys.stderr)
            sys.exit(1)
        print(f"ok: {line}")
    child.sendline("exit")
    child.expect(pexpect.EOF)


main(sys.argv[1], sys.argv[2])
