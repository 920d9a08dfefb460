extension HTMLScript {
    /// The page's style sheet.
    static let style = #"""
    html, body { margin: 0; font: 14px/1.4 "DejaVu Sans", Helvetica, Arial, sans-serif; color: #222; background: #f4f4f0; }
    main { display: flex; flex-wrap: wrap; gap: 12px; padding: 12px; align-items: flex-start; }
    #map { position: relative; overflow: hidden; border: 1px solid #999; background: #fff; line-height: 0; cursor: grab; }
    #map:focus { outline: 2px solid #3a7bd5; }
    #map.dragging { cursor: grabbing; }
    #view { display: block; touch-action: none; user-select: none; }
    .level path { vector-effect: non-scaling-stroke; }
    .level.bare [data-layer] > g:not(.pin) > path { stroke: none; }
    .level text { font-family: "DejaVu Sans", Helvetica, Arial, sans-serif; paint-order: stroke; stroke-width: 3px; stroke-linejoin: round; stroke-opacity: 0.8; }
    .attribution { position: absolute; right: 0; bottom: 0; max-width: 80%; padding: 1px 5px; font-size: 11px; line-height: 1.4; color: #333; background: rgba(255, 255, 255, 0.75); pointer-events: none; }
    main { flex-wrap: nowrap; }
    aside { order: -1; flex: 0 0 260px; }
    h1 { font-size: 14px; margin: 0 0 8px; }
    h2 { font-size: 14px; margin: 12px 0 4px; }
    .viewpoint { font-family: "DejaVu Sans Mono", monospace; background: #fff; border: 1px solid #ccc; padding: 4px 6px; }
    .bookmarks { margin: 0; padding-left: 24px; }
    .bookmarks button { background: none; border: 0; padding: 2px 0; color: #1a56a8; cursor: pointer; font: inherit; text-align: left; }
    .bookmarks button:hover { text-decoration: underline; }
    .tour { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; }
    .tour input { flex: 1 1 160px; }
    .help { color: #666; font-size: 12px; }
    .legend { margin: 12px 0 4px; }
    .legend summary { font-weight: bold; cursor: pointer; }
    .legend h3 { font-size: 13px; margin: 6px 0 2px; }
    .legend ul { list-style: none; margin: 0; padding: 0; }
    .legend li { display: flex; align-items: center; gap: 6px; }
    .legend .swatch { flex: 0 0 16px; }

    """#
}
