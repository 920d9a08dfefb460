#!/usr/bin/env python3
"""Drives the real mapscript REPL in a pseudo-terminal, as a person would.

Usage: repl_pty.py PATH/TO/mapscript. Exits 0 when every check passed; otherwise prints
what was expected and what the terminal showed, and exits 1.
"""
import os, sys, tempfile, time
import pexpect

BINARY = sys.argv[1]
PROMPT = "map> "
MORE = "...> "
TIMEOUT = 20
# How long after a command's echo a Ctrl-C waits, so that it reaches the running command: the
# echo shows before readline has taken the line, and a Ctrl-C then abandons the line instead
# (or arrives before the terminal echoes control characters again).
RUNNING = 0.3


def start(history, arguments=(), inputrc=None):
    env = dict(os.environ, MAPSCRIPT_HISTORY=history, TERM="xterm", NO_COLOR="1")
    if inputrc:
        env["INPUTRC"] = inputrc
    child = pexpect.spawn(BINARY, list(arguments), env=env, encoding="utf-8", timeout=TIMEOUT, dimensions=(40, 200))
    child.logfile_read = sys.stdout if os.environ.get("REPL_TRACE") else None
    return child


def finish(child):
    """Waits for the program to end and checks that it exited with status 0."""
    child.expect(pexpect.EOF)
    child.close()
    if child.exitstatus != 0:
        raise pexpect.EOF(f"exit status {child.exitstatus}")


def step(name, action):
    try:
        action()
    except (pexpect.TIMEOUT, pexpect.EOF, AssertionError) as error:
        print(f"FAIL: {name}: {type(error).__name__} {error}", file=sys.stderr)
        sys.exit(1)
    print(f"ok: {name}")


def main():
    folder = tempfile.mkdtemp(prefix="mapscript-repl-")
    history = os.path.join(folder, "history")
    child = start(history)

    step("banner and prompt", lambda: (child.expect("MapScript"), child.expect("help"), child.expect_exact(PROMPT)))

    def command_output():
        child.sendline("print 40 + 2")
        child.expect_exact("42")
        child.expect_exact(PROMPT)
    step("a command and its output", command_output)

    def error_then_work():
        child.sendline("goto 7")
        child.expect_exact("error: no bookmarks")
        child.expect_exact(PROMPT)
        child.sendline('bookmark add "Grand Prismatic Spring" at 44.525,-110.838 scale 6000')
        child.expect_exact(PROMPT)
        child.sendline("print bookmarks.count")
        child.expect_exact("1")
        child.expect_exact(PROMPT)
    step("an error, then a command that still works", error_then_work)

    def complete_command():
        child.send("bookm\t")
        child.expect_exact("bookmark ")
        child.send("list\r")
        child.expect_exact("Grand Prismatic Spring")
        child.expect_exact(PROMPT)
    step("bookm<TAB> completes to bookmark", complete_command)

    def complete_bookmark_name():
        child.send('goto "Gra\t')
        child.expect_exact('goto "Grand Prismatic Spring"')
        child.send("\r")
        child.expect_exact(PROMPT)
        child.sendline("print viewpoint.scale")
        child.expect_exact("6000")
        child.expect_exact(PROMPT)
    step('a bookmark name completes after goto "', complete_bookmark_name)

    def complete_field_names():
        towns = os.path.join(folder, "towns.geojson")
        with open(towns, "w") as file:
            file.write('{"type": "FeatureCollection", "features": [{"type": "Feature", "geometry": '
                       '{"type": "Point", "coordinates": [-109.06, 44.53]}, "properties": '
                       '{"population": 9161, "name": "Cody", "NAME EN": "Cody"}}]}')
        child.sendline(f'layer add "{towns}" title "Towns"')
        child.expect_exact(PROMPT)
        # A bare field after `where`, then a quoted one inside `feature["...`.
        child.send("layer filter 1 where popu\t")
        child.expect_exact("where population ")
        child.send('> 1000 and feature["NAME\t')
        child.expect_exact('feature["NAME EN"')
        child.send('] == "Cody"\r')
        child.expect_exact(PROMPT)
        child.sendline("layer list")
        child.expect_exact("1 shown")
        child.expect_exact(PROMPT)
        child.send('layer style "Towns" by "na\t')
        child.expect_exact('by "name"')
        child.send("\r")
        child.expect_exact(PROMPT)
        child.sendline("print layers[1].renderer")
        child.expect_exact("unique value")
        child.expect_exact(PROMPT)
    step("a layer's field names complete after where, feature[\" and by \"", complete_field_names)

    def continuation():
        child.sendline("repeat 2 {")
        child.expect_exact(MORE)
        child.sendline('print "tick" }')
        child.expect_exact("tick")
        child.expect_exact("tick")
        child.expect_exact(PROMPT)
    step("a block over two lines with the continuation prompt", continuation)

    def interrupt():
        child.send("bookmark add half typed")
        child.sendcontrol("c")
        child.expect_exact(PROMPT)
        child.sendline("print 1 + 1")
        child.expect_exact("2")
        child.expect_exact(PROMPT)
    step("Ctrl-C abandons a half-typed line", interrupt)

    def interrupt_running_command():
        child.sendline("repeat 1000000000 { zoom in }")
        child.expect_exact("repeat 1000000000")
        time.sleep(RUNNING)
        child.sendcontrol("c")
        child.expect_exact("interrupted")
        child.expect_exact(PROMPT)
        child.sendline("print bookmarks.count")
        child.expect_exact("1")
        child.expect_exact(PROMPT)
    step("Ctrl-C interrupts a running command and the session survives", interrupt_running_command)


    def abandon(keys, seen):
        """Types `keys`, waits for `seen` on the screen, presses Ctrl-C, and checks that a
        fresh prompt follows and that nothing of the abandoned line is left in the next one."""
        def action():
            child.send(keys)
            child.expect_exact(seen)
            child.sendcontrol("c")
            child.expect_exact(PROMPT)
            child.sendline('print "fresh"')
            child.expect_exact("fresh\r\n")
            child.expect_exact(PROMPT)
        return action
    step("Ctrl-C abandons a quoted insert (Ctrl-V Ctrl-C inserts nothing)", abandon("bookmark add \x16", "bookmark add"))
    step("Ctrl-C abandons a reverse search (Ctrl-R)", abandon("\x12goto", "goto"))

    def carriage_return_in_an_entry():
        child.send('print "cr:\x16\r:end"')  # Ctrl-V Ctrl-M: a carriage return in the entry
        child.expect_exact(":end")
        child.send("\r")
        child.expect_exact("cr:\r:end")
        child.expect_exact(PROMPT)
    step("a carriage return typed with Ctrl-V Ctrl-M is part of the entry", carriage_return_in_an_entry)

    def end_of_input():
        child.sendcontrol("d")
        finish(child)
    step("Ctrl-D exits with status 0", end_of_input)

    second = start(history)

    def recall():
        second.expect_exact(PROMPT)
        second.send("\x1b[A")  # up arrow: the last entry of the first session, kept whole
        second.expect_exact('print "cr:^M:end"')
        second.send("\x1b[A\x1b[A")  # past a print: readline redraws only what changes
        second.expect_exact("bookmarks.count")
        second.send("\x1b[A\x1b[A\x1b[A")  # past the loop and a print, to the block: one entry
        second.expect_exact('repeat 2 {')
        second.expect_exact('print "tick" }')
        second.sendcontrol("c")
        second.expect_exact(PROMPT)
        second.sendline("quit")
        finish(second)
    step("history recalled with the up arrow in a second session", recall)

    script = os.path.join(folder, "setup.mapscript")
    with open(script, "w", encoding="utf-8") as setup:
        setup.write('bookmark add "Old Faithful" at 44.4605,-110.8281 scale 24000\nprint "set up"\n')
    third = start(history, ["-i", script])

    def interactive_after_file():
        third.expect_exact("set up")
        third.expect_exact(PROMPT)
        third.sendline("print bookmarks[1].name")
        third.expect_exact("Old Faithful")
        third.expect_exact(PROMPT)
        third.sendcontrol("d")
        finish(third)
    step("-i runs the file, then opens the REPL on the same session", interactive_after_file)

    broken = os.path.join(folder, "broken.mapscript")
    with open(broken, "w", encoding="utf-8") as failing:
        failing.write('bookmark add "Kept" at 1,2\nzoom to 0\nprint "not reached"\n')
    fourth = start(history, ["-i", broken])

    def interactive_after_an_error():
        fourth.expect_exact("error: scale must be a finite number greater than 0, not 0")
        fourth.expect_exact(PROMPT)
        fourth.sendline("print bookmarks[1].name")
        fourth.expect_exact("Kept")
        fourth.expect_exact(PROMPT)
        fourth.sendcontrol("d")
        finish(fourth)
    step("-i opens the REPL on the session as it stands after an error in the file", interactive_after_an_error)

    def progress_line():
        env = dict(os.environ, MAPSCRIPT_PROGRESS_DELAY="0", NO_COLOR="1")
        batch = pexpect.spawn(BINARY, ["-e", "for i in 1..200000 { zoom in }", "-e", 'print "done"'],
                              env=env, encoding="utf-8", timeout=TIMEOUT)
        batch.expect_exact("<command line>: line 1")  # the progress line, on a terminal
        batch.expect_exact("\r\x1b[K")                 # erased at the end
        batch.expect_exact("done")
        finish(batch)
    step("a long batch run shows a progress line on a terminal, erased at the end", progress_line)

    def progress_line_before_output():
        env = dict(os.environ, MAPSCRIPT_PROGRESS_DELAY="0", NO_COLOR="1")
        batch = pexpect.spawn(BINARY, ["-e", 'for i in 1..200000 { zoom in }\nprint "done"'],
                              env=env, encoding="utf-8", timeout=TIMEOUT)
        batch.expect_exact("<command line>: line 1")
        index = batch.expect_exact(["\r\x1b[K", "done"])  # erased before the output, not after
        if index != 0:
            raise AssertionError("output written after the progress line, before erasing it")
        batch.expect_exact("done")
        finish(batch)
    step("the progress line is erased before later standard output", progress_line_before_output)

    def no_colour_on_a_dumb_terminal():
        env = dict(os.environ, TERM="dumb")
        env.pop("NO_COLOR", None)
        batch = pexpect.spawn(BINARY, ["-e", "goto 7"], env=env, encoding="utf-8", timeout=TIMEOUT)
        batch.expect(pexpect.EOF)
        if "\x1b[" in batch.before or "no bookmarks" not in batch.before:
            raise AssertionError(f"colour on TERM=dumb: {batch.before!r}")
        coloured = pexpect.spawn(BINARY, ["-e", "goto 7"], env=dict(env, TERM="xterm"), encoding="utf-8", timeout=TIMEOUT)
        coloured.expect(pexpect.EOF)
        if "\x1b[" not in coloured.before:
            raise AssertionError("no colour on TERM=xterm")
    step("TERM=dumb gets no colour", no_colour_on_a_dumb_terminal)

    entries = open(history, encoding="utf-8", newline="").read().split("\n")
    if entries.pop() != "" or any(not entry or "half typed" in entry or "\r" in entry for entry in entries) \
            or 'print "cr:\\r:end"' not in entries:
        print(f"FAIL: history holds abandoned, empty or raw entries: {entries}", file=sys.stderr)
        sys.exit(1)
    print("ok: history file holds complete entries only, a carriage return escaped")

    vi_mode(folder)
    capped_history(folder)
    batch_output_at_a_terminal(folder)
    quit_character(folder)
    interrupted_command(folder)
    suspend_and_resume(folder)


def vi_mode(folder):
    """Ctrl-C in vi mode (set in the init file named by INPUTRC)."""
    inputrc = os.path.join(folder, "inputrc")
    with open(inputrc, "w", encoding="utf-8") as init:
        init.write("set editing-mode vi\n")
    child = start(os.path.join(folder, "vi-history"), inputrc=inputrc)
    step("vi mode: prompt", lambda: child.expect_exact(PROMPT))
    for name, keys in [("insert mode", "print 5 typed"), ("command mode", "print 6 typed\x1b"),
                       ("an operator awaiting its motion", "print 7 typed\x1bd"),
                       ("a search", "print 8 typed\x1b/typ")]:
        def action(keys=keys):
            child.send(keys)
            child.expect_exact("typ")
            child.sendcontrol("c")
            child.expect_exact(PROMPT)
            child.sendline('print "fresh"')  # typed in insert mode: each line starts there
            child.expect_exact("fresh\r\n")
            child.expect_exact(PROMPT)
        step(f"vi mode: Ctrl-C abandons the line in {name}", action)

    def interrupt_running_command():
        child.sendline("repeat 1000000000 { zoom in }")
        child.expect_exact("repeat 1000000000")
        time.sleep(RUNNING)
        child.sendcontrol("c")
        child.expect_exact("interrupted")
        child.expect_exact(PROMPT)
        child.sendcontrol("d")
        finish(child)
    step("vi mode: Ctrl-C interrupts a running command", interrupt_running_command)


def capped_history(folder):
    """A session that adds entries to a full history file keeps it at the cap."""
    history = os.path.join(folder, "full-history")
    with open(history, "w", encoding="utf-8") as full:
        full.write("".join(f"print {index}\n" for index in range(1, 2001)))
    child = start(history)

    def stays_capped():
        child.expect_exact(PROMPT)
        for index in range(2001, 2004):
            child.sendline(f"print {index}")
            child.expect_exact(f"{index}\r\n")
            child.expect_exact(PROMPT)
            lines = open(history, encoding="utf-8").read().split("\n")[:-1]
            if len(lines) != 2000 or lines[-1] != f"print {index}" or lines[0] != f"print {index - 1999}":
                raise AssertionError(f"history holds {len(lines)} entries, {lines[0]} to {lines[-1]}")
        child.sendcontrol("d")
        finish(child)
    step("a full history file stays at 2,000 entries as entries are added", stays_capped)


def batch_output_at_a_terminal(folder):
    """A batch run's results show at a terminal as each statement prints them: during a
    `--realtime` wait, what was printed before it is already there (issue 24, 6.2)."""
    script = os.path.join(folder, "wait.mapscript")
    with open(script, "w", encoding="utf-8") as file:
        file.write('print "before the wait"\nwait 3\nprint "after the wait"\n')
    child = start(os.path.join(folder, "batch-history"), arguments=["--realtime", script])

    def shows_before_the_wait():
        child.expect_exact("before the wait", timeout=2)
        if not child.isalive():
            raise AssertionError("the output came only when the run ended")
        child.expect_exact("after the wait", timeout=10)
        finish(child)
    step("--realtime at a terminal: output before a wait shows during it", shows_before_the_wait)


def interrupted_command(folder):
    """Ctrl-C during a command: the note starts a line of its own (not `^Cnote: ...`), and what
    is typed right after Ctrl-C runs whole (issue 24, 6.12)."""
    child = start(os.path.join(folder, "interrupt-history"))
    child.expect_exact(PROMPT)

    def interrupt_note_on_its_own_line_and_typeahead_kept():
        child.sendline("repeat 1e12 { }")
        child.expect_exact("repeat 1e12 { }")
        time.sleep(RUNNING)
        child.sendcontrol("c")
        child.expect(r"(\^C)?\r\nnote: interrupted")  # never `^Cnote: ...` on one line
        child.expect_exact(PROMPT)
        child.sendline("repeat 1e12 { }")
        child.expect_exact("repeat 1e12 { }")
        time.sleep(RUNNING)
        child.send('\x03print "after"\r')  # typed at once after Ctrl-C
        child.expect_exact("interrupted")
        child.expect_exact('print "after"\r\n')
        child.expect_exact("after\r\n")
        child.expect_exact(PROMPT)
    step("the interrupt note starts a line, and type-ahead after Ctrl-C runs whole",
         interrupt_note_on_its_own_line_and_typeahead_kept)
    child.sendcontrol("d")
    finish(child)


def quit_character(folder):
    """Ctrl-\\ (0x1C) pasted or typed into a line is a character of it; while a command runs,
    it quits at once by the signal's default action (issue 23, 10)."""
    child = start(os.path.join(folder, "quit-history"))

    def pasted_into_a_line():
        child.expect_exact(PROMPT)
        child.send('print "a\x1cb"\r')
        child.expect_exact("a\x1cb\r\n")
        child.expect_exact(PROMPT)
    step("a pasted Ctrl-\\ is a character of the line", pasted_into_a_line)

    def quits_a_running_command():
        child.sendline("repeat 1e12 { }")
        child.expect_exact("repeat 1e12 { }")
        child.send("\x1c")
        child.expect(pexpect.EOF)
        child.close()
        if child.signalstatus != 3:
            raise AssertionError(f"ended with status {child.exitstatus}, signal {child.signalstatus}")
    step("Ctrl-\\ during a running command quits (SIGQUIT's default action)", quits_a_running_command)


def suspend_and_resume(folder):
    """Ctrl-Z at the prompt stops the REPL under a shell with job control, and `fg` redraws the
    prompt and the line typed so far, which then runs once, echoed once (issue 23, 16)."""
    env = dict(os.environ, MAPSCRIPT_HISTORY=os.path.join(folder, "suspend-history"), TERM="xterm", NO_COLOR="1",
               PS1="SHELL$ ")
    shell = pexpect.spawn("bash", ["--norc", "--noprofile", "-i"], env=env, encoding="utf-8", timeout=TIMEOUT,
                          dimensions=(40, 200))

    def stops_and_comes_back():
        shell.expect_exact("SHELL$ ")
        shell.sendline(BINARY)
        shell.expect_exact(PROMPT)
        shell.send("print 4")
        shell.expect_exact("print 4")
        shell.sendcontrol("z")
        shell.expect("Stopped")
        shell.expect_exact("SHELL$ ")
        shell.sendline("fg")
        shell.expect_exact(PROMPT + "print 4")
        shell.send("2\r")
        shell.expect_exact("42\r\n")
        shell.expect_exact(PROMPT)
        if "print 42" in shell.before:
            raise AssertionError(f"the line was echoed again: {shell.before!r}")
        shell.sendcontrol("d")
        shell.expect_exact("SHELL$ ")
        shell.sendline("exit")
        shell.expect(pexpect.EOF)
    step("Ctrl-Z stops the REPL; fg redraws the prompt and the line", stops_and_comes_back)


if __name__ == "__main__":
    main()
