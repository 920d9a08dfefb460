import MapCore

/// The language's words for the domain's states, as values and `print` give them: a property
/// reads them (`gallery.style`, `gallery[1].status`, `location.autopan`) and the runtime's
/// printers write them.
package enum ValueWords {
    /// The word for a gallery style: `list`, `grid` or `automatic`.
    package static func styleWord(_ style: BasemapGallery.Style) -> String {
        switch style {
        case .list: return "list"
        case .grid: return "grid"
        case .automatic: return "automatic"
        }
    }

    /// The word for an item's status: `not loaded`, `loaded`, `load failed`, `mismatch`.
    package static func statusWord(_ status: BasemapGalleryItem.Status) -> String {
        switch status {
        case .notLoaded: return "not loaded"
        case .loaded: return "loaded"
        case .loadFailed: return "load failed"
        case .mismatch: return "mismatch"
        }
    }

    /// The language's word for an auto-pan mode: `off`, `recenter`, `navigation`, `compass`.
    package static func word(of mode: LocationDisplay.AutoPanMode) -> String {
        switch mode {
        case .off: "off"
        case .recenter: "recenter"
        case .navigation: "navigation"
        case .compassNavigation: "compass"
        }
    }
}
