import Foundation

// The browser preview's rows: a frame's computation in the page against the
// same computation natively, the page's size, and how long after a save
// under `--serve` the page plays the new motion.

@MainActor func previewRows(transpec: String, transpecWhy: String?) -> RowGroup {
    let folder = buildDir + "/preview"
    try? fm.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let page = folder + "/app-store-card.html"
    let made = transpecWhy == nil
        && tool([transpec, "preview", rootDir + "/Specs/app-store-card.transpec.yaml", "--output", page, "--quiet"]).code == 0
    let pageWhy = transpecWhy ?? (made ? nil : "transpec preview failed")
    let node = executable("node")
    let nodeWhy = node == nil ? "node is not on PATH" : pageWhy
    let native = benchProduct("preview-frame")
    // 60,000 frames: a few tenths of a second each way.
    let frames = "60000"
    var page1 = Contender("preview frame, page (wasm in node)",
                          [node ?? "node", benchDir + "/preview-frame.mjs", page, "AppStoreCardDismiss", frames],
                          unavailable: nodeWhy)
    page1.figure = { number(after: "seconds per frame:", in: $0) }
    var native1 = Contender("preview frame, native", [native.path, page, "AppStoreCardDismiss", frames],
                            unavailable: native.unavailable ?? pageWhy)
    native1.figure = { number(after: "seconds per frame:", in: $0) }
    // The largest page of the specs in Specs/.
    let sizes = "for spec in \"$2\"/Specs/*.transpec.yaml; do \"$1\" preview \"$spec\" --output \"$3\" --quiet "
        + "&& wc -c < \"$3\"; done | sort -n | tail -1 | sed 's/^/largest page bytes: /'"
    var size = Contender("preview page size", ["/bin/sh", "-c", sizes, "sh", transpec, rootDir, folder + "/size.html"],
                         unavailable: transpecWhy)
    size.figure = { number(after: "largest page bytes:", in: $0) }
    var reload = Contender("preview reload after a save",
                           [node ?? "node", benchDir + "/preview-reload.mjs", transpec,
                            rootDir + "/Specs/tags-sheet.transpec.yaml", "10"],
                           unavailable: node == nil ? "node is not on PATH" : transpecWhy)
    reload.figure = { number(after: "median reload ms:", in: $0) }
    var contenders = [page1, native1, size, reload]
    for index in contenders.indices { probeFigure(&contenders[index]) }
    let pageName = contenders[0].name, nativeName = contenders[1].name
    return RowGroup(
        contenders: contenders,
        rows: [
            Row(what: "preview: a frame in the page ÷ natively",
                measure: .derived([pageName, nativeName], figureRatio(pageName, over: nativeName)),
                goal: Goal(atMost: true, value: 3)),
            Row(what: "preview: µs per frame in the page",
                measure: .derived([pageName], { byName in byName[pageName]!.runs.map { ($0.figure ?? .nan) * 1e6 } }),
                goal: nil),
            Row(what: "preview: largest page of Specs/, KB",
                measure: .derived([size.name], { byName in byName[size.name]!.runs.map { ($0.figure ?? .nan) / 1024 } }),
                goal: Goal(atMost: true, value: 400)),
            Row(what: "preview: reload after a save, ms",
                measure: .derived([reload.name], { byName in byName[reload.name]!.runs.map { $0.figure ?? .nan } }),
                goal: Goal(atMost: true, value: 200)),
        ],
        notes: ["preview: a frame is PreviewStage.benchmark's (a drag of AppStoreCardDismiss released at speed and "
            + "played to rest, 3 elements, dimming and the shared element evaluated and logged), \(frames) frames, "
            + "timed in-process in the page's WebAssembly under node (V8) and natively; a reload is a save of a "
            + "served copy of the Tags spec until its motion is decoded into the page's module, median of 10"])
}
