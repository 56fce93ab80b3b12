import ArgumentParser
import TranspecRuntime
import TranspecSimulation
import TranspecSpec

/// `simulate play`: a play from rest, as code starts it (`present(_:)`, a
/// push or pop, `dismiss(animated:)`), the way the UIKit controller plays it.
struct SimulatePlay: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Play from rest as code does, the way the UIKit controller plays it.",
        discussion: """
            Examples:
              transpec simulate play Specs/tags-sheet.transpec.yaml present \\
                --transition TagsSheetDismiss
              transpec simulate play Specs/maps-sheet.transpec.yaml dismiss \\
                --transition MapsSheetDrag --from-detent full --to-detent half
            """)

    @OptionGroup var options: SimulationOptions

    @Argument(help: ArgumentHelp("present, dismiss, push or pop; for a pair, also either transition's name.",
                                 valueName: "operation"))
    var operation: String

    @OptionGroup var detent: DetentStartOption

    @Option(help: ArgumentHelp("On a detent sheet's dismissal: play the move to this detent that "
                               + "setDetent(_:of:animated: true) plays, instead of the dismissal.", valueName: "NAME"))
    var toDetent: String?

    @OptionGroup var sampling: SamplingOptions

    func run() throws {
        var (subject, spec, chosen) = try options.load(for: Self.self)
        let container = options.containerSize
        subject.restingDetent = detent.fromDetent
        // A pair's transitions by name: the partner presents (pushes), the
        // chosen one dismisses (pops).
        var operation = operation
        let partner = spec.presentationPartner(of: chosen)
        if let partner, operation == partner.name.value { operation = partner.operation.value.rawValue }
        if partner != nil, operation == chosen.name.value { operation = chosen.operation.value.rawValue }
        guard let played = subject.plays.first(where: { $0.operation.rawValue == operation }) else {
            let offered = subject.plays.map(\.operation.rawValue)
            throw CommandReport.usageError(
                offered.isEmpty
                    ? "\(subject.name) plays only from a pan: a tab selected from code switches at once."
                    : "\(subject.name) plays \(offered.joined(separator: " and ")) from code; play takes "
                        + offered.joined(separator: " or ") + " (got '\(operation)').",
                command: Self.self)
        }
        var request = SimulationRequest(subject: subject, play: played, container: container, fps: sampling.fps)
        // A detent sheet's dismissal from code plays from the detent it rests at.
        if played.plan.isDetentSheet {
            _ = try detent.stop(of: subject, in: container, command: Self.self)
            request.fromDetent = detent.fromDetent
            request.releaseProgress = Simulation.restingProgress(of: played.plan, at: detent.fromDetent, in: container)
            if let toDetent {
                request.toDetent = try DetentStartOption.detentName(
                    toDetent, option: "--to-detent", of: subject, command: Self.self)
            }
        } else if detent.fromDetent != nil || toDetent != nil {
            throw CommandReport.usageError(
                "--from-detent and --to-detent go with the play of a detent sheet's dismissal.", command: Self.self)
        }
        let result = try withinBudget { () throws(BudgetExceeded) in try Simulation.run(request, budget: .standard) }
        try options.write(SimulateOutput.render(result, format: options.format))
    }
}
