import Foundation
#if canImport(Testing)
import Testing
#endif

/// The outside programs the tests read MapScript's files with (GDAL's `ogrinfo`, `xmllint`,
/// `rsvg-convert`, Esri's web map model, pexpect, groff, Chromium through Playwright), and the rule for when one is missing.
///
/// A test that needs one carries its trait (`.needs(ExternalTool.gdal)`): where the program is
/// not installed, the test is skipped and the skip says what is missing and how to install it,
/// so that `swift test` passes on a machine with only Swift and readline. `.ci/run` installs
/// every program and sets `MAPSCRIPT_REQUIRE_TOOLS=1`: then nothing is skipped, and a missing
/// program fails the test that needs it.
public struct ExternalTool: Sendable {
    /// What it is, as a skip names it (`GDAL's ogrinfo`).
    public let name: String
    /// How to install it.
    public let install: String
    /// Whether it can run here.
    public let isAvailable: Bool

    /// A program on the PATH.
    public static func program(_ program: String, name: String, install: String) -> ExternalTool {
        ExternalTool(name: name, install: install, isAvailable: locate(program) != nil)
    }

    /// Python modules that `python3` must import.
    public static func python(_ modules: [String], name: String, install: String) -> ExternalTool {
        python(code: modules.map { "import \($0)" }.joined(separator: "; "), name: name, install: install)
    }

    /// Python code that must run without an error.
    public static func python(code: String, name: String, install: String) -> ExternalTool {
        ExternalTool(name: name, install: install, isAvailable: succeeds(["python3", "-c", code]))
    }

    /// GDAL's `ogrinfo`.
    public static let gdal = program("ogrinfo", name: "GDAL's ogrinfo", install: "apt-get install gdal-bin")
    /// GDAL's `ogr2ogr`, which makes the GeoPackage, Shapefile, FlatGeobuf, KML and CSV files
    /// `layer add` reads through GDAL (libgdal comes with it).
    public static let ogr2ogr = program("ogr2ogr", name: "GDAL's ogr2ogr", install: "apt-get install gdal-bin")
    /// GDAL's `gdaltransform`, which transforms points between spatial references with PROJ.
    public static let gdaltransform = program("gdaltransform", name: "GDAL's gdaltransform", install: "apt-get install gdal-bin")
    /// libxml2's `xmllint`.
    public static let xmllint = program("xmllint", name: "xmllint", install: "apt-get install libxml2-utils")
    /// librsvg's `rsvg-convert`.
    public static let rsvg = program("rsvg-convert", name: "rsvg-convert", install: "apt-get install librsvg2-bin")
    /// groff, which renders manual pages.
    public static let groff = program("groff", name: "groff", install: "apt-get install groff-base")
    /// Python 3 with pexpect, which drives the REPL in a pseudo-terminal.
    public static let pexpect = python(["pexpect"], name: "Python 3 with pexpect", install: "pip install pexpect")
    /// Python 3 with junitparser, which reads the JUnit XML of `mapscript test --junit` as CI
    /// reporters do.
    public static let junitparser = python(["junitparser"], name: "Python 3 with junitparser", install: "pip install junitparser")
    /// pygls's language client (and lsprotocol's types), which talks to `mapscript lsp`.
    public static let pygls = python(["pygls.lsp.client", "lsprotocol.types"], name: "Python 3 with pygls", install: "pip install pygls")
    /// pyproj (PROJ for Python), the check of the map's transforms in any spatial reference.
    public static let pyproj = python(["pyproj"], name: "Python 3 with pyproj", install: "pip install pyproj")
    /// bash, zsh and fish, which run the scripts of `mapscript completion SHELL`.
    public static let bash = program("bash", name: "bash", install: "apt-get install bash")
    public static let zsh = program("zsh", name: "zsh", install: "apt-get install zsh")
    public static let fish = program("fish", name: "fish", install: "apt-get install fish")
    /// Neovim, whose built-in LSP client talks to `mapscript lsp`.
    public static let neovim = program("nvim", name: "Neovim", install: "apt-get install neovim")
    /// Esri's web map model (`arcgis.map`, package arcgis-mapping) on pydantic.
    /// As `Tests/MapFilesTests/Readers/validate_webmap.py` loads it: pydantic and the `arcgis`
    /// package's files (`arcgis.map` itself imports the whole ArcGIS API, which the script
    /// stands in for).
    public static let webMapModel = python(code: "import pydantic, importlib.util, sys; sys.exit(importlib.util.find_spec('arcgis') is None)",
                                           name: "Esri's web map model (arcgis-mapping)",
                                           install: "pip install pydantic; pip install --no-deps arcgis-mapping")

    /// Playwright (PyPI) and Debian's Chromium, which it drives headless
    /// (`executable_path=/usr/bin/chromium`: no browser download), to test `export html`'s
    /// page in a real browser.
    public static let playwright = ExternalTool(
        name: "Playwright with Debian's Chromium", install: "pip install playwright; apt-get install chromium",
        isAvailable: FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium")
            && succeeds(["python3", "-c", "import playwright.sync_api"]))

    /// Whether CI asked for every tool: `MAPSCRIPT_REQUIRE_TOOLS=1`.
    public static let required = ProcessInfo.processInfo.environment["MAPSCRIPT_REQUIRE_TOOLS"] == "1"

    /// The full path of `program` on the PATH, or nil.
    public static func locate(_ program: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/\(program)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Whether `arguments` (run through `/usr/bin/env`) exits 0.
    private static func succeeds(_ arguments: [String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}

// A build without Swift Testing (the release build with the static Swift runtime, which builds
// every target but no test) has no traits to make.
#if canImport(Testing)
extension Trait where Self == ConditionTrait {
    /// Runs the test only where every one of `tools` is installed, or when CI requires them
    /// all (`ExternalTool.required`); the skip names what is missing and how to install it.
    public static func needs(_ tools: ExternalTool...) -> Self {
        let missing = tools.filter { !$0.isAvailable }
        let reason = missing.map { "\($0.name) is not installed (\($0.install); .ci/run installs it)" }.joined(separator: "; ")
        return .enabled(if: missing.isEmpty || ExternalTool.required, Comment(rawValue: reason))
    }
}
#endif
