#if canImport(Glibc)
import Glibc
#endif
import MapFormats
import MapScriptRuntime
import MapScriptSyntax

/// `mapscript lsp`: a Language Server Protocol 3.17 server for MapScript over a pair of file
/// descriptors (standard input and output), JSON-RPC with `Content-Length` framing.
///
/// One thread: it reads every message already waiting before handling the first, so that a
/// `$/cancelRequest` for a request still queued cancels it, and diagnostics are published when
/// no message is waiting (a burst of changes is analysed once). A message that cannot be read
/// or handled gets an error response; nothing but protocol messages is written to the output.
public final class LanguageServer {
    /// Where the server is in the protocol's life cycle.
    enum State {
        /// Before `initialize`.
        case starting
        /// Between `initialize` and `shutdown`.
        case running
        /// After `shutdown`: only `exit` is expected.
        case shutDown
    }

    /// A message read: one to handle, or the error response a bad one gets.
    enum Incoming {
        case message(RPCMessage)
        case failure(RPCError)
    }

    var reader: MessageReader
    var writer: MessageWriter
    var store = DocumentStore()
    var state = State.starting
    /// How positions count characters, as negotiated at `initialize`.
    var encoding = PositionEncoding.utf16
    /// Messages read and not yet handled, in order.
    var queue: [Incoming] = []
    /// Documents whose diagnostics are to be published, in order.
    var pendingDiagnostics: [String] = []
    /// Whether `exit` was received.
    var exited = false
    /// An interpreter with a fresh session, for what a script may read before it runs
    /// (completion of the built-in values' properties, the default gallery).
    lazy var fresh = Interpreter(output: TextOutput(), diagnostics: DiagnosticCollector())
    /// The field names of layer files completion has read, by path and layer (see
    /// `LanguageServer+Completion`), each with the file's identity when it was read.
    var layerFields: [String: LayerFields] = [:]

    /// A server reading `input` and writing `output` (both left open).
    public init(input: Int32, output: Int32) {
        reader = MessageReader(descriptor: input)
        writer = MessageWriter(descriptor: output)
    }

    /// Serves until `exit` or the end of the input; the exit status: 0 after `shutdown` then
    /// `exit`, else 1 (as the protocol says).
    public func run() -> Int32 {
        signal(SIGPIPE, SIG_IGN)
        while !exited {
            readWaiting()
            if queue.isEmpty {
                publishPendingDiagnostics()
                guard let frame = reader.next(wait: true) else { break }
                enqueue(frame)
                continue
            }
            handle(queue.removeFirst())
            if writer.failed { break }
        }
        return exited && state == .shutDown ? 0 : 1
    }

    /// Reads every message already waiting into the queue.
    private func readWaiting() {
        while let frame = reader.next(wait: false) { enqueue(frame) }
    }

    private func enqueue(_ frame: MessageReader.Frame) {
        switch frame {
        case .message(let body):
            switch RPCMessage.parse(body) {
            case .success(let message): queue.append(.message(message))
            case .failure(let error): queue.append(.failure(error))
            }
        case .malformed(let reason):
            queue.append(.failure(RPCError(.parseError, reason)))
        }
    }

    // MARK: - Dispatch

    private func handle(_ incoming: Incoming) {
        switch incoming {
        case .failure(let error):
            writer.write(error.response)
        case .message(let message):
            switch message.kind {
            case .request(let id, let method):
                respond(to: id, method: method, params: message.params)
            case .notification(let method):
                notify(method, params: message.params)
            case .response:
                break
            }
        }
    }

    /// Answers a request: its result, or an error response.
    private func respond(to id: JSONValue, method: String, params: JSONValue) {
        if isCancelled(id) {
            writer.write(RPCError(.requestCancelled, "the request was cancelled", id: id).response)
            return
        }
        do throws(RPCError) {
            let result = try answer(method, params: params)
            writer.write(["jsonrpc": "2.0", "id": id, "result": result])
        } catch {
            var error = error
            error.id = id
            writer.write(error.response)
        }
    }

    /// The result of request `method` (`methods`).
    private func answer(_ method: String, params: JSONValue) throws(RPCError) -> JSONValue {
        switch state {
        case .starting where method != "initialize":
            throw RPCError(.serverNotInitialized, "the server is not initialized: send 'initialize' first")
        case .shutDown:
            throw RPCError(.invalidRequest, "the server is shut down: only 'exit' is expected")
        default:
            break
        }
        guard case .request(let answer)? = Self.methodsByName[method]?.handler else {
            throw RPCError(.methodNotFound, "no method '\(method)'")
        }
        return try answer(self, params)
    }

    /// Handles a notification (an unknown one is ignored, as the protocol says); only `exit`
    /// is handled before `initialize` and after `shutdown`.
    private func notify(_ method: String, params: JSONValue) {
        guard case .notification(let handle)? = Self.methodsByName[method]?.handler, state == .running || method == "exit" else { return }
        handle(self, params)
    }

    /// Whether a `$/cancelRequest` for `id` is waiting in the queue (it is then dropped).
    private func isCancelled(_ id: JSONValue) -> Bool {
        guard let index = queue.firstIndex(where: { incoming in
            guard case .message(let message) = incoming, case .notification("$/cancelRequest") = message.kind else { return false }
            return message.params["id"] == id
        }) else { return false }
        queue.remove(at: index)
        return true
    }

    // MARK: - Parameters

    /// The open document a request's `textDocument.uri` names.
    func document(_ params: JSONValue) throws(RPCError) -> TextDocument {
        guard let uri = params["textDocument"]?["uri"]?.stringValue else {
            throw RPCError(.invalidParams, "expected 'textDocument.uri'")
        }
        guard let document = store[uri] else { throw RPCError(.invalidParams, "the document '\(uri)' is not open") }
        return document
    }

    /// The `position` of a request's parameters.
    func position(_ params: JSONValue) throws(RPCError) -> Position {
        guard let position = Position(params["position"]) else { throw RPCError(.invalidParams, "expected 'position'") }
        return position
    }

    /// The analysis of the open document `uri` (with "did you mean" fix-its when `suggesting`).
    func analysis(_ uri: String, suggesting: Bool = false) -> ScriptAnalysis? {
        let store = self.store
        return self.store.analysis(of: uri, suggesting: suggesting) { path in
            if let text = store.text(ofPath: path) { return .success(text) }
            return ScriptAnalysis.readFromDisk(path)
        }
    }
}
