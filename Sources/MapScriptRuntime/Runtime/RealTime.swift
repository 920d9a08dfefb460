#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MapScriptSyntax

/// Waiting for real (`--realtime`), in short slices so that Ctrl-C stops a long wait at once.
enum RealTime {
    /// Sleeps `seconds`, or until the flag is raised (the flag is then taken); returns the
    /// seconds that elapsed, at most `seconds` (so the clock is charged only what really
    /// passed), and whether the wait was interrupted.
    static func sleep(seconds: Double, interrupt: InterruptFlag?) -> (elapsed: Double, interrupted: Bool) {
        let start = now()
        var left = seconds
        while left > 0 {
            if let interrupt, interrupt.take() { return (min(now() - start, seconds), true) }
            let slice = min(left, 0.05)
            var request = timespec(tv_sec: Int(slice), tv_nsec: Int((slice - slice.rounded(.down)) * 1e9))
            var remaining = timespec()
            while nanosleep(&request, &remaining) != 0 && errno == EINTR {
                if let interrupt, interrupt.isRaised { break }
                request = remaining
            }
            left -= slice
        }
        if let interrupt, interrupt.take() { return (min(now() - start, seconds), true) }
        return (seconds, false)
    }

    /// The monotonic clock, in seconds.
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
