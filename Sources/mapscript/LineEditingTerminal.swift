@preconcurrency import CReadline
#if canImport(Glibc)
import Glibc
#endif

/// What the REPL does to the terminal while readline edits a line, beyond readline's own mode:
///
/// - The quit character (Ctrl-\, 0x1C) is switched off, so that the byte typed or pasted into
///   a line is a character of the line; while a command runs, Ctrl-\ quits at once, as in lua
///   and sqlite3 (the terminal's setting is put back between lines).
/// - Ctrl-Z stops the REPL with the terminal as the shell wants it, and `fg` brings back
///   readline's mode and redraws the prompt and the line (readline's own signal handling is
///   off: `rl_catch_signals = 0`, as the REPL takes Ctrl-C itself).
enum LineEditingTerminal {
    /// The terminal's settings before the quit character was switched off (nil: standard input
    /// is not a terminal, or nothing was changed).
    nonisolated(unsafe) private static var saved: termios?
    /// Raised by the SIGTSTP handler while a line is edited; `suspendIfAsked` acts on it.
    nonisolated(unsafe) static var suspendRequested: sig_atomic_t = 0

    /// Switches the quit character off and takes Ctrl-Z, before readline prepares the terminal.
    static func enter() {
        var settings = termios()
        if tcgetattr(STDIN_FILENO, &settings) == 0 {
            saved = settings
            withUnsafeMutableBytes(of: &settings.c_cc) { $0[Int(VQUIT)] = 0 }  // _POSIX_VDISABLE
            tcsetattr(STDIN_FILENO, TCSANOW, &settings)
        }
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in LineEditingTerminal.suspendRequested = 1 }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGTSTP, &action, nil)
    }

    /// Puts the quit character and Ctrl-Z's default action back, after readline has restored
    /// the terminal.
    static func leave() {
        signal(SIGTSTP, SIG_DFL)
        if var settings = saved {
            tcsetattr(STDIN_FILENO, TCSANOW, &settings)
            saved = nil
        }
    }

    /// When Ctrl-Z came: gives the shell its terminal back, stops, and once continued (`fg`)
    /// takes readline's mode again and redraws the prompt and the line. Called from readline's
    /// key source, between keys.
    static func suspendIfAsked() {
        guard suspendRequested != 0 else { return }
        suspendRequested = 0
        rl_deprep_terminal()
        if var settings = saved { tcsetattr(STDIN_FILENO, TCSANOW, &settings) }
        signal(SIGTSTP, SIG_DFL)
        var stop = sigset_t()
        sigemptyset(&stop)
        sigaddset(&stop, SIGTSTP)
        sigprocmask(SIG_UNBLOCK, &stop, nil)
        raise(SIGTSTP)
        // Continued: the editing mode again, as `enter` left it, and the line redrawn.
        enter()
        rl_prep_terminal(1)
        rl_forced_update_display()
    }
}
