import MapFiles
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
        throw .error(.sandboxRefusesGDAL, "cannot read '\(path)' under --sandbox: it needs GDAL, and GDAL can be confined only "
                     + "by the kernel's sandbox, which is not in force (\(reason)); only GeoJSON layers are read", at: range)
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
    /// beside `a.shp`, a folder's members) is a hard link (`file.outside-sandbox`).
    func refuseHardLinkedCompanion(_ file: FileTarget, at range: SourceRange) throws(ExecutionStop) {
        guard let sandbox = options.sandbox, case .entry = file.place, let companion = file.hardLinkedCompanion() else { return }
        throw .error(.outsideSandbox, "cannot read '\(file.path)': GDAL would open '\(companion)' with it, which is a hard link "
                     + "(a file with several names) and may be a file outside the sandbox '\(sandbox.folder)'", at: range)
    }
}
