// MARK: - The table

extension CommandTable {
    /// Every command and statement, in the order `help` lists them. A command is declared here
    /// once: its words, operands and clauses (the parser reads it from this), its help, and the
    /// builder of its AST node (which `Interpreter+Commands` runs).
    static let entries: [CommandEntry] = [
        .command("bookmark", summary: "add, list, go to, reorder, rename and delete bookmarks", forms: [
            .form("add", operands: [.expression("NAME", "a bookmark name", role: .newBookmark)],
                  clauses: [.optional("at", "LAT,LON", .value("a coordinate")), .optional("scale", "S", .scale),
                            .optional("rotation", "D", .expression("a rotation"))]) {
                .bookmarkAdd(name: $0.expr(0), at: $0.optional(1), scale: $0.optional(2), rotation: $0.optional(3))
            },
            .form("list") { _ in .bookmarkList },
            .form("clear") { _ in .bookmarkClear },
            .form("remove", operands: [.expression("N|NAME", "a bookmark position or name", role: .bookmark)]) { .bookmarkRemove($0.expr(0)) },
            .form("move", operands: [.expression("N|NAME", "a bookmark position or name", role: .bookmark), .expression("M", "a position", after: "to")]) {
                .bookmarkMove($0.expr(0), to: $0.expr(1))
            },
            .form("rename", operands: [.expression("N|NAME", "a bookmark position or name", role: .bookmark),
                                       .expression("NAME", "a new name", after: "to", role: .newBookmark)]) {
                .bookmarkRename($0.expr(0), to: $0.expr(1))
            },
        ], examples: [
            "bookmark add \"Grand Prismatic Spring\" at 44.525,-110.838 scale 6000",
            .init("bookmark move \"Old Faithful\" to 1", setUp: "bookmark add \"Spring\"; bookmark add \"Old Faithful\""),
        ]),
        .command("goto", summary: "go to a bookmark or a coordinate, or fit a layer's extent", forms: [
            .form(operands: [.slot("N|NAME|BOOKMARK|LAT,LON", .value("a bookmark or a coordinate"), role: .bookmark)],
                  clauses: [.optional("scale", "S", .scale), .optional("rotation", "D", .expression("a rotation")),
                            .optional("duration", "SECONDS", .expression("a duration"))]) {
                // Without clauses, the node that stores its target inline ("Performance devices").
                $0.noClauses(after: 1) ? .gotoTarget($0.expr(0))
                    : .goto($0.expr(0), scale: $0.optional(1), rotation: $0.optional(2), duration: $0.optional(3))
            },
            .form("layer", operands: [.expression("L", "a layer position or title", role: .layer)]) { .gotoLayer($0.expr(0)) },
        ], examples: ["goto 44.525,-110.838 scale 1:6000 duration 3"]),
        .command("zoom", summary: "change the scale", forms: [
            .form("in", clauses: [.optional("by", "F", .expression("a zoom factor"))]) { .zoomIn(by: $0.optional(0)) },
            .form("out", clauses: [.optional("by", "F", .expression("a zoom factor"))]) { .zoomOut(by: $0.optional(0)) },
            .form("to", operands: [.slot("S", .scale)]) { .zoomTo(scale: $0.expr(0)) },
        ], examples: ["zoom to 1:24000"]),
        .command("rotate", summary: "set the map's rotation, degrees clockwise", forms: [
            .form(operands: [.expression("D", "an angle")]) { .rotate($0.expr(0)) },
        ], examples: ["rotate 45"]),
        .command("pan", summary: "move the view by a fraction of its size", forms: [
            .form("north", clauses: [.optional("by", "F", .expression("a fraction of the view"))]) { .pan(.north, by: $0.optional(0)) },
            .form("south", clauses: [.optional("by", "F", .expression("a fraction of the view"))]) { .pan(.south, by: $0.optional(0)) },
            .form("east", clauses: [.optional("by", "F", .expression("a fraction of the view"))]) { .pan(.east, by: $0.optional(0)) },
            .form("west", clauses: [.optional("by", "F", .expression("a fraction of the view"))]) { .pan(.west, by: $0.optional(0)) },
        ], examples: ["pan east by 0.25"]),
        .command("view", summary: "set the view's size in pixels", forms: [
            .form("size", operands: [.expression("W", "a width"), .expression("H", "a height", after: "x")]) {
                .viewSize(width: $0.expr(0), height: $0.expr(1))
            },
        ], examples: ["view size 1024 x 768"]),
        .command("viewpoint", "where", summary: "show the current viewpoint and visible extent", forms: [
            .form { $0.commandWord == "where" ? .where : .viewpoint },
        ], examples: ["viewpoint"]),
        .command("basemap", summary: "show or change the basemap", forms: [
            .form { _ in .basemapShow },
            .form("styles") { _ in .basemapStyles },
            .form("use", operands: [.slot("STYLE|NAME|N", .name("a basemap"), role: .basemap)]) { .basemapUse($0.name(0)!) },
            .form("use", "file", operands: [.slot("FILE", .file("a raster or tile cache file name"))],
                  clauses: [.optional("layer", "NAME", .expression("the name of a raster in the file"))]) {
                .basemapUseRaster(.file, location: $0.expr(0), layer: $0.optional(1))
            },
            .form("use", "tiles", operands: [.expression("URL", "a tile URL template")]) {
                .basemapUseRaster(.tiles, location: $0.expr(0), layer: nil)
            },
            .form("use", "wmts", operands: [.expression("URL", "a WMTS capabilities URL")],
                  clauses: [.optional("layer", "NAME", .expression("a layer identifier of the service"))]) {
                .basemapUseRaster(.wmts, location: $0.expr(0), layer: $0.optional(1))
            },
            .form("use", "wms", operands: [.expression("URL", "a WMS capabilities URL")],
                  clauses: [.optional("layer", "NAME", .expression("a layer name of the service"))]) {
                .basemapUseRaster(.wms, location: $0.expr(0), layer: $0.optional(1))
            },
        ], examples: ["basemap use dark-gray", "basemap styles"]),
        .command("gallery", summary: "show and edit the basemap gallery", forms: [
            .form { _ in .galleryShow },
            .form("style", "list", clauses: [.optional("width", "PIXELS", .expression("a width"))]) { .galleryStyle(.list, width: $0.optional(0)) },
            .form("style", "grid", clauses: [.optional("width", "PIXELS", .expression("a width"))]) { .galleryStyle(.grid, width: $0.optional(0)) },
            .form("style", "automatic", clauses: [.optional("width", "PIXELS", .expression("a width"))]) {
                .galleryStyle(.automatic, width: $0.optional(0))
            },
            .form("add", operands: [.expression("NAME", "an item name", role: .newGalleryItem)],
                  clauses: [.required("style", "STYLE", .name("a basemap"), role: .style), .optional("wkid", "N", .expression("a spatial reference id")),
                            .optional("description", "TEXT", .expression("a description")),
                            .optional("thumbnail", "PATH", .file("a thumbnail file name"))]) {
                .galleryAdd(name: $0.expr(0), style: $0.name(1)!, wkid: $0.optional(2), description: $0.optional(3), thumbnail: $0.optional(4))
            },
            .form("remove", operands: [.expression("N|NAME", "an item position or name")]) { .galleryRemove($0.expr(0)) },
            .form("reset") { _ in .galleryReset },
            .form("load", operands: [.slot("FILE", .file("a file name"))]) { .galleryLoad($0.expr(0)) },
        ], examples: ["gallery add \"World Imagery (WGS 84)\" style imagery wkid 4326"]),
        .command("map", summary: "start a new 2D map (bookmarks are cleared), in any spatial reference PROJ knows", forms: [
            .form("new", clauses: [.optional("basemap", "STYLE", .name("a basemap"), role: .style),
                                   .optional("wkid", "N", .expression("a spatial reference id"))]) {
                .mapNew(basemap: $0.name(0), wkid: $0.optional(1))
            },
        ], examples: ["map new basemap topographic", "map new wkid 27700"]),
        .command("scene", summary: "start a new 3D scene (bookmarks are cleared)", forms: [
            .form("new", clauses: [.optional("basemap", "STYLE", .name("a basemap"), role: .style),
                                   .optional("wkid", "N", .expression("a spatial reference id"))]) {
                .sceneNew(basemap: $0.name(0), wkid: $0.optional(1))
            },
        ], examples: ["scene new basemap imagery"]),
        .command("camera", summary: "show or move the scene's camera", forms: [
            .form { _ in .cameraShow },
            .form("at", operands: [.slot("LAT,LON", .value("a coordinate"))],
                  clauses: [.required("altitude", "METRES", .expression("an altitude")), .optional("heading", "D", .expression("a heading")),
                            .optional("pitch", "D", .expression("a pitch"))]) {
                .cameraAt($0.expr(0), altitude: $0.expr(1), heading: $0.optional(2), pitch: $0.optional(3))
            },
            .form("orbit", operands: [.expression("D", "an angle")]) { .cameraOrbit($0.expr(0)) },
            .form("tilt", operands: [.expression("D", "an angle")]) { .cameraTilt($0.expr(0)) },
        ], examples: [.init("camera at 44.2,-110.6 altitude 30000 heading 20 pitch 60", setUp: "scene new"),
                      .init("camera orbit 90", setUp: "scene new; camera at 44.46,-110.83 altitude 5000 pitch 45")]),
        .command("graphic", summary: "draw points, lines and polygons on the graphics overlay", forms: [
            .form("add", "point", operands: [.slot("LAT,LON", .value("a coordinate"))],
                  clauses: [.optional("color", "C", .name("a color")), .optional("size", "PX", .expression("a size")),
                            .optional("shape", "SHAPE", .name("a marker shape")), .optional("label", "TEXT", .expression("a label"), role: .newGraphicLabel)]) {
                .graphicAdd(.point($0.expr(0)), style: Command.GraphicStyle(color: $0.name(1), size: $0.optional(2), label: $0.optional(4),
                                                                           shape: $0.name(3)))
            },
            .form("add", "line", operands: [.slot("LAT,LON", .points(minimum: 2))],
                  clauses: [.optional("color", "C", .name("a color")), .optional("width", "PX", .expression("a width")),
                            .optional("style", "LINE", .name("a line style")), .optional("label", "TEXT", .expression("a label"), role: .newGraphicLabel)]) {
                .graphicAdd(.line($0.points(0)), style: Command.GraphicStyle(color: $0.name(1), width: $0.optional(2), label: $0.optional(4),
                                                                            lineStyle: $0.name(3)))
            },
            .form("add", "polygon", operands: [.slot("LAT,LON", .points(minimum: 3))],
                  clauses: [.optional("fill", "C", .name("a color")), .optional("color", "C", .name("a color")),
                            .optional("width", "PX", .expression("a width")), .optional("style", "LINE", .name("a line style")),
                            .optional("label", "TEXT", .expression("a label"), role: .newGraphicLabel)]) {
                .graphicAdd(.polygon($0.points(0)), style: Command.GraphicStyle(color: $0.name(2), fill: $0.name(1), width: $0.optional(3),
                                                                               label: $0.optional(5), lineStyle: $0.name(4)))
            },
            .form("list") { _ in .graphicList },
            .form("remove", operands: [.expression("N|LABEL", "a graphic position or label", role: .graphic)]) { .graphicRemove($0.expr(0)) },
            .form("move", operands: [.expression("N|LABEL", "a graphic position or label", role: .graphic), .expression("M", "a graphic position", after: "to")]) {
                .graphicMove($0.expr(0), to: $0.expr(1))
            },
            .form("clear") { _ in .graphicClear },
        ], examples: [
            "graphic add point 44.46,-110.83 color \"#e4572e\" size 10 shape diamond label \"Old Faithful\"",
            "graphic add line 44.46,-110.83 to 44.72,-110.48 color navy width 3 style dash label \"Road\"",
            .init("graphic move \"Lake\" to 1", setUp: "graphic add point 1,2; graphic add polygon 1,1 to 1,2 to 2,2 label \"Lake\""),
            .init("graphic add polygon pts fill \"#2e86ab80\"", setUp: "let pts = [(44.4,-110.9), (44.6,-110.9), (44.6,-110.6)]"),
        ]),
        .command("measure", summary: "geodesic length, area and perimeter of a graphic, or a distance", forms: [
            .form(operands: [.slot("N|LABEL|LAT,LON", .value("a graphic position, a label or a coordinate"), role: .graphic),
                             .slot("LAT,LON", .value("a coordinate"), after: "to", optional: true)]) {
                .measure($0.expr(0), to: $0.optional(1))
            },
        ], examples: [
            "measure 44.525,-110.838 to 44.46,-110.83",
            .init("measure \"Lake\"", setUp: "graphic add polygon 44.4,-110.9 to 44.6,-110.9 to 44.6,-110.6 label \"Lake\""),
        ]),
        .command("layer", summary: "operational layers: add files (GeoJSON, any vector format or raster through GDAL) and services, list, reorder, hide, fade, rename, limit to a scale range, style and filter them, show their legends, set their web map properties, find and replace their service URLs", forms: [
            .form("add", operands: [.slot("FILE", .file("a layer file name"))],
                  clauses: [.optional("title", "T", .expression("a layer title"), role: .newLayerTitle),
                            .optional("layer", "NAME", .expression("the name of a layer in the file")), .flag("all")]) {
                .layerAdd(file: $0.expr(0), title: $0.optional(1), layer: $0.optional(2), all: $0.flag(3))
            },
            .form("add", "service", operands: [.expression("URL", "a service URL")],
                  clauses: [.optional("title", "T", .expression("a layer title"), role: .newLayerTitle)]) {
                .layerAddService(url: $0.expr(0), title: $0.optional(1))
            },
            .form("list") { _ in .layerList },
            .form("remove", operands: [.expression("L", "a layer position or title", role: .layer)]) { .layerRemove($0.expr(0)) },
            .form("move", operands: [.expression("L", "a layer position or title", role: .layer), .expression("N", "a layer position", after: "to")]) {
                .layerMove($0.expr(0), to: $0.expr(1))
            },
            .form("hide", operands: [.expression("L", "a layer position or title", role: .layer)]) { .layerVisibility($0.expr(0), visible: false) },
            .form("show", operands: [.expression("L", "a layer position or title", role: .layer)]) { .layerVisibility($0.expr(0), visible: true) },
            .form("opacity", operands: [.expression("L", "a layer position or title", role: .layer), .expression("OPACITY", "an opacity from 0 to 1")]) {
                .layerOpacity($0.expr(0), opacity: $0.expr(1))
            },
            .form("title", operands: [.expression("L", "a layer position or title", role: .layer), .expression("T", "a layer title", role: .newLayerTitle)]) {
                .layerTitle($0.expr(0), title: $0.expr(1))
            },
            .form("scale", operands: [.expression("L", "a layer position or title", role: .layer)],
                  clauses: [.optional("min", "S", .scale), .optional("max", "S", .scale)]) {
                .layerScale($0.expr(0), min: $0.optional(1), max: $0.optional(2))
            },
            .form("style", operands: [.expression("L", "a layer position or title", role: .layer)],
                  clauses: [.optional("color", "C", .name("a color")), .optional("fill", "C", .name("a color")),
                            .optional("width", "W", .expression("a width")), .optional("size", "S", .expression("a size")),
                            .optional("shape", "SHAPE", .name("a marker shape")), .optional("by", "FIELD", .expression("a field name"))]) {
                .layerStyle($0.expr(0), style: Command.LayerStyle(color: $0.name(1), fill: $0.name(2), width: $0.optional(3),
                                                                 size: $0.optional(4), shape: $0.name(5), field: $0.optional(6)))
            },
            .form("filter", operands: [.expression("L", "a layer position or title", role: .layer)],
                  clauses: [.required("where", "EXPR", .expression("a condition"), role: .featureCondition), .flag("off", required: true)], exclusive: true) {
                .layerFilter($0.expr(0), condition: $0.flag(2) ? nil : $0.optional(1))
            },
            .form("legend", operands: [.expression("L", "a layer position or title", role: .layer)], clauses: [.flag("json")]) {
                .layerLegend($0.expr(0), json: $0.flag(1))
            },
            .form("set", operands: [.expression("L", "a layer position or title", role: .layer)],
                  clauses: [.required("url", "URL", .expression("a service URL")), .required("title", "T", .expression("a layer title"), role: .newLayerTitle),
                            .required("definition", "SQL", .expression("a definition expression")),
                            .required("popup", "on|off", .name("on or off")), .required("labels", "on|off", .name("on or off")),
                            .required("refresh", "MINUTES", .expression("a refresh interval in minutes")),
                            .required("scale", "range S to S", .scaleRange),
                            .required("json", "PATH VALUE", .member)], exclusive: true) {
                Command.layerSetting(&$0)
            },
            .form("find", "source", operands: [.expression("TEXT", "a text to look for in layer URLs")]) { .layerFindSource($0.expr(0)) },
            .form("replace", "source", operands: [.expression("OLD", "the start of URLs to replace"),
                                                  .expression("NEW", "what replaces it", after: "with")]) {
                .layerReplaceSource($0.expr(0), with: $0.expr(1))
            },
        ], examples: [
            .init("layer add \"lakes.geojson\" title \"Lakes\"", setUp: "export geojson \"lakes.geojson\""),
            "layer add service \"https://services.arcgis.com/x/arcgis/rest/services/Parcels/FeatureServer/0\" title \"Parcels\"",
            .init("layer add \"places.geojson\" all", setUp: "bookmark add \"A\"; export geojson \"places.geojson\""),
            .init("layer opacity \"Parcels\" 0.5", setUp: "layer add service \"https://example.org/Parcels/FeatureServer/0\""),
            .init("layer title 1 \"Tax parcels\"", setUp: "layer add service \"https://example.org/Parcels/FeatureServer/0\""),
            .init("layer scale \"Parcels\" min 1:100000 max 1:1000",
                  setUp: "layer add service \"https://example.org/Parcels/FeatureServer/0\""),
            .init("layer style 1 color navy fill \"#2e86ab80\" width 2 by \"kind\"",
                  setUp: "bookmark add \"A\"; export geojson \"a.geojson\"; layer add \"a.geojson\""),
            .init("layer filter 1 where kind == \"bookmark\" and name != \"B\"",
                  setUp: "bookmark add \"A\"; export geojson \"a.geojson\"; layer add \"a.geojson\""),
            .init("layer legend 1",
                  setUp: "bookmark add \"A\"; bookmark add \"B\" at 1,2; export geojson \"a.geojson\"; layer add \"a.geojson\"; layer style 1 by \"name\""),
            .init("layer set \"Parcels\" url \"https://gis.example.org/server/rest/services/Parcels/FeatureServer/0\"",
                  setUp: "layer add service \"http://gis.example.org/arcgis/rest/services/Parcels/FeatureServer/0\""),
            .init("layer set 1 definition \"STATUS = 'open'\"", setUp: "layer add service \"https://example.org/Parcels/FeatureServer/0\""),
            .init("layer set 1 popup off", setUp: "layer add service \"https://example.org/Parcels/FeatureServer/0\""),
            .init("layer set 1 refresh 5", setUp: "layer add service \"https://example.org/Parcels/FeatureServer/0\""),
            .init("layer set 1 scale range 1:100000 to 1:1000", setUp: "layer add service \"https://example.org/Parcels/FeatureServer/0\""),
            .init("layer find source \"Parcels/FeatureServer\"", setUp: "layer add service \"https://example.org/Parcels/FeatureServer/0\""),
            .init("layer replace source \"http://gis.example.com/arcgis\" with \"https://gis.example.com/server\"",
                  setUp: "layer add service \"http://gis.example.com/arcgis/rest/services/Roads/MapServer\""),
            .init("layer set 1 json \"popupInfo.title\" \"Parcel {PIN}\"", setUp: "layer add service \"https://example.org/Parcels/FeatureServer/0\""),
        ]),
        .command("table", summary: "the web map's tables (non-spatial layers): set their web map properties", forms: [
            .form("set", operands: [.expression("T", "a table position or title")],
                  clauses: [.required("url", "URL", .expression("a service URL")), .required("title", "T", .expression("a table title")),
                            .required("definition", "SQL", .expression("a definition expression")),
                            .required("popup", "on|off", .name("on or off")),
                            .required("refresh", "MINUTES", .expression("a refresh interval in minutes")),
                            .required("json", "PATH VALUE", .member)], exclusive: true) {
                Command.tableSetting(&$0)
            },
        ], examples: [
            .init("table set \"Permits\" url \"https://gis.example.org/server/rest/services/Permits/FeatureServer/1\"", setUp: tableSetUp),
            .init("table set 1 json \"layerDefinition.definitionExpression\" \"YEAR >= 2020\"", setUp: tableSetUp),
        ]),
        .command("identify", summary: "list the layers' features under a point, top layer first", forms: [
            .form(operands: [.slot("LAT,LON", .value("a coordinate"))],
                  clauses: [.optional("tolerance", "PX", .expression("a tolerance in pixels"))]) {
                .identify($0.expr(0), tolerance: $0.optional(1))
            },
        ], examples: [.init("identify 44.525,-110.838 tolerance 12",
                            setUp: "bookmark add \"A\" at 44.525,-110.838; export geojson \"a.geojson\"; layer add \"a.geojson\"")]),
        .command("location", summary: "the simulated location display: start, feed fixes, step a track, stop", forms: [
            .form("start", clauses: [.optional("at", "LAT,LON", .value("a coordinate")), .optional("track", "FILE", .file("a track file name"))],
                  exclusive: true) {
                .locationStart($0.optional(0).map(Command.LocationSource.at) ?? $0.optional(1).map(Command.LocationSource.track))
            },
            .form("move", operands: [.slot("LAT,LON", .value("a coordinate"))],
                  clauses: [.optional("heading", "D", .expression("a heading")), .optional("speed", "M/S", .expression("a speed"))]) {
                .locationMove($0.expr(0), heading: $0.optional(1), speed: $0.optional(2))
            },
            .form("step") { _ in .locationStep },
            .form("stop") { _ in .locationStop },
        ], examples: [
            "location start at 44.46,-110.83",
            .init("location move 44.47,-110.82 heading 90 speed 12", setUp: "location start at 44.46,-110.83"),
        ]),
        .command("autopan", summary: "how the view follows the location (a goto, pan, zoom or rotate turns it off)", forms: [
            .form("off") { _ in .autopan(.off) },
            .form("recenter") { _ in .autopan(.recenter) },
            .form("navigation") { _ in .autopan(.navigation) },
            .form("compass") { _ in .autopan(.compassNavigation) },
        ], examples: [.init("autopan navigation", setUp: "location start at 44.46,-110.83")]),
        .command("save", summary: "save the whole session to a JSON file", forms: [
            .form(operands: [.slot("FILE", .file("a file name"))]) { .save($0.expr(0)) },
        ], examples: ["save \"session.json\""]),
        .command("load", summary: "load a saved session (all or nothing)", forms: [
            .form(operands: [.slot("FILE", .file("a file name"))]) { .load($0.expr(0)) },
        ], examples: [.init("load \"session.json\"", setUp: "save \"session.json\"")]),
        .command("import", summary: "open an ArcGIS web map (a file, or its JSON text): its basemap, viewpoint, bookmarks and layers", forms: [
            .form("webmap", operands: [.slot("FILE", .file("a file name"), role: .webMap)]) { .importWebMap($0.expr(0)) },
        ], examples: [.init("import webmap \"map.json\"", setUp: "export webmap \"map.json\"")]),
        .command("export", summary: "write the session as a web map, GeoJSON, a KML tour, an SVG picture or an HTML page", forms: [
            .form("webmap", operands: [.slot("FILE", .file("a file name"))]) { .export(.webmap, $0.expr(0)) },
            .form("geojson", operands: [.slot("FILE", .file("a file name"))]) { .export(.geojson, $0.expr(0)) },
            .form("kml", operands: [.slot("FILE", .file("a file name"))]) { .export(.kml, $0.expr(0)) },
            .form("svg", operands: [.slot("FILE", .file("a file name"))],
                  clauses: [.optional("size", "W x H", .size), .optional("legend", "on|off", .name("on or off"))]) {
                let size = $0.size(1)
                return .exportSVG($0.expr(0), width: size?.width, height: size?.height, legend: $0.name(2))
            },
            .form("html", operands: [.slot("FILE", .file("a file name"))],
                  clauses: [.optional("size", "W x H", .size), .optional("legend", "on|off", .name("on or off"))]) {
                let size = $0.size(1)
                return .exportHTML($0.expr(0), width: size?.width, height: size?.height, legend: $0.name(2))
            },
        ], examples: ["export kml \"tour.kml\"", "export html \"tour.html\"", "export svg \"map.svg\" size 400 x 300 legend off"]),
        .command("show", summary: "draw the current view in the terminal, in braille", forms: [
            .form(clauses: [.optional("size", "C x R", .size)]) {
                let size = $0.size(0)
                return .show(columns: size?.width, rows: size?.height)
            },
        ], examples: ["show size 40 x 12"]),
        .command("wait", summary: "advance the clock (real time only with --realtime)", forms: [
            .form(operands: [.expression("SECONDS|2s|500ms", "a duration")]) { .wait($0.expr(0)) },
        ], examples: ["wait 2"]),
        .command("source", summary: "run another script in this session", forms: [
            .form(operands: [.slot("FILE", .file("a file name"), role: .sourcedFile)]) { .source($0.expr(0)) },
        ], examples: ["source \"setup.mapscript\""]),
        .statement("let", summary: "define a variable in the current block", forms: [
            "let NAME = EXPR", "let NAME = LAT,LON", "NAME = EXPR",
        ], examples: ["let home = 44.525,-110.838"]),
        .statement("print", summary: "print values separated by spaces", forms: [
            "print EXPR[, EXPR...]",
        ], examples: ["print \"scale 1:${viewpoint.scale}\", bookmarks.count"]),
        .statement("if", summary: "run a block when a condition holds", forms: [
            "if COND { ... } [else if COND { ... }] [else { ... }]",
        ], examples: ["if viewpoint.scale < 10000 { zoom out } else { zoom in }"]),
        .statement("repeat", summary: "run a block N times", forms: [
            "repeat N { ... }",
        ], examples: ["repeat 3 { zoom in }"]),
        .statement("for", summary: "run a block for each item", forms: [
            "for NAME in LIST|RANGE|bookmarks { ... }",
        ], examples: [.init("for b in bookmarks { goto b duration 2; wait 1 }", setUp: "bookmark add \"Spring\" at 44.525,-110.838")]),
        .statement("def", summary: "define a procedure (a function when it returns a value)", forms: [
            "def NAME(PARAM, ...) { ... }", "def NAME(PARAM, ...) { ... return [EXPR] ... }",
            "NAME(ARG, ...)", "let x = NAME(ARG, ...)",
        ], examples: ["def tour(pause) { for b in bookmarks { goto b; wait pause } }",
                      "def zoomFor(km) { return km * 1000 / 0.2 }"]),
        .statement("assert", summary: "fail the script when a condition does not hold", forms: [
            "assert COND[, MESSAGE]",
        ], examples: [.init("assert basemap.name == \"ArcGIS Imagery\", \"imagery expected\"", setUp: "basemap use imagery")]),
        .command("help", summary: "list the commands, or show one", forms: [
            .form(operands: [.slot("TOPIC", .topic, optional: true)]) { .help(topic: $0.name(0)) },
        ], examples: ["help bookmark"]),
        .command("quit", summary: "end the session", forms: [
            .form(operands: [.slot("STATUS", .expression("an exit status"), optional: true)]) { .quit(status: $0.optional(0)) },
        ], examples: ["quit 0"]),
    ]
}

extension CommandTable {
    /// A web map with one table, for `table`'s examples.
    static let tableSetUp = #"import webmap "{\"baseMap\": {\"title\": \"Topographic\", \"baseMapLayers\": []}, \"operationalLayers\": [], \"tables\": [{\"id\": \"t1\", \"title\": \"Permits\", "#
        + #"\"url\": \"http://gis.example.org/arcgis/rest/services/Permits/FeatureServer/1\"}]}""#
}

extension Command {
    /// `layer set L ...` from its arguments: the layer, then the one clause given (the form's
    /// clauses exclude each other, and one is required).
    static func layerSetting(_ arguments: inout CommandArguments) -> Command {
        let layer = arguments.expr(0)
        if let url = arguments.optional(1) { return .layerSet(layer, .url(url)) }
        if let title = arguments.optional(2) { return .layerSet(layer, .title(title)) }
        if let definition = arguments.optional(3) { return .layerSet(layer, .definition(definition)) }
        if let popup = arguments.name(4) { return .layerSet(layer, .popup(popup)) }
        if let labels = arguments.name(5) { return .layerSet(layer, .labels(labels)) }
        if let refresh = arguments.optional(6) { return .layerSet(layer, .refresh(refresh)) }
        if let range = arguments.size(7) { return .layerSet(layer, .scaleRange(range.width, range.height)) }
        guard let member = arguments.size(8) else { preconditionFailure("layer set without a property") }
        return .layerSet(layer, .json(path: member.width, value: member.height))
    }

    /// `table set T ...` from its arguments: the table, then the one clause given.
    static func tableSetting(_ arguments: inout CommandArguments) -> Command {
        let table = arguments.expr(0)
        if let url = arguments.optional(1) { return .tableSet(table, .url(url)) }
        if let title = arguments.optional(2) { return .tableSet(table, .title(title)) }
        if let definition = arguments.optional(3) { return .tableSet(table, .definition(definition)) }
        if let popup = arguments.name(4) { return .tableSet(table, .popup(popup)) }
        if let refresh = arguments.optional(5) { return .tableSet(table, .refresh(refresh)) }
        guard let member = arguments.size(6) else { preconditionFailure("table set without a property") }
        return .tableSet(table, .json(path: member.width, value: member.height))
    }
}
