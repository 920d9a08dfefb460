import MapCore
import TextSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension PictureBuilder {
    // MARK: - Caption

    /// `ArcGIS Topographic · 44.5250°N 110.8380°W · 1:6,000` (and the rotation when not 0, and
    /// for a scene whose camera is tilted, its heading and pitch, or that the picture is a
    /// top-down view of its target when the camera sees no ground).
    var captionText: String {
        let viewpoint = session.viewpoint
        var parts = [session.geoModel.basemap?.name ?? "no basemap",
                     DecimalText.coordinate(latitude: viewpoint.latitude, longitude: viewpoint.longitude),
                     NumberFormat.scale(viewpoint.scale)]
        if viewpoint.rotation != 0 { parts.append("rotation " + NumberFormat.fixed(viewpoint.rotation, places: 1) + "°") }
        // A tilted scene camera is drawn in perspective when it sees the ground, else from
        // straight above its target.
        if let camera = session.camera, camera.pitch != 0 {
            let pitch = NumberFormat.fixed(camera.pitch, places: 1) + "°"
            if let perspective = Perspective(camera: camera, frame: frame) {
                parts.append("perspective, heading " + NumberFormat.fixed(camera.heading, places: 1) + "° pitch " + pitch
                             + (perspective.pitch < camera.pitch ? " (drawn at " + NumberFormat.fixed(perspective.pitch, places: 0) + "°)" : ""))
            } else {
                parts.append("top-down view of the scene's target (camera pitch " + pitch + ")")
            }
        }
        return parts.joined(separator: " · ")
    }

    /// The picture's title: what it shows.
    var title: String { "Map: " + captionText }

    /// The caption, at the top left.
    mutating func caption() -> PictureLayer {
        let at = PicturePoint(x: metrics.margin, y: metrics.margin + metrics.lineHeight * 0.8)
        // The caption keeps clear of the north arrow: a narrow SVG gets a smaller font (down to
        // 60%), a narrow terminal a shortened caption.
        let room = frame.width - 2 * metrics.margin - metrics.northArrowSize - metrics.characterWidth * 2
        var caption = captionText
        var size = metrics.fontSize
        let needed = metrics.width(of: caption)
        if needed > room {
            if metrics.isCellGrid {
                let keep = max(0, Int(room / metrics.characterWidth) - 1)
                caption = caption.count > keep ? String(caption.prefix(keep)) + "…" : caption
            } else {
                size = max(metrics.fontSize * 0.6, metrics.fontSize * room / needed)
            }
        }
        let text = PictureText(caption, at: at, size: size, color: palette.text, halo: palette.halo, bold: true)
        placer.take(placer.box(of: text))
        return PictureLayer(id: "caption", items: [.text(text)])
    }

    // MARK: - Scale bar

    /// The longest round ground length (1, 2 or 5 x 10^n metres) that fits in `pixels` at
    /// `metresPerPixel`, or nil for none.
    static func roundLength(fitting pixels: Double, metresPerPixel: Double) -> Double? {
        let most = pixels * metresPerPixel
        guard most.isFinite, most > 0 else { return nil }
        var power = 1.0
        while power * 10 <= most { power *= 10 }
        while power > most { power /= 10 }
        for multiple in [5.0, 2, 1] where multiple * power <= most { return multiple * power }
        return power
    }

    /// A bar of a round ground length at the bottom left, with its length written above it.
    mutating func scaleBar() -> PictureLayer {
        let mostPixels = min(metrics.scaleBarLength, frame.width * 0.3)
        guard let metres = Self.roundLength(fitting: mostPixels, metresPerPixel: frame.groundResolution) else {
            return PictureLayer(id: "scale-bar")
        }
        let length = metres / frame.groundResolution
        let left = metrics.margin + (metrics.isCellGrid ? 1 : 0), bottom = frame.height - metrics.margin - 1
        let tick = metrics.scaleBarTick
        let bar = [PicturePoint(x: left, y: bottom - tick), PicturePoint(x: left, y: bottom),
                   PicturePoint(x: left + length, y: bottom), PicturePoint(x: left + length, y: bottom - tick)]
        let width = metrics.scaleBarWidth
        var items: [PictureLayer.Item] = []
        if !metrics.isCellGrid {  // a halo under the bar
            items.append(.path(PicturePath([bar], closed: false, stroke: palette.halo, width: width + 2)))
        }
        items.append(.path(PicturePath([bar], closed: false, stroke: palette.text, width: width)))
        let label = PictureText(DecimalText.length(metres: metres),
                                at: PicturePoint(x: left, y: bottom - tick - (metrics.isCellGrid ? 0 : 3)),
                                size: metrics.fontSize, color: palette.text, halo: palette.halo)
        items.append(.text(label))
        placer.take(LabelBox(minX: left - 1, minY: bottom - tick - metrics.lineHeight, maxX: left + max(length, 1) + 1,
                             maxY: bottom + 1))
        return PictureLayer(id: "scale-bar", items: items)
    }

    // MARK: - North arrow

    /// An arrow at the top right pointing north, turned by the rotation, with an N.
    mutating func northArrow() -> PictureLayer {
        let size = metrics.northArrowSize
        let centre = PicturePoint(x: frame.width - metrics.margin - size / 2 - (metrics.isCellGrid ? 3 : 6),
                                  y: metrics.margin + size / 2 + (metrics.isCellGrid ? 8 : metrics.lineHeight))
        let direction = frame.pictureDirection(ofAzimuth: 0)
        let marker = PictureMarker(.northArrow(direction: direction), at: centre, size: size, fill: palette.text,
                                   stroke: palette.halo)
        let radians = direction * Double.pi / 180
        let reach = size / 2 + (metrics.isCellGrid ? 2 : 4)
        let letterAt = PicturePoint(x: centre.x + sin(radians) * reach,
                                    y: centre.y - cos(radians) * reach + metrics.lineHeight * 0.3)
        let letter = PictureText("N", at: letterAt, anchor: .middle, size: metrics.fontSize, color: palette.text,
                                 halo: palette.halo, bold: true)
        placer.take(LabelBox(minX: centre.x - reach - metrics.characterWidth, minY: centre.y - reach - metrics.lineHeight,
                             maxX: centre.x + reach + metrics.characterWidth, maxY: centre.y + reach + metrics.lineHeight))
        return PictureLayer(id: "north-arrow", items: [.marker(marker), .text(letter)])
    }

    /// The basemap's attribution (a tile service's copyright text) at the bottom right, as the
    /// services ask; none when the basemap draws no raster or has no attribution.
    func attribution() -> [PictureLayer] {
        guard let basemap = session.geoModel.basemap, let text = rasters?.source(of: basemap)?.attribution, !text.isEmpty else { return [] }
        let at = PicturePoint(x: frame.width - metrics.margin, y: frame.height - metrics.margin * 0.5)
        return [PictureLayer(id: "attribution", items: [
            .text(PictureText(text, at: at, anchor: .end, size: metrics.fontSize * 0.7, color: palette.text, halo: palette.halo)),
        ])]
    }
}
