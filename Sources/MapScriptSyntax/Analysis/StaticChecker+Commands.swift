import MapCore
import MapFormats

// MARK: - Commands: their operands, bookmarks, basemaps, sourced scripts

extension StaticChecker {
    /// Checks a command's operands, then what the command itself can be known to do.
    mutating func check(_ command: Command, range: SourceRange) {
        for operand in command.operands {
            switch operand {
            case .expr(let expr, .featureCondition):
                // Its bare names are the features' fields, known only when it runs.
                namesAreFields = true
                check(expr)
                namesAreFields = false
            case .expr(let expr, let role):
                check(expr, role: role)
                note(expr, role: role)
            case .name(let name, let role):
                if case .expr(let expr) = name { check(expr, role: role) }
                checkBasemap(name, role: role)
            }
        }
        countLayers(command, range: range)
        switch command {
        case .bookmarkAdd(let name, _, _, _):
            addBookmark(name)
        case .bookmarkClear, .bookmarkRemove, .bookmarkRename, .load, .importWebMap, .mapNew, .sceneNew:
            bookmarks = bookmarks.map { _ in [:] }
            if case .load = command { galleryNames = nil }
            if case .importWebMap = command { galleryNames = nil }
        case .galleryLoad:
            galleryNames = nil
        case .galleryAdd(let name, _, _, _, _):
            if let title = Self.literal(name) { galleryNames?.insert(title.lowercased()) } else { galleryNames = nil }
        case .source(let path):
            source(path, range: range)
        default:
            break
        }
    }

    /// Records the symbols, references and files an operand names literally.
    mutating func note(_ expr: Expr, role: Command.Role) {
        guard let text = Self.literal(expr) else { return }
        switch role {
        case .newGraphicLabel:
            outline.symbols.append(.init(kind: .graphic, name: text, range: expr.range, nameRange: expr.range,
                                         detail: "graphic \(StringLiteral.quoted(text))", isTopLevel: atTopLevel))
        case .newGalleryItem:
            outline.symbols.append(.init(kind: .galleryItem, name: text, range: expr.range, nameRange: expr.range,
                                         detail: "gallery item \(StringLiteral.quoted(text))", isTopLevel: atTopLevel))
        case .newLayerTitle:
            outline.symbols.append(.init(kind: .layer, name: text, range: expr.range, nameRange: expr.range,
                                         detail: "layer \(StringLiteral.quoted(text))", isTopLevel: atTopLevel))
        case .bookmark:
            outline.references.append(.init(kind: .bookmark, name: text, range: expr.range))
        case .layer:
            outline.references.append(.init(kind: .layer, name: text, range: expr.range))
        case .graphic:
            outline.references.append(.init(kind: .graphic, name: text, range: expr.range))
        case .file, .sourcedFile:
            outline.files.append(.init(path: text, range: expr.range, isSourced: role == .sourcedFile))
        case .webMap:
            // A string that starts with `{` is the web map's JSON, not a file name.
            if text.first(where: { !$0.isWhitespace }) != "{" { outline.files.append(.init(path: text, range: expr.range, isSourced: false)) }
        case .newBookmark, .basemap, .style, .featureCondition, .value:
            break
        }
    }

    /// Follows the number of operational layers while the statements say it (top-level `layer
    /// add`s from the start or a `map new`), and records each `layer add` of a literal file.
    mutating func countLayers(_ command: Command, range: SourceRange) {
        switch command {
        case .layerAdd(let file, let title, let member, let all):
            let known = atTopLevel && !all
            layerCount = known ? layerCount.map { $0 + 1 } : nil
            guard let path = Self.literal(file) else { return }
            let memberName = member.flatMap(Self.literal)
            guard member == nil || memberName != nil else { return }
            // A title written but not literally is unknown.
            let layerTitle = title.map { Self.literal($0) } ?? memberName ?? OperationalLayer.title(ofFile: path)
            outline.layerSources.append(.init(path: path, member: memberName, title: layerTitle, position: all ? nil : layerCount,
                                              range: range))
        case .layerAddService:
            layerCount = atTopLevel ? layerCount.map { $0 + 1 } : nil
        case .mapNew, .sceneNew:
            layerCount = atTopLevel ? 0 : nil
        case .layerRemove, .layerMove, .load, .importWebMap, .source:
            layerCount = nil
        default:
            break
        }
    }

    /// `bookmark add NAME`: a literal name already added (and not removed since) is a warning,
    /// with a note where it was added first.
    mutating func addBookmark(_ name: Expr) {
        guard let text = Self.literal(name) else { return }
        let trimmed = text.trimmedOfWhitespace
        let symbol = ScriptOutline.Symbol(kind: .bookmark, name: trimmed, range: name.range, nameRange: name.range,
                                          detail: "bookmark \(StringLiteral.quoted(trimmed))", isTopLevel: atTopLevel)
        outline.symbols.append(symbol)
        guard bookmarks != nil, !trimmed.isEmpty else { return }
        if let first = bookmarks?[trimmed] {
            report(.duplicateBookmark, "a bookmark named '\(trimmed)' already exists", at: name.range, severity: .warning,
                   notes: [.init("'\(trimmed)' was added here", at: first.nameRange)])
        } else {
            bookmarks?[trimmed] = symbol
        }
    }

    /// A basemap or style written literally that no catalog style matches (nor, for `basemap
    /// use`, any gallery item that may exist) is a warning, with the closest names as fix-its.
    mutating func checkBasemap(_ name: NameRef, role: Command.Role) {
        guard role == .basemap || role == .style, let (text, bare) = Self.literal(name),
              !text.isEmpty, BasemapStyle.lookup(text) == nil else { return }
        if role == .basemap {
            guard let galleryNames, !galleryNames.contains(text.lowercased()) else { return }
        }
        let what = role == .basemap ? "basemap" : "basemap style"
        report(.unknownBasemap, "unknown \(what) '\(text)'", at: name.range, severity: .warning,
               fixIts: suggests ? FixIt.names(BasemapStyle.suggestions(for: text), at: name.range, bare: bare) : [])
    }

    /// `source PATH`: a script that cannot be read is an error; one that can makes its names
    /// known; a path not written literally makes any name possible from there on.
    mutating func source(_ path: Expr, range: SourceRange) {
        bookmarks = bookmarks.map { _ in [:] }
        galleryNames = nil
        guard let resolved = sourcedPath(path) else {
            isOpaque = true
            return
        }
        if case .failure(let error) = readFile(resolved) {
            report(.unreadableFile, error.message, at: path.range)
            isOpaque = true
            return
        }
        guard let names = sourcedNames(path) else { return }
        for (name, symbol) in names.variables { scopes[scopes.count - 1][name] = symbol }
        for (name, definitions) in names.procedures where procedures[name] == nil { procedures[name] = definitions }
        if names.isOpaque { isOpaque = true }
    }
}

extension StaticChecker {
    /// Points each literal bookmark, graphic and layer reference at the first `bookmark add`,
    /// `graphic add ... label` or `layer add ... title` of that name, wherever it is.
    mutating func resolveNamedReferences() {
        let named: Set<ScriptOutline.Kind> = [.bookmark, .graphic, .layer]
        var first: [ScriptOutline.Kind: [String: ScriptOutline.Symbol]] = [:]
        for symbol in outline.symbols where named.contains(symbol.kind) {
            if first[symbol.kind]?[symbol.name] == nil { first[symbol.kind, default: [:]][symbol.name] = symbol }
        }
        for index in outline.references.indices {
            let reference = outline.references[index]
            guard let kind = reference.kind, named.contains(kind) else { continue }
            outline.references[index].definition = first[kind]?[reference.name.trimmedOfWhitespace]
        }
    }
}
