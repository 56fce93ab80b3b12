import Foundation

// "Generated code compiles linearly": `swiftc -typecheck` of the file
// `transpec generate` writes for a spec of 100 transitions against the one for
// 1 transition, both against the repository's UIKit model (Tests/UIKitModel),
// as the tests build it (Tests/TranspecTestSupport/ModelBuild.swift).

/// Transitions in the large spec; the small one has 1.
let compiledTransitions = 100

@MainActor func compileRows(transpec: String, transpecWhy: String?) -> RowGroup {
    let dir = buildDir + "/compile-rows"
    try? fm.removeItem(atPath: dir)
    let modules = dir + "/modules"
    try? fm.createDirectory(atPath: modules, withIntermediateDirectories: true)
    let swiftc = executable("swiftc") ?? "/opt/swift/usr/bin/swiftc"

    func prepare() -> (files: [Int: String], unavailable: String?) {
        if let transpecWhy { return ([:], "transpec: \(transpecWhy)") }
        log("building the UIKit model, TranspecRuntime and TranspecUIKit modules in \(modules)")
        /// Every Swift file under `folder`, subfolders included, sorted.
        func sources(_ folder: String) -> [String] {
            let root = rootDir + "/" + folder
            return (fm.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []).filter { $0.hasSuffix(".swift") }
                .sorted().map { root + "/" + $0 }
        }
        // TranspecUIKit's Objective-C, rewritten as the tests do for Linux
        // (ModelBuild.rewriteForLinux): the model has no @objc or #selector.
        let rewritten = dir + "/TranspecUIKitSources"
        try? fm.createDirectory(atPath: rewritten, withIntermediateDirectories: true)
        let glue = sources("Sources/TranspecUIKit").map { source -> String in
            guard source.hasSuffix("/ObjectiveCBridge.swift") else { return source }
            let text = ((try? String(contentsOfFile: source, encoding: .utf8)) ?? "")
                .replacingOccurrences(of: "#selector(", with: "Selector(_checking: ")
                .replacingOccurrences(of: "@objc ", with: "")
            let copy = rewritten + "/ObjectiveCBridge.swift"
            try? text.write(toFile: copy, atomically: true, encoding: .utf8)
            return copy
        }
        for (module, files, extra) in [
            ("UIKit", sources("Tests/UIKitModel/Sources"), [String]()),
            ("TranspecRuntime", sources("Sources/TranspecRuntime"), []),
            ("TranspecUIKit", glue, ["-warnings-as-errors", "-D", "TRANSPEC_UIKIT_MODEL"]),
        ] {
            let emit = [swiftc, "-emit-module", "-module-name", module, "-package-name", "transpec", "-parse-as-library",
                        "-swift-version", "6", "-I", modules, "-emit-module-path", modules + "/\(module).swiftmodule"] + extra + files
            guard tool(emit).code == 0 else { return ([:], "building the \(module) module failed") }
        }
        var files: [Int: String] = [:]
        for count in [1, compiledTransitions] {
            // make-corpus draws each transition from every feature of the spec language.
            let spec = dir + "/spec-\(count)/transitions-\(count).transpec.yaml"
            let out = dir + "/generated-\(count)"
            try? fm.createDirectory(atPath: out, withIntermediateDirectories: true)
            try? fm.createDirectory(atPath: dir + "/spec-\(count)", withIntermediateDirectories: true)
            guard tool(["python3", benchDir + "/make-corpus", "--transitions", "\(count)", spec]).code == 0,
                  tool([transpec, "generate", spec, "--output", out, "--quiet"], capture: true).code == 0,
                  let name = (try? fm.contentsOfDirectory(atPath: out))?.first(where: { $0.hasSuffix(".swift") })
            else { return ([:], "generating \(count) transitions failed") }
            files[count] = out + "/" + name
        }
        return (files, nil)
    }

    let (files, why) = prepare()
    let modalSize = why == nil ? modalBytesPerTransition(transpec: transpec, dir: dir) : nil
    func contender(_ count: Int) -> Contender {
        let file = files[count] ?? "none"
        var c = Contender("typecheck \(count) transition\(count == 1 ? "" : "s")",
                          [swiftc, "-typecheck", "-swift-version", "6", "-warnings-as-errors", "-I", modules, file],
                          unavailable: why)
        probe(&c)
        return c
    }
    let one = contender(1), many = contender(compiledTransitions)
    // Instructions do not move with the host's load, so they compare two builds when the times cannot.
    let valgrind = executable("valgrind")
    func counted(_ count: Int) -> Contender {
        let frontend = (swiftc as NSString).deletingLastPathComponent + "/swift-frontend"
        var c = Contender("typecheck \(count) transition\(count == 1 ? "" : "s") (callgrind)",
                          [valgrind ?? "valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
                           frontend, "-frontend", "-typecheck", "-swift-version", "6", "-I", modules,
                           "-module-name", "Counted", "-primary-file", files[count] ?? "none"],
                          unavailable: why ?? (valgrind == nil ? "valgrind not found on PATH" : nil))
        c.figure = { number(after: "Collected :", in: $0) }
        c.once = true
        probeFigure(&c)
        return c
    }
    let countedOne = counted(1), countedMany = counted(compiledTransitions)
    let lines = [1, compiledTransitions].map { count in
        files[count].flatMap { try? String(contentsOfFile: $0, encoding: .utf8) }
            .map { "\($0.split(separator: "\n", omittingEmptySubsequences: false).count) lines" } ?? "?"
    }
    let per = Double(compiledTransitions - 1)
    return RowGroup(
        contenders: [one, many, countedOne, countedMany],
        rows: [
            Row(what: "generated code compiles linearly (t\(compiledTransitions) ÷ t1)",
                measure: .timeRatio(many.name, over: one.name), goal: Goal(atMost: true, value: 60)),
            Row(what: "generated Swift per modal transition, UIKit part (KB)",
                measure: .derived([one.name], { _ in [modalSize?.uikit ?? .nan] }),
                goal: Goal(atMost: true, value: 2)),
            Row(what: "  the whole transition, namespace included (KB)",
                measure: .derived([one.name], { _ in [modalSize?.whole ?? .nan] }), goal: nil),
            // Instructions, not time: a shared machine's load moves swiftc's time, never its instruction count.
            Row(what: "  millions of instructions per transition ((t\(compiledTransitions) − t1) ÷ \(compiledTransitions - 1), callgrind)",
                measure: .derived([countedOne.name, countedMany.name],
                                  figureDifference(countedOne.name, countedMany.name, per: per * 1e6)),
                goal: Goal(atMost: true, value: 21)),
        ],
        notes: ["compile: swiftc -typecheck -swift-version 6 against the UIKit model; generated files: "
                + "1 transition \(lines[0]), \(compiledTransitions) transitions \(lines[1])"])
}

/// A modal transition as the example specs write one: a sheet dismissed
/// downward over a dimming view, behind a scroll view, with two animated
/// elements.
func modalTransition(_ index: Int) -> String {
    """
      Sheet\(index)Dismiss:
        operation: dismiss
        summary: Dismisses sheet \(index) when it is swiped down.
        gesture: { edge: bottom, scrollView: optional }
        release: { threshold: 0.5, flickVelocity: 300 }
        spring: { dampingRatio: 1, response: 0.4 }
        dimming: { alpha: { from: 0.4, to: 0 } }
        elements:
          header: { alpha: { from: 1, to: 0 } }
          card: { scale: { from: 1, to: 0.9 }, cornerRadius: { from: 0, to: 16 } }

    """
}

/// KB of generated Swift per modal transition, from files of 1 and 51 of
/// them: the UIKit part (after `#if canImport(UIKit)`) and the whole.
@MainActor func modalBytesPerTransition(transpec: String, dir: String) -> (uikit: Double, whole: Double)? {
    var sizes: [Int: (uikit: Int, whole: Int)] = [:]
    for count in [1, 51] {
        let folder = dir + "/modal-\(count)"
        try? fm.createDirectory(atPath: folder + "/out", withIntermediateDirectories: true)
        let spec = folder + "/modal.transpec.yaml"
        let text = "transpec: 1\ntransitions:\n" + (0..<count).map(modalTransition).joined()
        guard (try? text.write(toFile: spec, atomically: true, encoding: .utf8)) != nil,
              tool([transpec, "generate", spec, "--output", folder + "/out", "--quiet"], capture: true).code == 0,
              let swift = try? String(contentsOfFile: folder + "/out/Modal.swift", encoding: .utf8),
              let uikit = swift.range(of: "#if canImport(UIKit)")
        else { return nil }
        sizes[count] = (swift[uikit.lowerBound...].utf8.count, swift.utf8.count)
    }
    guard let one = sizes[1], let many = sizes[51] else { return nil }
    return (Double(many.uikit - one.uikit) / 50 / 1024, Double(many.whole - one.whole) / 50 / 1024)
}
