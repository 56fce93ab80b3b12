import Foundation
import Testing
import TranspecGenerator
import TranspecSpec
import TranspecTestSupport

/// The platform-neutral part of every golden (everything before
/// `#if canImport(UIKit)`), compiled on Linux with the runtime and the
/// simulator's sampling and JSON sources, plays every transition of its spec
/// exactly as `transpec simulate --format json` does: byte-identical output
/// for releases that complete, cancel, flick either way, overshoot and start
/// past either end, and for every play from code (`--play`). The only
/// difference between the two sides is where the motion and the controller's
/// plan come from: the generated constants, or the spec lowered in-process.
@Suite struct GeneratedMotionRunTests {
    static let releases: [(progress: Double, velocity: Double)] = [
        (0.6, 0), (0.2, 0), (0.3, 0), (0.4, 0), (0.5, 0), (0.1, 1500), (0.8, -1500), (0.9, 3000), (1.2, 0), (-0.1, -50),
    ]

    /// Sources the program shares with `transpec simulate`: sampling and the JSON renderer.
    static let simulationSources = [
        "TranspecSimulation/Simulation", "TranspecSimulation/SimulationSubject", "TranspecSimulation/Timeline",
        "TranspecSimulation/ElementChannels", "TranspecSimulation/JSONRenderer", "TranspecSimulation/JSONWriter",
        "TranspecSimulation/SimulationBudget", "TranspecSimulation/DetentMove", "TranspecDiagnostics/JSONText",
    ]

    @Test(arguments: Goldens.specPaths)
    func generatedMotionMatchesTranspecSimulate(_ specPath: String) throws {
        let spec = try Goldens.decode(specPath)
        let scratch = try Repository.scratchDirectory()
        let golden = try String(contentsOf: Goldens.golden(for: specPath), encoding: .utf8)
        let neutral = scratch.appendingPathComponent("Neutral.swift")
        try Self.withoutRuntimeImport(golden.components(separatedBy: "\n#if canImport(UIKit)\n")[0])
            .write(to: neutral, atomically: true, encoding: .utf8)
        let main = scratch.appendingPathComponent("main.swift")
        try Self.program(for: spec).write(to: main, atomically: true, encoding: .utf8)
        var sources = [neutral, main] + (Repository.sources(of: "TranspecRuntime"))
        for name in Self.simulationSources {
            let copy = scratch.appendingPathComponent(URL(fileURLWithPath: name).lastPathComponent + ".swift")
            let source = Repository.root.appendingPathComponent("Sources/\(name).swift")
            try Self.withoutRuntimeImport(String(contentsOf: source, encoding: .utf8))
                .write(to: copy, atomically: true, encoding: .utf8)
            sources.append(copy)
        }
        let executable = scratch.appendingPathComponent("generated-motion")
        let build = try SwiftCompiler.locate().run(
            ["-swift-version", "6", "-module-name", "GeneratedMotion", "-package-name", ModelBuild.packageName,
             "-o", executable.path] + sources.map(\.path))
        try #require(build.succeeded, "\(build.output)")
        let run = try SwiftCompiler.run(executable, [])
        try #require(run.succeeded, "\(run.output)")

        var expected = ""
        for transition in spec.transitions {
            for play in Self.plays(of: transition) {
                let simulate = try SwiftCompiler.run(Self.transpecExecutable, [
                    "simulate", "play", Goldens.root.appendingPathComponent(specPath).path, play.operation,
                    "--transition", transition.name.value, "--format", "json",
                ])
                try #require(simulate.succeeded, "\(simulate.output)")
                expected += simulate.output
            }
            for release in Self.releases {
                let simulate = try SwiftCompiler.run(Self.transpecExecutable, [
                    "simulate", "release", Goldens.root.appendingPathComponent(specPath).path, "--transition",
                    transition.name.value, "--progress=\(release.progress)", "--velocity=\(release.velocity)",
                    "--format", "json",
                ])
                try #require(simulate.succeeded, "\(simulate.output)")
                expected += simulate.output
            }
        }
        #expect(!expected.isEmpty)
        if run.output != expected {
            let diff = try Goldens.unifiedDiff(expected: expected, actual: run.output, name: "simulate.json")
            Issue.record("\(specPath): generated motion differs from transpec simulate:\n\(diff)")
        }
    }

    /// The plays from code of a transition, with the generated plan each reads.
    static func plays(of transition: TransitionIR) -> [(operation: String, plan: String)] {
        switch transition.operation.value {
        case .present, .dismiss: [("present", "modal.presentation"), ("dismiss", "modal.dismissal")]
        case .push: [("push", "navigation.plan")]
        case .pop: [("pop", "navigation.plan")]
        case .tabNext, .tabPrevious: []
        }
    }

    /// The generated plan a gesture drives.
    static func interactivePlan(of transition: TransitionIR) -> String {
        switch transition.operation.value {
        case .present: "modal.presentation"
        case .dismiss: "modal.dismissal"
        case .push, .pop: "navigation.plan"
        case .tabNext, .tabPrevious: "tabSwitch.plan"
        }
    }

    /// `main.swift`: each transition's generated plans through `Simulation.run`, as JSON.
    static func program(for spec: SpecIR) -> String {
        var lines = ["let releases: [(Double, Double)] = [" + releases.map { "(\($0.progress), \($0.velocity))" }
            .joined(separator: ", ") + "]"]
        for transition in spec.transitions {
            let namespace = SwiftName.unescaped(SwiftName.typeName(for: transition.name.value)) + "Transition"
            let name = SwiftLiteral.string(transition.name.value)
            let plays = plays(of: transition).map { "TransitionOperationPlay(operation: .\($0.operation), plan: \(namespace).\($0.plan))" }
            // A modal's resting frame, which `simulate` reports, comes from the generated plan too.
            let frame = [.present, .dismiss].contains(transition.operation.value)
                ? ", restingFrame: \(namespace).modal.restingFrame" : ""
            let subject = "SimulationSubject(name: \(name), plan: \(namespace).\(interactivePlan(of: transition)), "
                + "plays: [\(plays.joined(separator: ", "))]\(frame))"
            lines.append("let subject\(namespace) = \(subject)")
            lines += [
                "for play in subject\(namespace).plays {",
                "    let request = SimulationRequest(subject: subject\(namespace), play: play)",
                "    print(JSONRenderer.render(Simulation.run(request)), terminator: \"\")",
                "}",
            ]
            lines += [
                "for (progress, velocity) in releases {",
                "    let request = SimulationRequest(subject: subject\(namespace), releaseProgress: progress, releaseVelocity: velocity)",
                "    print(JSONRenderer.render(Simulation.run(request)), terminator: \"\")",
                "}",
            ]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One module here, so imports of the modules these sources come from go.
    static func withoutRuntimeImport(_ source: String) -> String {
        source.replacingOccurrences(of: "@_spi(Generated) import TranspecRuntime\n", with: "")
            .replacingOccurrences(of: "import TranspecRuntime\n", with: "")
            .replacingOccurrences(of: "import TranspecDiagnostics\n", with: "")
    }

    /// The `transpec` binary SwiftPM built next to the test bundle.
    static var transpecExecutable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("transpec")
    }
}
