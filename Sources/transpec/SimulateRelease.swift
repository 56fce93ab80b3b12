import ArgumentParser
import TranspecSimulation

/// `simulate release`: the motion after a finger lifts at a progress and a
/// velocity.
struct SimulateRelease: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "release",
        abstract: "Simulate a release at a progress and a velocity.",
        discussion: """
            Examples:
              transpec simulate release Specs/tags-sheet.transpec.yaml \\
                --transition TagsSheetDismiss --progress 0.4 --velocity 800
              transpec simulate release Specs/maps-sheet.transpec.yaml \\
                --transition MapsSheetDrag --from-detent half --velocity -600
            """)

    @OptionGroup var options: SimulationOptions

    // Numeric options take the next argument even when it starts with '-',
    // so `--velocity -800` is a value, not an unknown option.
    @Option(parsing: .unconditional,
            help: "Progress at release (-1…2); on a detent sheet, the --from-detent detent's by default.")
    var progress: Double?

    @Option(parsing: .unconditional, help: "Velocity at release in pt/s, positive toward the completion edge.")
    var velocity: Double

    @OptionGroup var detent: DetentStartOption
    @OptionGroup var gestureChoice: GestureChoiceOption
    @OptionGroup var sampling: SamplingOptions

    func validate() throws {
        if let p = progress, !(p >= -1 && p <= 2) {
            throw ValidationError("--progress must be within -1…2 (got \(p)).")
        }
        if !(velocity.isFinite && abs(velocity) <= 100_000) {
            throw ValidationError("--velocity must be within ±100000 pt/s (got \(velocity)).")
        }
    }

    func run() throws {
        // Here, not in validate(): ArgumentParser validates before it looks
        // for unknown options, and a misspelt `--progres` must be reported as
        // unknown, not as a missing --progress.
        if progress == nil && detent.fromDetent == nil {
            throw CommandReport.usageError("Give --progress, or --from-detent to release at a detent.", command: Self.self)
        }
        var (subject, _, _) = try options.load(for: Self.self)
        try gestureChoice.apply(to: &subject, command: Self.self)
        let container = options.containerSize
        let start = try detent.stop(of: subject, in: container, command: Self.self)
        subject.restingDetent = detent.fromDetent
        var request = SimulationRequest(
            subject: subject, releaseProgress: progress ?? start?.progress ?? 0, releaseVelocity: velocity,
            container: container, fps: sampling.fps)
        request.fromDetent = detent.fromDetent
        let result = try withinBudget { () throws(BudgetExceeded) in try Simulation.run(request, budget: .standard) }
        try options.write(SimulateOutput.render(result, format: options.format))
    }
}
