import Foundation

// "Generated code compiles linearly": `swiftc -typecheck` of the file
// `transpec generate` writes for a spec of 100 transitions against the one for
// 1 transition, both against the UIKit stand-in, as the generator's tests
// type-check the goldens (Tests/TranspecGeneratorTests/Support/UIKitStandIn.swift).

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
        let standIn = URL(fileURLWithPath: rootDir).deletingLastPathComponent().path + "/shared/uikit-surface/UIKit.swift"
        guard fm.fileExists(atPath: standIn) else { return ([:], "no UIKit stand-in at \(standIn)") }
        log("building the UIKit stand-in, TranspecRuntime and TranspecUIKit modules in \(modules)")
        func sources(_ target: String) -> [String] {
            let folder = rootDir + "/Sources/" + target
            return ((try? fm.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
                .map { folder + "/" + $0 }
        }
        // TranspecUIKit's Objective-C, rewritten as the tests do for Linux
        // (UIKitStandIn.rewriteForLinux): the stand-in has no @objc or #selector.
        let rewritten = dir + "/TranspecUIKitSources"
        try? fm.createDirectory(atPath: rewritten, withIntermediateDirectories: true)
        let glue = sources("TranspecUIKit").map { source -> String in
            let text = ((try? String(contentsOfFile: source, encoding: .utf8)) ?? "")
                .replacingOccurrences(of: "#selector(", with: "Selector(_checking: ")
                .replacingOccurrences(of: "@objc ", with: "")
            let copy = rewritten + "/" + URL(fileURLWithPath: source).lastPathComponent
            try? text.write(toFile: copy, atomically: true, encoding: .utf8)
            return copy
        }
        for (module, files, extra) in [
            ("UIKit", [standIn], [String]()),
            ("TranspecRuntime", sources("TranspecRuntime"), []),
            ("TranspecUIKit", glue, ["-warnings-as-errors", "-D", "TRANSPEC_LINUX_TYPECHECK"]),
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
                goal: nil),
        ],
        notes: ["compile: swiftc -typecheck -swift-version 6 against the UIKit stand-in; generated files: "
                + "1 transition \(lines[0]), \(compiledTransitions) transitions \(lines[1])"])
}
