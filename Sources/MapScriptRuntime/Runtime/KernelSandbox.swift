import CThreads
import MapFiles
import MapScriptSyntax
#if canImport(Glibc)
import Glibc
#endif

/// The kernel's part of `--sandbox`: a Landlock ruleset (Linux 5.13 and later) applied to the
/// process before the script runs, so that whatever opens a file (GDAL and PROJ included, which
/// open what the data names: a VRT's source, a shapefile's sidecars, a SQLite `VirtualOGR`
/// table) is confined to the sandbox's folder. Irreversible: it lasts for the process.
///
/// What is allowed: reading beneath the sandbox's folder (and under plain `--sandbox` writing
/// there too); reading the folders of every library mapped when the ruleset is applied (the
/// executable's, the Swift runtime's, GDAL's and PROJ's), `/usr/lib`, `/lib`, GDAL's and
/// PROJ's data (`/usr/share/gdal`, `/usr/share/proj`), a few files of `/etc` the C library
/// reads, and `/dev/null`, `/dev/tty`, `/dev/urandom`. Nothing may be executed. With ABI 4, no
/// TCP connection or bind unless `online`; with ABI 6, no abstract UNIX socket or signal out of
/// the process. See docs/sandbox.md.
public enum KernelSandbox {
    /// Which sandbox `--sandbox` can have on this kernel.
    public enum Status: Sendable, Equatable {
        /// Landlock, at this ABI version.
        case landlock(abi: Int32)
        /// No Landlock, and why: the sandbox is the path checks alone.
        case unavailable(reason: String)

        /// `sandbox: Landlock ABI 7` or `sandbox: path checks only (no Landlock: WHY)`, for
        /// `mapscript --version`.
        public var description: String {
            switch self {
            case .landlock(let abi): "Landlock ABI \(abi)"
            case .unavailable(let reason): "path checks only (no Landlock: \(reason))"
            }
        }
    }

    /// Why the ruleset could not be applied: the step and the system's message.
    public struct Failure: Error, Sendable, Equatable {
        /// What failed and why.
        public let message: String
    }

    /// Whether the kernel has Landlock (`MAPSCRIPT_LANDLOCK=off` says it has not, to test the
    /// fallback).
    public static func status() -> Status {
        if let value = getenv("MAPSCRIPT_LANDLOCK"), String(cString: value) == "off" {
            return .unavailable(reason: "MAPSCRIPT_LANDLOCK=off")
        }
        let abi = mapscript_landlock_abi()
        if abi >= 1 { return .landlock(abi: abi) }
        switch errno {
        case ENOSYS: return .unavailable(reason: "the kernel was built without it")
        case EOPNOTSUPP: return .unavailable(reason: "the kernel has it disabled (lsm= at boot)")
        default: return .unavailable(reason: String(cString: strerror(errno)))
        }
    }

    /// Confines the process to `sandbox`: loads GDAL and PROJ and sets GDAL's own options
    /// (`GDALConfinement`), then applies the ruleset (`apply`, with `readable` and `writable`). Returns nil when the kernel's
    /// sandbox is in force, else why not (every file GDAL would read is then refused).
    public static func confine(_ sandbox: Sandbox, online: Bool, readable: [String] = [], writable: [String] = []) -> String? {
        let abi: Int32
        switch status() {
        case .landlock(let version): abi = version
        case .unavailable(let reason): return "no Landlock: \(reason)"
        }
        do throws(GDALError) { try GDALConfinement.prepare(online: online) } catch {
            // Without GDAL there is nothing of it to confine; a GDAL that fails to start is left out.
            if !error.isMissing { return "GDAL could not be loaded before the sandbox: \(error)" }
        }
        do throws(Failure) { try apply(sandbox, abi: abi, online: online, readable: readable, writable: writable) } catch {
            return error.message
        }
        return nil
    }

    /// Applies the ruleset for `sandbox` at `abi` (see the type's summary); `online` leaves
    /// TCP alone. `readable` are more files the process may read (the scripts named on the
    /// command line), `writable` more files or folders it may read and write (the REPL's
    /// history folder).
    public static func apply(_ sandbox: Sandbox, abi: Int32, online: Bool, readable: [String] = [],
                             writable: [String] = []) throws(Failure) {
        let read = MAPSCRIPT_LANDLOCK_FS_READ_FILE | MAPSCRIPT_LANDLOCK_FS_READ_DIR
        let write: UInt64 = MAPSCRIPT_LANDLOCK_FS_WRITE_FILE | MAPSCRIPT_LANDLOCK_FS_REMOVE_DIR | MAPSCRIPT_LANDLOCK_FS_REMOVE_FILE
            | MAPSCRIPT_LANDLOCK_FS_MAKE_DIR | MAPSCRIPT_LANDLOCK_FS_MAKE_REG
            | (abi >= 2 ? MAPSCRIPT_LANDLOCK_FS_REFER : 0) | (abi >= 3 ? MAPSCRIPT_LANDLOCK_FS_TRUNCATE : 0)
        let ruleset = mapscript_landlock_create_ruleset(abi, handledFilesystem(abi: abi),
                                                        abi >= 4 && !online ? MAPSCRIPT_LANDLOCK_NET_BIND_TCP | MAPSCRIPT_LANDLOCK_NET_CONNECT_TCP : 0,
                                                        abi >= 6 ? MAPSCRIPT_LANDLOCK_SCOPE_ABSTRACT_UNIX_SOCKET | MAPSCRIPT_LANDLOCK_SCOPE_SIGNAL : 0)
        guard ruleset >= 0 else { throw failure("cannot create a Landlock ruleset") }
        defer { close(ruleset) }
        try allow(sandbox.folder, sandbox.readOnly ? read : read | write, in: ruleset)
        for path in systemFolders + mappedFolders() { try allow(path, read, in: ruleset) }
        for path in readable { try allow(path, MAPSCRIPT_LANDLOCK_FS_READ_FILE, in: ruleset) }
        for path in ["/dev/null", "/dev/tty"] { try allow(path, read | MAPSCRIPT_LANDLOCK_FS_WRITE_FILE, in: ruleset) }
        for path in writable { try allow(path, read | write, in: ruleset) }
        guard mapscript_landlock_restrict_self(ruleset) == 0 else { throw failure("cannot apply the Landlock ruleset") }
    }

    /// What the process may read beyond the sandbox, when it exists: libraries, GDAL's and
    /// PROJ's data, what the C library reads (the loader's cache, time zone, locales).
    static let systemFolders = ["/usr/lib", "/usr/lib64", "/lib", "/lib64", "/usr/local/lib", "/usr/share/gdal", "/usr/share/proj",
                                "/usr/local/share/gdal", "/usr/local/share/proj", "/usr/share/locale", "/usr/share/zoneinfo",
                                "/etc/ld.so.cache", "/etc/localtime", "/etc/locale.alias", "/dev/urandom"]

    /// Every right the kernel's ABI knows, so that none is left unchecked.
    private static func handledFilesystem(abi: Int32) -> UInt64 {
        var rights = (MAPSCRIPT_LANDLOCK_FS_MAKE_SYM << 1) - 1
        if abi >= 2 { rights |= MAPSCRIPT_LANDLOCK_FS_REFER }
        if abi >= 3 { rights |= MAPSCRIPT_LANDLOCK_FS_TRUNCATE }
        if abi >= 5 { rights |= MAPSCRIPT_LANDLOCK_FS_IOCTL_DEV }
        return rights
    }

    /// Allows `rights` beneath `path`; a path that does not exist is skipped.
    private static func allow(_ path: String, _ rights: UInt64, in ruleset: Int32) throws(Failure) {
        guard mapscript_landlock_allow_path(ruleset, path, rights) != 0 else { return }
        if errno == ENOENT || errno == ENOTDIR || errno == EACCES { return }
        throw failure("cannot allow '\(path)' in the Landlock ruleset")
    }

    /// The folders of the files mapped into the process (`/proc/self/maps`): its executable
    /// and libraries (GDAL's plug-ins, PROJ, the Swift runtime wherever it is installed).
    private static func mappedFolders() -> [String] {
        let descriptor = open("/proc/self/maps", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return [] }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let got = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if got <= 0 { break }
            bytes += chunk.prefix(got)
        }
        var folders: Set<String> = []
        for line in bytes.split(separator: UInt8(ascii: "\n")) {
            guard let slash = line.firstIndex(of: UInt8(ascii: "/")) else { continue }
            let path = String(decoding: line[slash...], as: UTF8.self)
            guard !path.hasSuffix(" (deleted)"), let last = path.lastIndex(of: "/") else { continue }
            let folder = String(path[..<last])
            if !folder.isEmpty && !folder.hasPrefix("/proc") && !folder.hasPrefix("/dev") && !folder.hasPrefix("/memfd") { folders.insert(folder) }
        }
        return folders.sorted()
    }

    /// `what` failed, with the system's message for `errno`.
    private static func failure(_ what: String) -> Failure {
        Failure(message: "\(what): " + String(cString: strerror(errno)))
    }

    /// The first file named in `message` (GDAL's: paths in quotes, or after a space) that the
    /// kernel refuses to open (`EACCES`) and that is not beneath `folder`; a `/vsi...` path is
    /// tried without its prefix, and a path into an archive by the archive. Nil when none is.
    /// Each candidate is opened (without blocking, never read): GDAL has just tried it.
    static func refusedPath(in message: String, outside folder: String) -> String? {
        let characters = Array(message)
        let bounds: Set<Character> = ["'", "`", "\"", " ", "(", ")", ","]
        var candidates: [String] = []
        var start = 0
        while start < characters.count {
            defer { start += 1 }
            guard characters[start] == "/", start == 0 || bounds.contains(characters[start - 1]) else { continue }
            var end = start
            while end < characters.count && !bounds.contains(characters[end]) { end += 1 }
            candidates.append(String(characters[start..<end]))
            start = end
        }
        for candidate in candidates {
            var path = candidate.hasSuffix(".") ? String(candidate.dropLast()) : candidate
            while path.hasPrefix("/vsi"), let slash = path.dropFirst().firstIndex(of: "/") {
                path = String(path[path.index(after: slash)...])
                if !path.hasPrefix("/") { path = "/" + path }
            }
            // `/proc/self/fd/N/../x` and links, as the kernel resolves them (without opening).
            if let real = realpath(path, nil) {
                path = String(cString: real)
                free(real)
            }
            guard path != folder, !path.hasPrefix(folder + "/") else { continue }
            var tried = path
            while !tried.isEmpty {
                let descriptor = open(tried, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
                let code = errno
                if descriptor >= 0 { close(descriptor); break }
                if code == EACCES { return path }
                guard code == ENOTDIR, let slash = tried.lastIndex(of: "/"), slash != tried.startIndex else { break }
                tried = String(tried[..<slash])
            }
        }
        return nil
    }
}
