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
        case .invalidWKID, .noProjection, .transformFailed: .invalidSpatialReference
        case .spatialReferenceMismatch: .spatialReferenceMismatch
        case .unknownBasemap: .unknownBasemap
        case .basemapLoadFailed: .basemapLoadFailed
        case .noGalleryItem, .noGalleryItemNamed: .noGalleryItem
        case .galleryPositionOutOfRange, .bookmarkPositionOutOfRange, .bookmarkDestinationOutOfRange,
             .graphic(.destinationOutOfRange), .layer(.positionOutOfRange), .layer(.destinationOutOfRange): .positionOutOfRange
        case .noBookmark, .noBookmarkNamed: .noBookmark
        case .duplicateBookmark: .duplicateBookmark
        case .duplicateGalleryItem: .duplicateGalleryItem
        case .emptyBookmarkName: .emptyName
        case .graphic(.noGraphic), .graphic(.noGraphicLabeled): .noGraphic
        case .graphic: .invalidGraphic
        case .location: .locationDisplay
        case .camera: .sceneCamera
        case .layer(.noLayer), .layer(.noLayerTitled), .layer(.noTable), .layer(.noTableTitled): .noLayer
        case .layer(.ambiguousTitle): .ambiguousLayerTitle
        case .layer(.emptyTitle): .emptyName
        case .layer(.invalidOpacity), .layer(.invalidScaleRange): .invalidLayerValue
        case .layer(.notAFeatureLayer): .notAFeatureLayer
        case .layer(.notAWebMapLayer), .layer(.memberPath): .notAWebMapLayer
        case .layer(.memberType): .typeMismatch
        case .layer(.unknownField): .unknownField
        case .layer: .invalidLayerValue
        }
    }
}
