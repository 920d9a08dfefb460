import MapCore

extension MapError {
    /// The diagnostic id of this error's message family.
    var diagnosticID: DiagnosticID {
        switch self {
        case .latitudeOutOfRange, .longitudeOutOfRange: .coordinateOutOfRange
        case .invalidScale, .invalidRotation, .invalidZoomFactor, .invalidPanFraction, .invalidDuration, .clockOverflow,
             .invalidItemWidth:
            .invalidViewpointValue
        case .viewSizeOutOfRange: .viewSizeOutOfRange
        case .invalidWKID, .noProjection: .invalidSpatialReference
        case .spatialReferenceMismatch: .spatialReferenceMismatch
        case .unknownBasemap: .unknownBasemap
        case .basemapLoadFailed: .basemapLoadFailed
        case .noGalleryItem, .noGalleryItemNamed: .noGalleryItem
        case .galleryPositionOutOfRange, .bookmarkPositionOutOfRange, .bookmarkDestinationOutOfRange,
             .graphic(.destinationOutOfRange): .positionOutOfRange
        case .noBookmark, .noBookmarkNamed: .noBookmark
        case .duplicateBookmark: .duplicateBookmark
        case .duplicateGalleryItem: .duplicateGalleryItem
        case .emptyBookmarkName: .emptyName
        case .graphic(.noGraphic), .graphic(.noGraphicLabeled): .noGraphic
        case .graphic: .invalidGraphic
        case .location: .locationDisplay
        case .camera: .sceneCamera
        }
    }
}
