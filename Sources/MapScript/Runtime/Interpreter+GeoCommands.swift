import MapCore

extension Interpreter {
    /// Runs a graphics, measurement, location display or camera command.
    func executeGeo(_ command: Command, at range: SourceRange) throws(ExecutionStop) {
        switch command {
        case .graphicAdd(let shape, let style): try graphicAdd(shape, style: style, range: range)
        case .graphicList: output.write(GeoValues.table(session.graphics.graphics))
        case .graphicRemove(let target): try graphicRemove(target)
        case .graphicMove(let target, let destination): try graphicMove(target, to: destination)
        case .graphicClear: session.removeAllGraphics()
        case .measure(let target, let end): try measure(target, to: end)
        case .locationStart(let source): try locationStart(source, range: range)
        case .locationMove(let position, let heading, let speed):
            try locationMove(position, heading: heading, speed: speed, range: range)
        case .locationStep: try mapCall(at: range) { () throws(MapError) in try session.stepLocation() }
        case .locationStop: session.stopLocation()
        case .autopan(let mode): autopan(mode)
        case .cameraShow: try cameraShow(range: range)
        case .cameraAt(let position, let altitude, let heading, let pitch):
            try cameraAt(position, altitude: altitude, heading: heading, pitch: pitch, range: range)
        case .cameraOrbit(let degrees): try cameraTurn(degrees, orbit: true, range: range)
        case .cameraTilt(let degrees): try cameraTurn(degrees, orbit: false, range: range)
        case .bookmarkAdd, .bookmarkList, .bookmarkClear, .bookmarkRemove, .bookmarkMove, .bookmarkRename, .goto, .gotoTarget,
             .zoomIn, .zoomOut, .zoomTo, .rotate, .pan, .viewSize, .viewpoint, .where, .basemapUse, .basemapUseRaster, .basemapShow, .basemapStyles,
             .galleryShow,
             .galleryStyle, .galleryAdd, .galleryRemove, .galleryReset, .galleryLoad, .mapNew, .sceneNew, .save, .load,
             .importWebMap, .export, .exportSVG, .exportHTML, .show, .source, .wait, .help, .quit, .layerAdd, .layerAddService,
             .layerList, .layerRemove, .layerMove, .layerVisibility, .layerOpacity, .layerTitle, .layerScale, .layerStyle,
             .layerFilter, .layerLegend, .layerSet, .layerFindSource, .layerReplaceSource, .gotoLayer,
             .identify:
            try execute(command, at: range)
        }
    }
}
