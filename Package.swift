// swift-tools-version: 6.0
import PackageDescription

/// MapScript: a scripting language, REPL and batch runner for map sessions.
///
/// The modules show the architecture:
/// - `TextSupport`: text helpers with no dependencies (number formatting and scanning, UTF-8 lead
///   bytes, "did you mean" suggestions, trimming), shared by the modules below.
/// - `MapCore`: the domain (viewpoints, projections, basemaps, gallery, bookmarks, graphics,
///   operational layers, session); no I/O. On `MapFormats` for `JSONValue` alone: a layer's fields
///   and a service layer's JSON are JSON values.
/// - `MapFormats`: JSON reading and writing, text positions, atomic file writes; knows no domain.
/// - `MapFiles`: the files that speak the domain (the portal file), on MapCore and MapFormats.
/// - `MapDraw`: pictures of a session (land, graticule, graphics, bookmarks, furniture) as a
///   drawing model, written as SVG or as braille character cells; no I/O, on MapCore alone.
/// - `MapScriptSyntax`: the language's text (lexer, parser, diagnostics, formatter, static
///   analysis) and its values' tables; no files of the domain, no drawing, no C shim.
/// - `MapScriptRuntime`: running the language (resolver, interpreter, REPL support), on
///   `MapScriptSyntax`; never touches the terminal.
/// - `MapScriptTesting`: the golden scenario runner (`mapscript test`), on `MapScriptRuntime`.
/// - `LanguageServer`: `mapscript lsp`, the Language Server Protocol over JSON-RPC (framing,
///   dispatch, open documents, each feature in its own file), on the language's modules and
///   MapFormats.
/// - `CReadline`: GNU readline, as a system library.
/// - `CThreads`: thread facts Swift's Glibc module does not expose: the running thread's stack
///   bounds (for the interpreter's stack guard) and the cores the process may use; and the
///   `openat2` system call (for `--sandbox`).
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
        .library(name: "MapScriptLanguage", targets: ["MapScriptSyntax", "MapScriptRuntime", "MapScriptTesting"]),
    ],
    targets: [
        .target(name: "TextSupport"),
        .target(name: "MapFormats", dependencies: ["TextSupport"]),
        .target(name: "MapCore", dependencies: ["TextSupport", "MapFormats"]),
        .target(name: "MapFiles", dependencies: ["TextSupport", "MapCore", "MapFormats"]),
        .target(name: "MapDraw", dependencies: ["TextSupport", "MapCore", "MapFormats"]),
        .target(name: "CThreads"),
        .target(name: "MapScriptSyntax", dependencies: ["TextSupport", "MapCore", "MapFormats"]),
        .target(name: "MapScriptRuntime", dependencies: ["TextSupport", "MapCore", "MapFormats", "MapFiles", "MapDraw", "CThreads", "MapScriptSyntax"]),
        .target(name: "MapScriptTesting", dependencies: ["TextSupport", "MapFormats", "MapScriptSyntax", "MapScriptRuntime"]),
        .target(name: "LanguageServer", dependencies: ["TextSupport", "MapFormats", "MapScriptSyntax", "MapScriptRuntime"]),
        .systemLibrary(
            name: "CReadline",
            providers: [.apt(["libreadline-dev"])]
        ),
        .executableTarget(name: "mapscript", dependencies: ["TextSupport", "MapCore", "MapFormats", "MapDraw", "MapFiles", "MapScriptSyntax", "MapScriptRuntime", "MapScriptTesting", "LanguageServer", "CReadline"]),
        // What the tests that read our files with outside programs share: which are installed.
        .target(name: "ExternalTools", path: "Tests/ExternalTools"),
        .testTarget(name: "mapscriptTests", dependencies: ["mapscript", "LanguageServer", "ExternalTools"],
                    exclude: ["repl_pty.py", "live_show_pty.py", "shell_completion_zsh.py", "Rasters/tile_server.py", "Rasters/esri_cache.py", "LSP/lsp_pygls.py", "LSP/lsp_nvim.lua", "HTML/html_page.py", "HTML/html_tiles.py", "HTML/html_legend.py", "HTML/html_flight.py", "HTML/html_grid.py", "HTML/html_browser.py", "Grid/grid_points.py", "Grid/grid_inverse.py"]),
        .testTarget(name: "MapCoreTests", dependencies: ["MapCore", "MapFormats"]),
        .testTarget(name: "MapDrawTests", dependencies: ["MapDraw", "MapCore", "TextSupport", "ExternalTools"], exclude: ["Golden", "png_pixels.py"]),
        .testTarget(name: "TextSupportTests", dependencies: ["TextSupport"]),
        .testTarget(name: "MapFormatsTests", dependencies: ["MapFormats"]),
        .testTarget(name: "MapFilesTests", dependencies: ["MapFiles", "MapFormats", "TextSupport", "ExternalTools"], exclude: ["Readers", "Fixtures"]),
        .testTarget(name: "MapScriptTests", dependencies: ["MapScriptSyntax", "MapScriptRuntime", "MapScriptTesting", "mapscript"]),
    ],
    swiftLanguageModes: [.v6]
)
