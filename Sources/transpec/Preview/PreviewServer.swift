import ArgumentParser
import Foundation
import TranspecDiagnostics
import TranspecRuntime
import TranspecSpec

/// `transpec preview --serve`: the page on 127.0.0.1, and each save of the
/// spec pushed to open pages as a server-sent event: the new motion, or
/// its diagnostics while the last good motion keeps playing.
///
/// One thread and `poll(2)`: the listening socket, the connections, and
/// every `pollInterval` a look at the spec's modification time. Pages are
/// answered and closed; `/events` stays open.
final class PreviewServer {
    /// How often the spec is looked at: a save shows in the page within
    /// about two of these and the build; a reload after a save may take at
    /// most 200 ms (Docs/Performance.md).
    static let pollInterval: Int32 = 20
    static let keepAliveSeconds = 15.0

    let command: PreviewCommand
    let viewSizes: [String: ContainerSize]
    /// Counts builds of the spec; `motionVersion` is the last good one's.
    var version = 0
    var motionVersion = 0
    var lastGood: PreviewCatalog?
    /// The latest build's diagnostics (`DiagnosticJSON`), "[]" when it was good.
    var diagnostics = "[]"
    var selected: String?
    var stamp: FileStamp?
    /// A change seen, to build once the file has stopped changing.
    var pendingStamp: FileStamp?
    var listener: Int32 = -1
    var connections: [Connection] = []
    var lastKeepAlive = Date()

    init(command: PreviewCommand, viewSizes: [String: ContainerSize]) {
        self.command = command
        self.viewSizes = viewSizes
    }

    func run() throws {
        stamp = FileStamp(path: command.spec)
        build()
        let port = try listen()
        try StandardOutput.write(
            "Serving \(command.spec) at http://127.0.0.1:\(port)/ — it reloads when the spec is saved. Ctrl-C stops.\n")
        while true { step() }
    }

    // MARK: Building

    /// Builds the spec; on success the open pages get the new motion, else
    /// its diagnostics.
    func build() {
        version += 1
        var collector = DiagnosticCollector()
        var sources: [String: SourceFile] = [:]
        var catalog: PreviewCatalog?
        if let source = SpecFiles.read(command.spec, diagnostics: &collector) {
            sources[command.spec] = source
            if let decoded = SpecFrontEnd.decode(source, diagnostics: &collector), !collector.hasErrors {
                let missing = PreviewCatalog.missingViewSizes(in: decoded, given: viewSizes)
                if missing.isEmpty {
                    catalog = PreviewCatalog(spec: decoded, viewSizes: viewSizes)
                    if version == 1, let name = command.transition {
                        selected = try? TransitionChoice.choose(name, in: decoded).name.value
                    }
                } else {
                    collector.error("translations in '% view' need the view's size: restart with "
                                    + missing.map { "--view-size \($0)=WxH" }.joined(separator: " "),
                                    at: SourceLocation(file: command.spec, line: 1, column: 1, offset: 0))
                }
            }
        }
        let errors = collector.sorted.filter { $0.severity == .error }
        if let catalog {
            lastGood = catalog
            motionVersion = version
            diagnostics = "[]"
            broadcast(event: "motion", PreviewPage.motionUpdate(catalog, version: version))
            if version > 1 { command.common.note("reloaded \(command.spec) (version \(version))") }
        } else {
            // On one line: an event's data ends at a line break.
            diagnostics = DiagnosticJSON.render(errors).replacingOccurrences(of: "\n", with: "")
            broadcast(event: "diagnostics", PreviewPage.diagnosticsUpdate(diagnostics, version: version))
            CommandReport.print(collector, sources: sources, errorsOnly: true)
        }
    }

    /// The page as it is now: the last good motion, and the latest
    /// diagnostics over it.
    var page: String {
        PreviewPage.html(
            lastGood ?? .empty,
            settings: command.settings(selected: selected), diagnostics: diagnostics, version: version)
    }

    // MARK: The loop

    func step() {
        var fds = [pollfd(fd: listener, events: Int16(POLLIN), revents: 0)]
        for connection in connections {
            var events = Int16(POLLIN)
            if connection.hasOutput { events |= Int16(POLLOUT) }
            fds.append(pollfd(fd: connection.fd, events: events, revents: 0))
        }
        _ = poll(&fds, nfds_t(fds.count), Self.pollInterval)
        // Only the connections polled: `accept` adds the new ones after them.
        for (index, connection) in connections.prefix(fds.count - 1).enumerated() {
            let revents = fds[index + 1].revents
            if revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 { connection.receive() }
            if revents & Int16(POLLOUT) != 0 { connection.flush() }
            if let request = connection.takeRequest() { answer(request, on: connection) }
        }
        if fds[0].revents & Int16(POLLIN) != 0 { accept() }
        connections.removeAll { connection in
            guard connection.isFinished else { return false }
            close(connection.fd)
            return true
        }
        watchSpec()
        keepAlive()
    }

    /// A build when the spec's stamp changed and then held still for one interval.
    func watchSpec() {
        let now = FileStamp(path: command.spec)
        if now != stamp {
            stamp = now
            pendingStamp = now
            return
        }
        if let pending = pendingStamp, pending == now {
            pendingStamp = nil
            build()
        }
    }

    func keepAlive() {
        guard Date().timeIntervalSince(lastKeepAlive) >= Self.keepAliveSeconds else { return }
        lastKeepAlive = Date()
        for connection in connections where connection.isStream { connection.send(Array(": keep-alive\n\n".utf8)) }
    }

    func broadcast(event: String, _ data: String) {
        for connection in connections where connection.isStream { connection.send(Self.event(event, data)) }
    }

    /// A server-sent event: each line of `data` on a `data:` line of its own.
    static func event(_ name: String, _ data: String) -> [UInt8] {
        let lines = data.split(separator: "\n", omittingEmptySubsequences: false).map { "data: \($0)\n" }
        return Array(("event: \(name)\n" + lines.joined() + "\n").utf8)
    }

    // MARK: Requests

    func answer(_ request: Connection.Request, on connection: Connection) {
        guard request.method == "GET" || request.method == "HEAD" else {
            return connection.respond(status: "405 Method Not Allowed", type: "text/plain", body: "GET only\n")
        }
        // Only this machine's names: a page elsewhere cannot reach the
        // server through a name that resolves here (DNS rebinding).
        let port = request.host.split(separator: ":").last.map(String.init) ?? ""
        let name = request.host.dropLast(port.count + 1)
        guard ["127.0.0.1", "localhost"].contains(String(name)), port == String(boundPort) else {
            return connection.respond(status: "403 Forbidden", type: "text/plain", body: "use http://127.0.0.1:\(boundPort)/\n")
        }
        let path = request.target.split(separator: "?", maxSplits: 1).first.map(String.init) ?? "/"
        switch path {
        case "/", "/index.html":
            connection.respond(status: "200 OK", type: "text/html; charset=utf-8", body: page,
                               headOnly: request.method == "HEAD")
        case "/events":
            connection.startStream()
            // What the page missed between being served and listening.
            let since = request.target.split(separator: "=").last.flatMap { Int($0) } ?? 0
            if motionVersion > since, let lastGood {
                connection.send(Self.event("motion", PreviewPage.motionUpdate(lastGood, version: motionVersion)))
            }
            if version > since, diagnostics != "[]" {
                connection.send(Self.event("diagnostics", PreviewPage.diagnosticsUpdate(diagnostics, version: version)))
            }
        case "/favicon.ico":
            connection.respond(status: "204 No Content", type: "text/plain", body: "")
        default:
            connection.respond(status: "404 Not Found", type: "text/plain", body: "not found\n")
        }
    }

    var boundPort = 0

    /// Listens on 127.0.0.1 at `--port` (0: a free port); returns the port.
    func listen() throws -> Int {
        #if os(Linux)
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw CommandReport.failure("cannot open a socket: \(String(cString: strerror(errno)))") }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(command.port).bigEndian)
        address.sin_addr = in_addr(s_addr: inet_addr("127.0.0.1"))
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, Glibc.listen(fd, 64) == 0 else {
            let problem = String(cString: strerror(errno))
            close(fd)
            throw CommandReport.failure("cannot listen on 127.0.0.1:\(command.port): \(problem)")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        withUnsafeMutablePointer(to: &address) {
            _ = $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        Connection.makeNonBlocking(fd)
        listener = fd
        boundPort = Int(UInt16(bigEndian: address.sin_port))
        return boundPort
    }

    func accept() {
        while true {
            let fd = Glibc.accept(listener, nil, nil)
            guard fd >= 0 else { return }
            Connection.makeNonBlocking(fd)
            connections.append(Connection(fd: fd))
        }
    }
}

/// What `stat` says of the spec: a save changes it.
struct FileStamp: Equatable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var seconds: Int
    var nanoseconds: Int

    /// Nil when the file cannot be looked at (mid-rename, removed).
    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        #if os(Linux)
        seconds = Int(info.st_mtim.tv_sec)
        nanoseconds = Int(info.st_mtim.tv_nsec)
        #else
        seconds = Int(info.st_mtimespec.tv_sec)
        nanoseconds = Int(info.st_mtimespec.tv_nsec)
        #endif
    }
}
