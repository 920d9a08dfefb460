import MapCore
import TextSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a picture as a self-contained SVG 1.1 document: a `<title>`, the sea as a
/// background rectangle and one `<g>` per layer with the layer's id.
public enum SVGRenderer {
    /// The SVG text of `picture`.
    public static func svg(_ picture: Picture) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"\(picture.width)\" "
        out += "height=\"\(picture.height)\" viewBox=\"0 0 \(picture.width) \(picture.height)\">\n"
        out += "<title>\(escaped(picture.title))</title>\n"
        out += "<rect id=\"sea\" x=\"0\" y=\"0\" width=\"\(picture.width)\" height=\"\(picture.height)\" "
        out += "fill=\"\(hex(picture.background))\"/>\n"
        for layer in picture.layers {
            out += "<g id=\"\(escaped(layer.id))\">\n"
            for item in layer.items {
                switch item {
                case .path(let path): out += element(path)
                case .marker(let marker): out += element(marker)
                case .text(let text): out += element(text)
                case .image(let image): out += element(image)
                }
            }
            out += "</g>\n"
        }
        out += "</svg>\n"
        return out
    }

    // MARK: - Images

    /// A raster as an `<image>` over the whole picture, its PNG inline as a `data:` URL (SVG 1.1's
    /// `xlink:href`, which rsvg-convert and the browsers read), at the layer's opacity; nothing for
    /// an image without its PNG.
    static func element(_ image: PictureImage) -> String {
        guard !image.png.isEmpty else { return "" }
        var out = "<image xmlns:xlink=\"http://www.w3.org/1999/xlink\" x=\"0\" y=\"0\" width=\"\(image.width)\" "
        out += "height=\"\(image.height)\" preserveAspectRatio=\"none\""
        if image.opacity < 1 { out += " opacity=\"\(number(image.opacity))\"" }
        out += " xlink:href=\"data:image/png;base64,\(Base64.encoded(image.png))\"/>\n"
        return out
    }

    // MARK: - Paths

    /// A path as a `<path>` element, each subpath as `M x y L x y ...`.
    ///
    /// `relative` writes each subpath's points after the first as steps from the one before
    /// (`M1024 558.6l-.7.8-.5.9`), each point rounded to a tenth of a pixel first so that the
    /// steps add up to the same positions: about half the bytes (the HTML page's pictures).
    /// A positive `tolerance` first leaves out the points within that many pixels of the line
    /// through the others (`PathSimplifier`).
    static func element(_ path: PicturePath, relative: Bool = false, tolerance: Double = 0) -> String {
        let d = pathData(path, relative: relative, tolerance: tolerance)
        guard !d.isEmpty else { return "" }
        return "<path d=\"\(d)\"" + paint(of: path) + "/>\n"
    }

    /// A path's `d`: its subpaths, each of at least two points (a subpath with a point no
    /// picture can place, NaN from a scale too small to draw, is left out rather than written
    /// as `nan`); empty when none is left. See `element(_:relative:tolerance:)`.
    static func pathData(_ path: PicturePath, relative: Bool = false, tolerance: Double = 0) -> String {
        var d = SVGBytes()
        for subpath in path.subpaths where subpath.count >= 2 && !subpath.contains(where: { $0.x.isNaN || $0.y.isNaN }) {
            let subpath = PathSimplifier.simplified(subpath, tolerance: tolerance)
            if relative {
                appendRelative(subpath, to: &d)
            } else {
                for (index, point) in subpath.enumerated() {
                    d.append(index == 0 ? "M" : "L")
                    d.number(point.x)
                    d.append(" ")
                    d.number(point.y)
                }
            }
            if path.isClosed { d.append("Z") }
        }
        return d.text
    }

    /// A path's fill and stroke as attributes, each with a leading space.
    static func paint(of path: PicturePath) -> String {
        var out = ""
        if let fill = path.fill {
            out += " fill=\"\(hex(fill))\"" + opacity("fill-opacity", fill) + " fill-rule=\"evenodd\""
        } else {
            out += " fill=\"none\""
        }
        if let stroke = path.stroke {
            out += " stroke=\"\(hex(stroke))\"" + opacity("stroke-opacity", stroke)
            out += " stroke-width=\"\(number(path.width))\" stroke-linejoin=\"round\""
            switch path.dash {
            case .solid: out += " stroke-linecap=\"round\""
            case .dash: out += " stroke-dasharray=\"\(number(path.width * 4)) \(number(path.width * 3))\""
            case .dot: out += " stroke-linecap=\"round\" stroke-dasharray=\"\(number(path.width * 0.1)) \(number(path.width * 4))\""
            }
        }
        return out
    }

    // MARK: - Markers

    static func element(_ marker: PictureMarker) -> String {
        let x = marker.at.x, y = marker.at.y, r = marker.size / 2
        let paint = "fill=\"\(hex(marker.fill))\"" + opacity("fill-opacity", marker.fill)
            + " stroke=\"\(hex(marker.stroke))\" stroke-width=\"\(number(max(1, marker.size / 8)))\""
        func polygon(_ points: [(Double, Double)]) -> String {
            "<polygon points=\"" + points.map { number(x + $0.0) + "," + number(y + $0.1) }.joined(separator: " ")
                + "\" \(paint)/>\n"
        }
        switch marker.kind {
        case .symbol(let shape):
            switch shape {
            case .circle:
                return "<circle cx=\"\(number(x))\" cy=\"\(number(y))\" r=\"\(number(r))\" \(paint)/>\n"
            case .square:
                return polygon([(-r, -r), (r, -r), (r, r), (-r, r)])
            case .triangle:
                return polygon([(0, -r), (r * 0.87, r * 0.5), (-r * 0.87, r * 0.5)])
            case .diamond:
                return polygon([(0, -r), (r, 0), (0, r), (-r, 0)])
            case .cross, .x:
                let d = shape == .cross
                    ? "M\(number(x - r)) \(number(y))L\(number(x + r)) \(number(y))M\(number(x)) \(number(y - r))L\(number(x)) \(number(y + r))"
                    : "M\(number(x - r)) \(number(y - r))L\(number(x + r)) \(number(y + r))M\(number(x - r)) \(number(y + r))L\(number(x + r)) \(number(y - r))"
                return "<path d=\"\(d)\" fill=\"none\" stroke=\"\(hex(marker.fill))\" stroke-width=\"\(number(max(1.5, r / 2)))\"/>\n"
            }
        case .bookmark:
            return "<circle cx=\"\(number(x))\" cy=\"\(number(y))\" r=\"\(number(r))\" fill=\"\(hex(marker.fill))\" "
                + "stroke=\"\(hex(marker.stroke))\" stroke-width=\"2\"/>\n"
                + "<circle cx=\"\(number(x))\" cy=\"\(number(y))\" r=\"\(number(r / 3))\" fill=\"\(hex(marker.stroke))\"/>\n"
        case .location(let direction):
            var out = ""
            if let direction {
                out += "<polygon points=\"0,\(number(-r * 1.9)) \(number(r * 0.6)),\(number(-r * 1.05)) "
                    + "\(number(-r * 0.6)),\(number(-r * 1.05))\" fill=\"\(hex(marker.fill))\" "
                    + "transform=\"translate(\(number(x)) \(number(y))) rotate(\(number(direction)))\"/>\n"
            }
            return out + "<circle cx=\"\(number(x))\" cy=\"\(number(y))\" r=\"\(number(r * 0.7))\" fill=\"\(hex(marker.fill))\" "
                + "stroke=\"\(hex(marker.stroke))\" stroke-width=\"2.5\"/>\n"
        case .northArrow(let direction):
            return "<polygon points=\"0,\(number(-r)) \(number(r * 0.5)),\(number(r)) 0,\(number(r * 0.45)) "
                + "\(number(-r * 0.5)),\(number(r))\" \(paint) stroke-linejoin=\"round\" "
                + "transform=\"translate(\(number(x)) \(number(y))) rotate(\(number(direction)))\"/>\n"
        }
    }

    // MARK: - Text

    static func element(_ text: PictureText) -> String {
        let anchor = switch text.anchor {
        case .start: "start"
        case .middle: "middle"
        case .end: "end"
        }
        let common = "x=\"\(number(text.at.x))\" y=\"\(number(text.at.y))\" font-family=\"DejaVu Sans, Helvetica, Arial, sans-serif\" "
            + "font-size=\"\(number(text.size))\" text-anchor=\"\(anchor)\"" + (text.isBold ? " font-weight=\"bold\"" : "")
        let body = escaped(text.text)
        return "<text \(common) fill=\"none\" stroke=\"\(hex(text.halo))\" stroke-width=\"3\" stroke-linejoin=\"round\" "
            + "stroke-opacity=\"0.8\">\(body)</text>\n"
            + "<text \(common) fill=\"\(hex(text.color))\">\(body)</text>\n"
    }

    // MARK: - Values

    /// `#rrggbb`.
    static func hex(_ color: GraphicColor) -> String {
        let digits = Array("0123456789abcdef")
        var out = "#"
        for byte in [color.red, color.green, color.blue] {
            out.append(digits[Int(byte >> 4)])
            out.append(digits[Int(byte & 15)])
        }
        return out
    }

    /// ` NAME="A"` for a colour that is not opaque, else nothing.
    static func opacity(_ name: String, _ color: GraphicColor) -> String {
        color.alpha == 255 ? "" : " \(name)=\"\(NumberFormat.fixed(Double(color.alpha) / 255, places: 3))\""
    }

    /// A subpath as `M x y l dx dy dx dy ...` in tenths of a pixel (see `element(_:relative:)`);
    /// a point at the same tenth as the one before is left out (one step is kept, so that a
    /// line shorter than a tenth still draws its round cap as a dot).
    static func relativeData(_ points: [PicturePoint]) -> String {
        var d = SVGBytes()
        appendRelative(points, to: &d)
        return d.text
    }

    /// `points` as relative path data (see `relativeData(_:)`) appended to `d`.
    static func appendRelative(_ points: [PicturePoint], to d: inout SVGBytes) {
        func tenths(_ value: Double) -> Int { Int((min(max(value, -1e7), 1e7) * 10).rounded()) }
        var last = (x: 0, y: 0)
        var steps = 0
        for (index, point) in points.enumerated() {
            let here = (x: tenths(point.x), y: tenths(point.y))
            if index == 0 {
                d.append("M")
                d.decimal(tenths: here.x)
                d.append(" ")
                d.decimal(tenths: here.y)
                d.append("l")
            } else if here != last || (steps == 0 && index == points.count - 1) {
                for (position, step) in [here.x - last.x, here.y - last.y].enumerated() {
                    // A sign or the command letter already separates numbers.
                    if !(steps == 0 && position == 0) && step >= 0 { d.append(" ") }
                    d.decimal(tenths: step)
                }
                steps += 1
            }
            last = here
        }
    }

    /// A coordinate with at most one decimal (`12.5`, `-3`), clamped to ±1e7 (NaN as 0).
    static func number(_ value: Double) -> String {
        var d = SVGBytes()
        d.number(value)
        return d.text
    }

    /// Text as the picture and the page write it (`XMLEscaping`'s `.text`): the characters XML
    /// 1.0 does not allow left out, as the KML export leaves them, since a name with an escape
    /// character in it would otherwise make the SVG not well-formed.
    static func escaped(_ text: String) -> String {
        XMLEscaping.escaped(text)
    }
}
