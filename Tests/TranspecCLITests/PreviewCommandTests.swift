import Foundation
import Testing

/// `transpec preview`: the page it writes, its refusals, and `--serve`.
/// (The page itself is driven in Chromium by Preview/tests/browser_test.py,
/// and its module in Node by Preview/tests/module.test.mjs.)
@Suite(.serialized) struct PreviewCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func spec(_ name: String) -> String { Self.root.appendingPathComponent("Specs/\(name)").path }

    @Test func writesOneSelfContainedPageUnder400KB() throws {
        let folder = try specFolder(["README": "pages land here\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["tags-sheet", "maps-sheet", "media-viewer", "app-store-card", "transition-library"] {
            let page = folder.appendingPathComponent("\(name).html").path
            let run = try CLIRun.transpec(["preview", spec("\(name).transpec.yaml"), "--output", page])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stderr.contains("wrote \(page)"))
            let html = try String(contentsOfFile: page, encoding: .utf8)
            #expect(html.utf8.count <= 400 * 1024, "\(name): \(html.utf8.count) bytes")
            // Nothing is fetched: no URL, no external script, style or image.
            for fetched in ["http://", "https://", " src=", "<link", "url("] {
                #expect(!html.contains(fetched), "\(name) has \(fetched)")
            }
            #expect(html.contains(#"<script id="transpec-module" type="application/octet-stream">H4sI"#), "gzip, base64")
            #expect(html.contains(#"<script id="transpec-archive" type="application/octet-stream">VFNQVg"#), "TSPV")
        }
    }

    @Test func theTransitionChosenIsShownFirst() throws {
        let folder = try specFolder(["README": "pages land here\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("p.html").path
        let run = try CLIRun.transpec([
            "preview", spec("tags-sheet.transpec.yaml"), "--transition", "tags-sheet-dismiss", "-o", page,
            "--container", "820x1180", "--fps", "60",
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.contains(#""selected":"TagsSheetDismiss""#))
        #expect(html.contains(#""container":"820x1180""#) && html.contains(#""fps":60"#))
    }

    @Test func specErrorsExitOneAndWriteNothing() throws {
        let folder = try specFolder(["bad.transpec.yaml": cleanSpec.replacingOccurrences(of: "response: 0.4", with: "response: soon")])
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("p.html")
        let run = try CLIRun.transpec(["preview", folder.appendingPathComponent("bad.transpec.yaml").path, "-o", page.path])
        #expect(run.status == 1)
        #expect(run.stderr.contains("bad.transpec.yaml:6:"))
        #expect(!FileManager.default.fileExists(atPath: page.path))
    }

    @Test func usageErrorsExit64() throws {
        let tags = spec("tags-sheet.transpec.yaml")
        for arguments in [
            ["preview", tags],
            ["preview", tags, "-o", "/tmp/x.html", "--serve"],
            ["preview", tags, "-o", "/tmp/x.html", "--port", "8080"],
            ["preview", tags, "-o", "/tmp/x.html", "--fps", "0"],
            ["preview", tags, "-o", "/tmp/x.html", "--container", "0x10"],
            ["preview", tags, "-o", "/tmp/x.html", "--view-size", "card"],
        ] {
            let run = try CLIRun.transpec(arguments)
            #expect(run.status == 64, "\(arguments): \(run.stderr)")
        }
        let unknown = try CLIRun.transpec(["preview", tags, "--transition", "TagsSheetDismis", "-o", "/tmp/x.html"])
        #expect(unknown.status == 1 && unknown.stderr.contains("did you mean 'TagsSheetDismiss'"))
    }

    @Test func translationsInViewUnitsNeedTheViewsSize() throws {
        let yaml = cleanSpec + """
                elements:
                  card:
                    translation: { from: [0, 0], to: ["-30% view", 0] }

            """
        let folder = try specFolder(["s.transpec.yaml": yaml])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("s.transpec.yaml").path, page = folder.appendingPathComponent("p.html").path
        let refused = try CLIRun.transpec(["preview", path, "-o", page])
        #expect(refused.status == 64 && refused.stderr.contains("--view-size card=WxH"), "\(refused.stderr)")
        let sized = try CLIRun.transpec(["preview", path, "-o", page, "--view-size", "card=160x70"])
        #expect(sized.status == 0, "\(sized.stderr)")
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.contains(#""size":[160,70]"#) && html.contains(#""viewSizes":["card=160x70"]"#))
    }

    @Test func nothingInTheSpecCanCloseThePagesScripts() throws {
        let yaml = cleanSpec.replacingOccurrences(
            of: "operation: dismiss", with: "operation: dismiss\n    summary: \"</script><script>alert(1)</script>\"")
        let folder = try specFolder(["s.transpec.yaml": yaml])
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("p.html").path
        let run = try CLIRun.transpec(["preview", folder.appendingPathComponent("s.transpec.yaml").path, "-o", page])
        #expect(run.status == 0, "\(run.stderr)")
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(!html.contains("alert(1)</script>"))
        #expect(html.contains(#"\u003c/script>\u003cscript>alert(1)\u003c/script>"#))
    }

    @Test func serveReloadsOnSaveAndReportsErrorsWithTheirPlace() throws {
        let folder = try specFolder(["s.transpec.yaml": cleanSpec])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("s.transpec.yaml").path
        let server = try Served(arguments: ["preview", path, "--serve"], in: folder)
        defer { server.stop() }
        #expect(server.url.hasPrefix("http://127.0.0.1:"))

        let page = try HTTP.get(server.port, "/")
        #expect(page.hasPrefix("HTTP/1.1 200 OK") && page.contains(#""serve":true"#) && page.contains(#""version":1"#))
        #expect(try HTTP.get(server.port, "/", host: "evil.example").hasPrefix("HTTP/1.1 403"))
        #expect(try HTTP.get(server.port, "/nothing").hasPrefix("HTTP/1.1 404"))

        let events = try HTTP.Stream(server.port, "/events?since=1")
        defer { events.close() }
        try Data(cleanSpec.replacingOccurrences(of: "response: 0.4", with: "response: 0.6").utf8).write(to: URL(fileURLWithPath: path))
        let motion = try events.read(until: "\n\n", containing: "event: motion")
        // A save may be seen as more than one change (written in pieces): its version is 2 or more.
        #expect(motion.contains(#","archive":"VFNQVg"#) && !motion.contains(#"{"version":1,"#))
        try Data(cleanSpec.replacingOccurrences(of: "response: 0.4", with: "response: soon").utf8).write(to: URL(fileURLWithPath: path))
        let errors = try events.read(until: "\n\n", containing: "event: diagnostics")
        #expect(errors.contains(#""message":"#) && errors.contains(#""line":6,"column":"#), "\(errors)")
        // A page opened now shows the errors over the last good motion.
        let now = try HTTP.get(server.port, "/")
        #expect(now.contains(#""line":6"#) && now.contains(#""transitions":[{"name":"sheet""#))
    }
}

/// `transpec preview --serve`, started and stopped.
final class Served {
    let process = Process()
    let url: String
    let port: UInt16

    init(arguments: [String], in folder: URL) throws {
        process.executableURL = CLIRun.productsDirectory.appendingPathComponent("transpec")
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line += chunk
        }
        let text = String(decoding: line, as: UTF8.self)
        guard let start = text.range(of: "http://127.0.0.1:") else { throw HTTP.Failure(message: "no URL in: \(text)") }
        url = String(text[start.lowerBound...].prefix { !$0.isWhitespace })
        port = UInt16(url.dropFirst("http://127.0.0.1:".count).prefix { $0.isNumber }) ?? 0
    }

    /// SIGKILL: a signal the test's threads block would be inherited
    /// blocked, and SIGTERM could then wait forever.
    func stop() {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }
}

/// Just enough HTTP over a loopback socket for the tests.
enum HTTP {
    struct Failure: Error { var message: String }

    static func connect(_ port: UInt16) throws -> Int32 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr = in_addr(s_addr: inet_addr("127.0.0.1"))
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Foundation.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw Failure(message: "cannot connect to port \(port)") }
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        return fd
    }

    static func request(_ fd: Int32, _ path: String, host: String) {
        let text = "GET \(path) HTTP/1.1\r\nHost: \(host)\r\n\r\n"
        _ = text.withCString { Foundation.send(fd, $0, strlen($0), Int32(MSG_NOSIGNAL)) }
    }

    /// The whole response to a GET (the server closes after it).
    static func get(_ port: UInt16, _ path: String, host: String? = nil) throws -> String {
        let fd = try connect(port)
        defer { Foundation.close(fd) }
        request(fd, path, host: host ?? "127.0.0.1:\(port)")
        var response: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            response += buffer[..<count]
        }
        return String(decoding: response, as: UTF8.self)
    }

    /// An event stream, read as it comes.
    final class Stream {
        let fd: Int32
        var received = ""

        init(_ port: UInt16, _ path: String) throws {
            fd = try HTTP.connect(port)
            HTTP.request(fd, path, host: "127.0.0.1:\(port)")
        }

        /// Reads until a piece ending in `end` holds `text`; returns that piece.
        func read(until end: String, containing text: String) throws -> String {
            var buffer = [UInt8](repeating: 0, count: 65536)
            let deadline = Date().addingTimeInterval(10)
            while Date() < deadline {
                while let range = received.range(of: end) {
                    let piece = String(received[..<range.upperBound])
                    received.removeSubrange(..<range.upperBound)
                    if piece.contains(text) { return piece }
                }
                let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
                if count <= 0 { break }
                received += String(decoding: buffer[..<count], as: UTF8.self)
            }
            throw Failure(message: "no \(text) in: \(received)")
        }

        func close() { Foundation.close(fd) }
    }
}
