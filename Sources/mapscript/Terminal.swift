#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Facts about the process's terminal and environment that the command line needs.
enum Terminal {
    /// Whether the file descriptor is a terminal.
    static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) == 1 }

    /// An environment variable, or nil when unset.
    static func environment(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        return String(cString: value)
    }

    /// Whether diagnostics written to `fd` should be coloured: the flag beats everything;
    /// `auto` means a terminal and `NO_COLOR` unset or empty (https://no-color.org).
    static func useColor(_ choice: Invocation.ColorChoice, fd: Int32) -> Bool {
        switch choice {
        case .always: return true
        case .never: return false
        case .auto:
            if let noColor = environment("NO_COLOR"), !noColor.isEmpty { return false }
            if environment("TERM") == "dumb" { return false }  // a terminal that shows no colour
            return isTerminal(fd)
        }
    }

    /// Seconds on a monotonic clock, for progress timing.
    static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}
