// swift-tools-version: 6.0
import PackageDescription

/// MapScript: a scripting language, REPL and batch runner for map sessions.
///
/// The modules show the architecture:
/// - `MapCore`: the domain (viewpoints, projections, basemaps, gallery, bookmarks, session); no I/O.
/// - `MapFormats`: JSON reading and writing and the file formats (portal file, exports).
/// - `MapScript`: the language (Syntax, Diagnostics, Runtime); never touches the terminal.
/// - `CReadline`: GNU readline, as a system library.
/// - `CThreads`: thread facts Swift's Glibc module does not expose: the running thread's stack
///   bounds (for the interpreter's stack guard) and the cores the process may use.
/// - `mapscript`: the thin executable (command line, REPL, terminal).
///
/// No target uses unsafe flags, so the library products work as dependencies. Release builds of
/// the executable link the Swift runtime statically with `swift build -c release
/// --static-swift-stdlib` (start-up then skips resolving thousands of symbols across shared
/// libraries, a third of `mapscript -e 'print 1'`). The interpreter's hot class properties skip
/// run-time exclusivity checks by declaration (`@exclusivity(unchecked)`), not by a flag.
let package = Package(
    name: "MapScript",
    products: [
        .executable(name: "mapscript", targets: ["mapscript"]),
        .library(name: "MapCore", targets: ["MapCore"]),
        .library(name: "MapScriptLanguage", targets: ["MapScript"]),
    ],
    targets: [
        .target(name: "MapCore"),
        .target(name: "MapFormats", dependencies: ["MapCore"]),
        .target(name: "CThreads"),
        .target(name: "MapScript", dependencies: ["MapCore", "MapFormats", "CThreads"]),
        .systemLibrary(
            name: "CReadline",
            providers: [.apt(["libreadline-dev"])]
        ),
        .executableTarget(name: "mapscript", dependencies: ["MapCore", "MapScript", "CReadline"]),
        .testTarget(name: "mapscriptTests", dependencies: ["mapscript"], exclude: ["repl_pty.py"]),
        .testTarget(name: "MapCoreTests", dependencies: ["MapCore"]),
        .testTarget(name: "MapFormatsTests", dependencies: ["MapFormats"]),
        .testTarget(name: "MapScriptTests", dependencies: ["MapScript"]),
    ],
    swiftLanguageModes: [.v6]
)
