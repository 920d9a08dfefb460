import Foundation

/// A minimal LSP client for the tests: starts the built binary as `mapscript lsp`, writes
/// framed JSON-RPC messages to its standard input, and reads its messages on a thread of its
/// own (so that neither side can block the other however much they write).
final class LSPClient: @unchecked Sendable {
    /// Something the test client could not do.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let errors = Pipe()
    private let condition = NSCondition()
    /// Messages read and not yet taken, in order.
    private var received: [[String: Any]] = []
    /// Bytes on standard output that were not a well-framed message.
    private(set) var garbage = false
    private var ended = false
    private var nextID = 1

    /// Starts `mapscript lsp` in `directory`.
    init(directory: URL? = nil) throws {
        process.executableURL = BinaryRunner.executable
        process.arguments = ["lsp"]
        process.currentDirectoryURL = directory ?? BinaryRunner.packageRoot
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let handle = output.fileHandleForReading
        Thread.detachNewThread { [self] in readLoop(handle) }
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    private func readLoop(_ handle: FileHandle) {
        var buffer = Data()
        while true {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            buffer.append(chunk)
            while let headerEnd = buffer.range(of: Data("\r\n\r\n".utf8)) {
                let header = String(decoding: buffer[buffer.startIndex..<headerEnd.lowerBound], as: UTF8.self)
                guard header.hasPrefix("Content-Length: "), let length = Int(header.dropFirst("Content-Length: ".count)) else {
                    condition.lock(); garbage = true; condition.unlock()
                    buffer.removeSubrange(buffer.startIndex..<headerEnd.upperBound)
                    continue
                }
                guard buffer.count - (headerEnd.upperBound - buffer.startIndex) >= length else { break }
                let body = buffer[headerEnd.upperBound..<(headerEnd.upperBound + length)]
                let message = (try? JSONSerialization.jsonObject(with: Data(body))) as? [String: Any]
                buffer = Data(buffer[(headerEnd.upperBound + length)...])
                condition.lock()
                if let message { received.append(message) } else { garbage = true }
                condition.signal()
                condition.unlock()
            }
        }
        condition.lock()
        if !buffer.isEmpty { garbage = true }
        ended = true
        condition.broadcast()
        condition.unlock()
    }

    // MARK: - Sending

    /// Writes raw bytes to the server's standard input.
    func write(raw bytes: Data) {
        try? input.fileHandleForWriting.write(contentsOf: bytes)
    }

    /// Writes `message` (a JSON object) framed.
    func send(_ message: [String: Any]) {
        var message = message
        message["jsonrpc"] = "2.0"
        let body = try! JSONSerialization.data(withJSONObject: message)
        write(raw: Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }

    /// Sends a notification.
    func notify(_ method: String, _ params: [String: Any] = [:]) {
        send(["method": method, "params": params])
    }

    /// Sends a request; its id.
    @discardableResult
    func request(_ method: String, _ params: Any = [String: Any]()) -> Int {
        let id = nextID
        nextID += 1
        send(["id": id, "method": method, "params": params])
        return id
    }

    /// Closes the server's standard input.
    func closeInput() {
        try? input.fileHandleForWriting.close()
    }

    // MARK: - Receiving

    /// The first message received that `matches`, taken out (others stay), waiting up to `timeout` seconds.
    func receive(timeout: TimeInterval = 20, where matches: ([String: Any]) -> Bool) throws -> [String: Any] {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let index = received.firstIndex(where: matches) { return received.remove(at: index) }
            if ended { throw Failure(description: "the server's output ended (status \(process.isRunning ? "running" : "\(process.terminationStatus)"))") }
            guard condition.wait(until: deadline) else { throw Failure(description: "no matching message within \(timeout) s") }
        }
    }

    /// The response to request `id`.
    func response(to id: Int, timeout: TimeInterval = 20) throws -> [String: Any] {
        try receive(timeout: timeout) { ($0["id"] as? Int) == id && $0["method"] == nil }
    }

    /// Sends a request and waits for its response.
    func call(_ method: String, _ params: Any = [String: Any]()) throws -> [String: Any] {
        try response(to: request(method, params))
    }

    /// The next `publishDiagnostics` for `uri`.
    func diagnostics(for uri: String, timeout: TimeInterval = 20) throws -> [String: Any] {
        let message = try receive(timeout: timeout) {
            ($0["method"] as? String) == "textDocument/publishDiagnostics" && (($0["params"] as? [String: Any])?["uri"] as? String) == uri
        }
        return message["params"] as? [String: Any] ?? [:]
    }

    /// Whether output that was not a well-framed JSON message arrived.
    var sawGarbage: Bool {
        condition.lock()
        defer { condition.unlock() }
        return garbage
    }

    /// Waits for the process to end; its status.
    func waitForExit(timeout: TimeInterval = 20) throws -> Int32 {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning {
            guard Date() < deadline else { throw Failure(description: "the server did not exit within \(timeout) s") }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return process.terminationStatus
    }

    /// What the server wrote to standard error.
    func standardError() -> String {
        String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }

    // MARK: - Sessions

    /// Initializes (offering `encodings`, when given) and sends `initialized`; the result.
    @discardableResult
    func initialize(encodings: [String]? = nil) throws -> [String: Any] {
        var capabilities: [String: Any] = [:]
        if let encodings { capabilities["general"] = ["positionEncodings": encodings] }
        let response = try call("initialize", ["processId": NSNull(), "rootUri": NSNull(), "capabilities": capabilities])
        notify("initialized")
        return response["result"] as? [String: Any] ?? [:]
    }

    /// Opens a document and returns its first diagnostics.
    @discardableResult
    func open(_ uri: String, _ text: String, version: Int = 1) throws -> [String: Any] {
        notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "mapscript", "version": version, "text": text]])
        return try diagnostics(for: uri)
    }

    /// `shutdown` then `exit`; the exit status.
    func shutDown() throws -> Int32 {
        _ = try call("shutdown")
        notify("exit")
        return try waitForExit()
    }
}

/// An LSP position as JSON.
func lspPosition(_ line: Int, _ character: Int) -> [String: Any] { ["line": line, "character": character] }

/// An LSP range as JSON.
func lspRange(_ line: Int, _ character: Int, _ endLine: Int, _ endCharacter: Int) -> [String: Any] {
    ["start": lspPosition(line, character), "end": lspPosition(endLine, endCharacter)]
}
