// preview-frame PAGE TRANSITION N: the preview page's work for N display-link
// frames (`PreviewStage.benchmark`: drags released at speed, each played to
// rest frame by frame, every element evaluated and logged), natively, on the
// archive the page carries. Benchmarks/preview-frame.mjs runs the same
// function in the page's WebAssembly; transpec-bench divides the two.
import Foundation
import TranspecPlayback
import TranspecRuntime

let arguments = CommandLine.arguments
guard arguments.count == 4, let frames = Int(arguments[3]), frames > 0 else {
    FileHandle.standardError.write(Data("usage: preview-frame PAGE TRANSITION N\n".utf8))
    exit(2)
}
let html = try String(contentsOfFile: arguments[1], encoding: .utf8)
guard let start = html.range(of: #"<script id="transpec-archive" type="application/octet-stream">"#),
      let end = html.range(of: "</script>", range: start.upperBound..<html.endIndex),
      let bytes = Data(base64Encoded: String(html[start.upperBound..<end.lowerBound]))
else {
    FileHandle.standardError.write(Data("preview-frame: no archive in \(arguments[1])\n".utf8))
    exit(1)
}
let archive = try PreviewArchive(decoding: [UInt8](bytes))
guard let transition = archive.transitions.first(where: { $0.name == arguments[2] }) else {
    FileHandle.standardError.write(Data("preview-frame: no transition \(arguments[2])\n".utf8))
    exit(1)
}
// Warm up as the page's module is warmed up, then time.
_ = PreviewStage.benchmark(transition, container: .iPhone, frames: 1000)
let clock = ContinuousClock()
var checksum = 0.0
let elapsed = clock.measure { checksum = PreviewStage.benchmark(transition, container: .iPhone, frames: frames) }
let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
print("checksum: \(checksum)")
print("seconds per frame: \(seconds / Double(frames))")
