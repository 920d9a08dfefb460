import MapFiles
import MapScriptSyntax
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: - What the kernel's sandbox cannot see

extension Interpreter {
    /// Under `--sandbox` without the kernel's sandbox (`Options.gdalRefusal`), refuses the file
    /// `path` that GDAL would read (`file.sandbox-refuses-gdal`): the path checks see only the
    /// path named, not what GDAL opens from it (a VRT's sources, a shapefile's sidecars).
    func refuseGDALOutsideKernelSandbox(_ path: String, at range: SourceRange) throws(ExecutionStop) {
        guard options.sandbox != nil, let reason = options.gdalRefusal else { return }
        throw .error(.sandboxRefusesGDAL, "cannot read '\(path)' under --sandbox: it needs GDAL, which only the kernel's sandbox "
                     + "can confine, and that is not in force here (\(reason)); GeoJSON layers are read without GDAL", at: range)
    }

    /// Under `--sandbox`, refuses a file found inside it for reading that is a hard link (a
    /// regular file with more than one name): its other name may be outside, and neither the
    /// path checks nor Landlock (which allows by path) can tell (`file.outside-sandbox`).
    func refuseHardLink(_ file: FileTarget, at range: SourceRange) throws(ExecutionStop) {
        guard let sandbox = options.sandbox, case .entry(let folder, let name) = file.place else { return }
        var info = stat()
        guard fstatat(folder.descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0,
              (info.st_mode & S_IFMT) == S_IFREG && info.st_nlink > 1 else { return }
        throw .error(.outsideSandbox, "'\(file.path)' is a hard link (a file with \(info.st_nlink) names), which may be a file "
                     + "outside the sandbox '\(sandbox.folder)': refused under --sandbox", at: range)
    }

    /// Under `--sandbox`, refuses a layer file when a file GDAL would open beside it (`a.dbf`
    /// beside `a.shp`, a folder's members) is a symbolic link that leads outside, or a hard link
    /// (`file.outside-sandbox`): GDAL opens them by name, unseen by the path checks (the kernel's
    /// sandbox refuses the first kind too, but GDAL may then read the layer without them).
    func refuseCompanionsOutside(_ file: FileTarget, at range: SourceRange) throws(ExecutionStop) {
        guard let sandbox = options.sandbox, case .entry = file.place else { return }
        let links = file.companions(all: true) { folder, member in
            var info = stat()
            guard fstatat(folder, member, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return false }
            return (info.st_mode & S_IFMT) == S_IFLNK || ((info.st_mode & S_IFMT) == S_IFREG && info.st_nlink > 1)
        }
        for member in links {
            let path = file.companionPath(member)
            let place: FileTarget.Place
            do throws(Sandbox.Refusal) { place = try sandbox.locate(path, for: .read) } catch {
                let leads = if case .outside(let target?) = error { " (it leads to '\(target)')" } else { "" }
                throw .error(.outsideSandbox, "cannot read '\(file.path)': GDAL would open '\(path)' with it, which is outside "
                             + "the sandbox '\(sandbox.folder)'" + leads, at: range)
            }
            var info = stat()
            if case .entry(let folder, let name) = place, fstatat(folder.descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0,
               (info.st_mode & S_IFMT) == S_IFREG && info.st_nlink > 1 {
                throw .error(.outsideSandbox, "cannot read '\(file.path)': GDAL would open '\(path)' with it, which is a hard link "
                             + "(a file with \(info.st_nlink) names) and may be a file outside the sandbox '\(sandbox.folder)'", at: range)
            }
        }
    }

    /// Under `--sandbox`, `file.outside-sandbox` for a GDAL failure (its `message`, about the
    /// file `path`) that the sandbox caused: a SQLite `VirtualOGR` table (turned off: it opens
    /// any file its SQL names), a network file system (`/vsicurl/`...) without `--online`, or
    /// under the kernel's sandbox a file outside that the kernel refused (a VRT's source, a
    /// `/vsizip/` archive). Nil for any other failure.
    func kernelRefusal(_ message: String, reading path: String, at range: SourceRange) -> ExecutionStop? {
        guard let sandbox = options.sandbox else { return nil }
        if message.contains("no such module: VirtualOGR") {
            return .error(.outsideSandbox, "'\(path)' has a VirtualOGR table, which may read any file and is refused under "
                          + "--sandbox: " + message, at: range)
        }
        if !options.online, let scheme = Self.networkFileSystems.first(where: { message.contains($0) }) {
            return .error(.outsideSandbox, "'\(path)' names a file on the network (\(scheme)), refused under --sandbox without "
                          + "--online: " + message, at: range)
        }
        guard options.gdalRefusal == nil, let denied = KernelSandbox.refusedPath(in: message, outside: sandbox.folder) else { return nil }
        return .error(.outsideSandbox, "GDAL was refused '\(denied)', outside the sandbox '\(sandbox.folder)', reading '\(path)': "
                      + message, at: range)
    }

    /// GDAL's virtual file systems that read from the network.
    static let networkFileSystems = ["/vsicurl", "/vsis3", "/vsigs", "/vsiaz", "/vsiadls", "/vsioss", "/vsiswift", "/vsiwebhdfs", "/vsihdfs"]
}
