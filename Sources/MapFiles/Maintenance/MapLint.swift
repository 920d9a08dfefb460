import MapFormats

/// The checks of `mapscript lint`: what is wrong or doubtful in a web map or a session file
/// that its readers accept. Each finding names its rule, the JSON member at fault and its
/// position (the member's key).
///
/// The layers checked are a web map's operational layers (group layers' at every depth), its
/// tables and its basemap's layers; a session file's layers (their service or feature
/// collection JSON, as the web map had it).
public struct MapLint: Sendable {
    /// A rule; its raw value is the diagnostic id.
    public enum Rule: String, Sendable, Hashable, CaseIterable {
        /// A service URL that is `http://` (a warning).
        case httpService = "lint.http-service"
        /// Two layers with the same `id` (an error).
        case duplicateLayerID = "lint.duplicate-layer-id"
        /// A layer with neither `url`, `itemId` nor `featureCollection` (an error).
        case layerWithoutSource = "lint.layer-without-source"
        /// A scale range that shows the layer at no scale (an error).
        case hiddenAtEveryScale = "lint.hidden-at-every-scale"
        /// A definition expression that is not an SQL-92 where clause (an error).
        case invalidDefinitionExpression = "lint.invalid-definition-expression"
        /// A bookmark outside the map's initial extent (a warning).
        case bookmarkOutsideExtent = "lint.bookmark-outside-extent"
        /// A pop-up naming a field its layer's feature collection lacks (a warning).
        case popupUnknownField = "lint.popup-unknown-field"

        /// Whether a finding of this rule is an error (else a warning).
        public var isError: Bool {
            switch self {
            case .duplicateLayerID, .layerWithoutSource, .hiddenAtEveryScale, .invalidDefinitionExpression: true
            case .httpService, .bookmarkOutsideExtent, .popupUnknownField: false
            }
        }
    }

    /// One finding.
    public struct Finding: Sendable, Hashable {
        /// The rule that found it.
        public var rule: Rule
        /// The member at fault.
        public var path: JSONPath
        /// Where it is written: the member's key (an array element's first character).
        public var position: TextPosition
        /// What is wrong, lowercase, no trailing period, led by the path.
        public var message: String
    }

    /// The findings, in document order.
    public var findings: [Finding]

    /// Lints `document`.
    public init(_ document: MapDocument) {
        var checker = Checker(document: document)
        switch document.kind {
        case .webMap: checker.checkWebMap()
        case .session: checker.checkSession()
        }
        findings = checker.findings.sorted { ($0.position.offset, $0.rule.rawValue) < ($1.position.offset, $1.rule.rawValue) }
    }

    /// Walks a document and collects findings.
    struct Checker {
        let document: MapDocument
        var findings: [Finding] = []
        /// Layer ids seen, with the path of the first layer that had each.
        var ids: [String: JSONPath] = [:]

        /// Records a finding of `rule` about `path` (in the web map or session: under
        /// `itemData` in item JSON).
        mutating func report(_ rule: Rule, _ relative: JSONPath, _ message: String) {
            let path = JSONPath(document.root.components + relative.components)
            findings.append(Finding(rule: rule, path: path, position: document.position(of: path), message: "\(path): \(message)"))
        }

        mutating func checkWebMap() {
            let top = document.content
            for (index, layer) in (top["operationalLayers"]?.arrayValue ?? []).enumerated() {
                checkLayer(layer, at: ["operationalLayers", .index(index)], needsSource: true)
            }
            for (index, table) in (top["tables"]?.arrayValue ?? []).enumerated() {
                checkLayer(table, at: ["tables", .index(index)], needsSource: true)
            }
            for (index, layer) in (top["baseMap"]?["baseMapLayers"]?.arrayValue ?? []).enumerated() {
                checkLayer(layer, at: ["baseMap", "baseMapLayers", .index(index)], needsSource: true)
            }
            checkBookmarks()
        }

        mutating func checkSession() {
            for (index, entry) in (document.content["layers"]?.arrayValue ?? []).enumerated() {
                let path: JSONPath = ["layers", .index(index)]
                checkHTTP(entry, "source", at: path)
                checkScaleRange(entry, at: path)
                if let service = entry["service"], service.objectValue != nil {
                    checkLayer(service, at: path.appending("service"), needsSource: false)
                }
                if let collection = entry["featureCollection"], collection.objectValue != nil {
                    checkLayer(collection, at: path.appending("featureCollection"), needsSource: false)
                }
            }
        }
    }
}
