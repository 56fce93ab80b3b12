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
            let emit = [swiftc, "-emit-module", "-module-name", module, "-parse-as-library", "-swift-version", "6",
                        "-I", modules, "-emit-module-path", modules + "/\(module).swiftmodule"] + extra + files
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
    func contender(_ count: Int) -> Contender {
        let file = files[count] ?? "none"
        var c = Contender("typecheck \(count) transition\(count == 1 ? "" : "s")",
                          [swiftc, "-typecheck", "-swift-version", "6", "-warnings-as-errors", "-I", modules, file],
                          unavailable: why)
        probe(&c)
        return c
    }
    let one = contender(1), many = contender(compiledTransitions)
    let lines = [1, compiledTransitions].map { count in
        files[count].flatMap { try? String(contentsOfFile: $0, encoding: .utf8) }
            .map { "\($0.split(separator: "\n", omittingEmptySubsequences: false).count) lines" } ?? "?"
    }
    let per = Double(compiledTransitions - 1)
    return RowGroup(
        contenders: [one, many],
        rows: [
            Row(what: "generated code compiles linearly (t\(compiledTransitions) ÷ t1)",
                measure: .timeRatio(many.name, over: one.name), goal: Goal(atMost: true, value: 60)),
            Row(what: "  ms per transition ((t\(compiledTransitions) − t1) ÷ \(compiledTransitions - 1))",
                measure: .derived([one.name, many.name], { byName in
                    zip(byName[one.name]!.runs, byName[many.name]!.runs).map { ($1.seconds - $0.seconds) / per * 1000 }
                }),
                goal: Goal(atMost: true, value: 5)),
        ],
        notes: ["compile: swiftc -typecheck -swift-version 6 against the UIKit model; generated files: "
                + "1 transition \(lines[0]), \(compiledTransitions) transitions \(lines[1])"])
}
