import Foundation

/// `scripts/gen-surface [--check]`: writes the files `SurfaceCodegen` derives from the surface
/// table (or, with `--check`, fails when one is not current). Compiled by `scripts/gen-surface`
/// together with the table.
@main
struct GenSurface {
    static func main() throws {
        let arguments = CommandLine.arguments.dropFirst()
        guard let root = arguments.first else {
            FileHandle.standardError.write(Data("usage: gen-surface ROOT [--check]\n".utf8))
            exit(2)
        }
        let check = arguments.contains("--check")
        var stale = 0
        for (path, text) in SurfaceCodegen.files {
            let url = URL(fileURLWithPath: root).appendingPathComponent(path)
            let current = try? String(contentsOf: url, encoding: .utf8)
            if current == text { continue }
            if check {
                print("not current: \(path)")
                stale += 1
            } else {
                try text.write(to: url, atomically: true, encoding: .utf8)
                print("wrote \(path)")
            }
        }
        exit(stale == 0 ? 0 : 1)
    }
}
