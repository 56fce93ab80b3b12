import Foundation

/// One connection to the preview server: a request read, then a response
/// written and closed, or an event stream kept open.
final class Connection {
    struct Request {
        var method: String
        var target: String
        var host: String
    }

    /// A request's head may not be larger than this.
    static let maximumRequestBytes = 16 * 1024
    /// A page that reads nothing for this long is dropped.
    static let maximumPendingBytes = 8 * 1024 * 1024

    let fd: Int32
    private var input: [UInt8] = []
    private var output: [UInt8] = []
    private var sent = 0
    private(set) var isStream = false
    private var closeWhenSent = false
    private var failed = false
    private var answered = false

    init(fd: Int32) {
        self.fd = fd
    }

    var hasOutput: Bool { sent < output.count }
    var isFinished: Bool { failed || (closeWhenSent && !hasOutput) }

    static func makeNonBlocking(_ fd: Int32) {
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
    }

    func receive() {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                if !answered { input += buffer[..<count] }
                if input.count > Self.maximumRequestBytes { failed = true }
                continue
            }
            // 0: the page closed it; EAGAIN: nothing more now.
            if count == 0 || (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR) { failed = true }
            return
        }
    }

    /// The request, once its head has arrived (only the first one: each
    /// connection answers one).
    func takeRequest() -> Request? {
        guard !answered, !failed, let end = input.firstRange(of: Array("\r\n\r\n".utf8)) else { return nil }
        answered = true
        let lines = String(decoding: input[..<end.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        let words = lines.first?.split(separator: " ").map(String.init) ?? []
        guard words.count == 3, words[2].hasPrefix("HTTP/1.") else {
            respond(status: "400 Bad Request", type: "text/plain", body: "bad request\n")
            return nil
        }
        let host = lines.dropFirst().first { $0.lowercased().hasPrefix("host:") }
            .map { $0.dropFirst(5).trimmingCharacters(in: .whitespaces) } ?? ""
        return Request(method: words[0], target: words[1], host: host)
    }

    func respond(status: String, type: String, body: String, headOnly: Bool = false) {
        let bytes = Array(body.utf8)
        let head = "HTTP/1.1 \(status)\r\nContent-Type: \(type)\r\nContent-Length: \(bytes.count)\r\n"
            + "Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n"
        send(Array(head.utf8) + (headOnly ? [] : bytes))
        closeWhenSent = true
    }

    func startStream() {
        isStream = true
        // retry: a page whose server restarts listens again at once.
        send(Array(("HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-store\r\n"
                    + "Connection: keep-alive\r\n\r\nretry: 500\n\n").utf8))
    }

    func send(_ bytes: [UInt8]) {
        if sent > 0 && sent == output.count {
            output.removeAll(keepingCapacity: true)
            sent = 0
        }
        output += bytes
        if output.count - sent > Self.maximumPendingBytes { failed = true }
        flush()
    }

    func flush() {
        while sent < output.count, !failed {
            #if os(Linux)
            let flags = Int32(MSG_NOSIGNAL)
            #else
            let flags: Int32 = 0
            #endif
            let count = output[sent...].withUnsafeBytes { Foundation.send(fd, $0.baseAddress, $0.count, flags) }
            if count > 0 {
                sent += count
            } else {
                if errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR { failed = true }
                return
            }
        }
    }
}
