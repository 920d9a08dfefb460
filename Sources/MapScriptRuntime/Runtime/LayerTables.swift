import MapCore
import MapFormats
import MapScriptSyntax
import TextSupport

/// The text of operational layers: `layer list`'s table, `identify`'s lines, a layer's and a
/// feature's text as values.
enum LayerTables {
    /// `layer list`: position, title, kind, features (a count) or service type, visibility,
    /// opacity, renderer; `no layers` when there are none.
    static func list(_ layers: OperationalLayers) -> String {
        guard !layers.isEmpty else { return "no layers\n" }
        var table = TextTable([
            .init(heading: "#", alignment: .right), .init(heading: "title", alignment: .left),
            .init(heading: "kind", alignment: .left), .init(heading: "content", alignment: .left),
            .init(heading: "visible", alignment: .left), .init(heading: "opacity", alignment: .right),
            .init(heading: "renderer", alignment: .left),
        ])
        for (index, layer) in layers.layers.enumerated() {
            table.add([String(index + 1), layer.title, layer.kind.rawValue, content(of: layer), layer.isVisible ? "yes" : "no",
                       NumberFormat.shortest(layer.opacity), renderer(of: layer)])
        }
        return table.text
    }

    /// `1,354 features` (`, 12 shown` under a filter), the service's type, or a raster's size,
    /// bands and spatial reference.
    static func content(of layer: OperationalLayer) -> String {
        switch layer.content {
        case .features(let set):
            let count = NumberFormat.grouped(set.features.count) + (set.features.count == 1 ? " feature" : " features")
            guard let filter = set.filter else { return count }
            return count + ", " + NumberFormat.grouped(filter.kept.count) + " shown"
        case .service(let service):
            return "service " + service.type
        case .raster(let raster):
            return raster.description.summary
        }
    }

    /// `simple`, `unique value by "name"`, `class breaks by "pop"`; `-` for a service.
    static func renderer(of layer: OperationalLayer) -> String {
        guard let renderer = layer.featureSet?.renderer else { return "-" }
        return renderer.field.map { renderer.kindName + " by " + JSONWriter.quoted($0) } ?? renderer.kindName
    }

    /// One line of `identify`: `Lakes #12: name="Yellowstone Lake", scalerank=0`.
    static func identified(_ feature: Feature, number: Int, in layer: OperationalLayer) -> String {
        let fields = feature.fields.map { "\($0.key)=\($0.value)" }.joined(separator: ", ")
        let line = "\(layer.title) #\(number)" + (fields.isEmpty ? "" : ": " + fields)
        return line.escapingControlCharacters
    }

    /// One line of `identify` on a raster layer: `Orthophoto (raster): band 1=200, band 2=30,
    /// band 3=null` (null where the band has no data).
    static func identified(_ values: [Double?], in layer: OperationalLayer) -> String {
        let bands = values.enumerated().map { "band \($0.offset + 1)=" + ($0.element.map(NumberFormat.shortest) ?? "null") }
        return "\(layer.title) (raster): \(bands.joined(separator: ", "))".escapingControlCharacters
    }

    /// A feature as `print` writes it: `{name="Cody", pop=9161}` (its fields; `{}` without).
    static func text(of feature: Feature) -> String {
        "{" + feature.fields.map { "\($0.key)=\($0.value)" }.joined(separator: ", ") + "}"
    }
}
