import MapCore

extension HTMLPage {
    /// The location display's track as a picture layer (`track`): the line through its fixes,
    /// in the location's blue, cut to the picture. Pictures of one view leave tracks out; a page
    /// that plays a demo shows where the location goes. Empty without a track.
    static func trackLayer(of session: Session, in frame: MapFrame) -> PictureLayer {
        guard session.locationDisplay.isStarted, let track = session.locationDisplay.track, track.count >= 2 else {
            return PictureLayer(id: "track")
        }
        let points = track.fixes.map { frame.pixel(latitude: $0.latitude, longitude: $0.longitude) }
        let lines = Clipper(width: frame.width, height: frame.height, margin: 8).clip(line: points)
        guard !lines.isEmpty else { return PictureLayer(id: "track") }
        return PictureLayer(id: "track", items: [
            .path(PicturePath(lines, closed: false, stroke: trackColor, width: 2.5, dash: .dash)),
        ])
    }

    /// The location display's blue (as `PictureBuilder` draws the location).
    static let trackColor = GraphicColor(rgb: 0x007AC2)

    /// `picture` with the track layer under its location layer (or on top when it has none).
    static func withTrack(_ picture: Picture, of session: Session, in frame: MapFrame) -> Picture {
        let track = trackLayer(of: session, in: frame)
        guard !track.items.isEmpty else { return picture }
        var picture = picture
        let index = picture.layers.firstIndex { $0.id == "location" } ?? picture.layers.count
        picture.layers.insert(track, at: index)
        return picture
    }
}
