import ArgumentParser
import TranspecRuntime
import TranspecSimulation
import TranspecSpec

struct SimulateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract: "Simulate a release, replay a touch trace, or sweep a decision map.",
        discussion: """
            One mode per run: a release (--release-progress and --release-velocity), a trace \
            (--gesture TRACE), a play from code (--play), or a sweep (--sweep). Data goes to stdout (or --output, written \
            atomically), diagnostics to stderr. Exit status: 0 ok, 1 spec or trace errors, 64 usage errors.

            Examples:
              transpec simulate Specs/tags-sheet.transpec.yaml --transition TagsSheetDismiss \\
                --release-progress 0.4 --release-velocity 800
              transpec simulate Specs/photo-preview.transpec.yaml --sweep --format svg -o sweep.svg
              transpec simulate Specs/tags-sheet.transpec.yaml --transition TagsSheetDismiss \\
                --gesture Docs/traces/regrab.csv --format json
              transpec simulate Specs/tags-sheet.transpec.yaml --transition TagsSheetDismiss --play present
            """
    )

    @Argument(help: "The spec file.")
    var spec: String

    @Option(help: "The transition to simulate; optional when the spec has exactly one.")
    var transition: String?

    // Numeric options take the next argument even when it starts with '-',
    // so `--release-velocity -800` is a value, not an unknown option.
    @Option(parsing: .unconditional, help: "Progress at release (-1…2).")
    var releaseProgress: Double?

    @Option(parsing: .unconditional, help: "Velocity at release in pt/s, positive toward the completion edge.")
    var releaseVelocity: Double?

    @Option(parsing: .unconditional,
            help: ArgumentHelp("Container size WxH in points, each 1…100000; `distance: container` reads its height "
                                   + "(top/bottom) or width.", valueName: "WxH"))
    var container = ContainerOption(width: ContainerSize.iPhone.width, height: ContainerSize.iPhone.height)

    @Option(parsing: .unconditional, help: "Samples per second, 1…1000.")
    var fps: Double = 120

    @Option(help: "Output format: text, json, csv or svg.")
    var format: SimulationFormat = .text

    @Option(name: [.short, .long], help: "Write to FILE (atomically) instead of stdout.")
    var output: String?

    @Option(help: "Replay a touch trace (.csv, or .yaml/.yml) through the interaction state machine.")
    var gesture: String?

    @Option(help: ArgumentHelp("Play from rest as code does (present, dismiss, push or pop; for a pair, also either "
                               + "transition's name), the way the UIKit controller plays it."))
    var play: String?

    @Option(help: ArgumentHelp("On a detent sheet: the detent the drag starts from (default the tallest); without "
                               + "--release-progress the release is at that detent.", valueName: "NAME"))
    var fromDetent: String?

    @Option(help: ArgumentHelp("With --play dismiss on a detent sheet: play the move to this detent that "
                               + "setDetent(_:of:animated: true) plays, instead of the dismissal.", valueName: "NAME"))
    var toDetent: String?

    @Option(help: ArgumentHelp("Play as if the screen lent no view for this `optional` element: it stays still "
                               + "(repeatable).", valueName: "ELEMENT"))
    var missingView: [String] = []

    @Option(help: ArgumentHelp("An element view's size NAME=WxH in points, for translations in `% view` "
                               + "(repeatable; required for each such element).", valueName: "NAME=WxH"))
    var viewSize: [String] = []

    @Flag(help: "Print a decision map over release progress × release velocity.")
    var sweep = false

    @Option(parsing: .unconditional,
            help: ArgumentHelp("Sweep velocity range MIN:MAX in pt/s, within ±100000.", valueName: "MIN:MAX"))
    var sweepVelocity = VelocityRangeOption(low: -2000, high: 2000)

    @Option(help: ArgumentHelp("Sweep grid COLUMNSxROWS (progress × velocity), each 2…1000, at most 160000 cells.",
                               valueName: "COLUMNSxROWS"))
    var sweepGrid = GridOption(columns: 41, rows: 21)

    @OptionGroup var common: CommonOptions

    func validate() throws {
        let modes = [gesture != nil, sweep, play != nil, releaseProgress != nil || releaseVelocity != nil || (fromDetent != nil && !sweep && gesture == nil && play == nil)]
            .filter { $0 }.count
        if modes > 1 { throw ValidationError("Choose one mode: a release, --gesture, --play or --sweep.") }
        if let p = releaseProgress, !(p >= -1 && p <= 2) {
            throw ValidationError("--release-progress must be within -1…2 (got \(p)).")
        }
        if let v = releaseVelocity, !(v.isFinite && abs(v) <= 100_000) {
            throw ValidationError("--release-velocity must be within ±100000 pt/s (got \(v)).")
        }
        if !(fps >= 1 && fps <= 1000) { throw ValidationError("--fps must be within 1…1000 (got \(fps)).") }
        if !container.isAllowed {
            throw ValidationError(
                "--container must be WxH with sizes within 1…100000 points, e.g. 390x844 (got \(container.size)).")
        }
        if sweep {
            if !sweepVelocity.isAllowed {
                throw ValidationError("--sweep-velocity must be MIN:MAX with MIN < MAX, within ±100000 "
                                      + "(got \(sweepVelocity.low):\(sweepVelocity.high)).")
            }
            if !sweepGrid.isAllowed {
                throw ValidationError(
                    "--sweep-grid must be COLUMNSxROWS, each 2…1000 (got \(sweepGrid.columns)x\(sweepGrid.rows)).")
            }
        }
    }

    func run() throws {
        // In run(), not validate(): ArgumentParser validates before it looks
        // for unknown options, and a misspelt `--release-progres` must be
        // reported as unknown, not as a missing --release-progress.
        if gesture == nil && !sweep && play == nil
            && (releaseVelocity == nil || (releaseProgress == nil && fromDetent == nil)) {
            throw ValidationError("Give --release-progress and --release-velocity (or --gesture, --play, or --sweep).")
        }
        let decoded = try SpecLoading.load(spec)
        let chosen: TransitionIR
        do {
            chosen = try TransitionChoice.choose(transition, in: decoded)
        } catch .ambiguous(let names) {
            throw ValidationError("\(spec) has \(names.count) transitions; choose one:\n"
                                  + names.map { "  --transition \($0)" }.joined(separator: "\n"))
        } catch {
            throw CommandReport.failure(error)
        }
        common.detail("simulating \(chosen.name.value) from \(spec)")
        var subject = SimulationSubject(chosen, in: decoded)
        subject.missingViews = try MissingViews.check(missingView, in: chosen, presentation: decoded.presentationPartner(of: chosen))
        subject.viewSizes = try ViewSizes.parse(viewSize, for: subject, in: chosen, presentation: decoded.presentationPartner(of: chosen))
        let container = container.size
        let startStop = try detentStart(subject, container: container)
        subject.restingDetent = fromDetent
        let text: String
        if let gesture {
            text = try SimulateTrace.render(path: gesture, subject: subject, container: container, fps: fps, format: format)
        } else if var play {
            // A pair's transitions by name: the partner presents, the dismissal dismisses.
            let partner = decoded.presentationPartner(of: chosen)
            if let partner, play == partner.name.value { play = TransitionOperation.present.rawValue }
            if partner != nil, play == chosen.name.value { play = TransitionOperation.dismiss.rawValue }
            guard let played = subject.plays.first(where: { $0.operation.rawValue == play }) else {
                let offered = subject.plays.map(\.operation.rawValue)
                throw ValidationError(offered.isEmpty
                    ? "\(subject.name) plays only from a pan: a tab selected from code switches at once."
                    : "\(subject.name) plays \(offered.joined(separator: " and ")) from code; --play takes "
                        + offered.joined(separator: " or ") + " (got '\(play)').")
            }
            var request = SimulationRequest(subject: subject, play: played, container: container, fps: fps)
            // A detent sheet's dismissal from code plays from the detent it rests at.
            if played.plan.isDetentSheet {
                request.fromDetent = fromDetent
                request.releaseProgress = Simulation.restingProgress(of: played.plan, at: fromDetent, in: container)
                if let toDetent {
                    request.toDetent = try detentName(toDetent, option: "--to-detent", subject)
                }
            } else if fromDetent != nil || toDetent != nil {
                throw ValidationError("--from-detent goes with a release, --gesture, --sweep or --play of the dismissal.")
            }
            text = SimulateOutput.render(
                try withinBudget { () throws(BudgetExceeded) in try Simulation.run(request, budget: .standard) },
                format: format)
        } else if toDetent != nil {
            throw ValidationError("--to-detent goes with --play dismiss on a detent sheet.")
        } else if sweep {
            let request = SweepRequest(subject: subject, container: container, velocity: sweepVelocity.range,
                                       columns: sweepGrid.columns, rows: sweepGrid.rows, fromDetent: fromDetent)
            text = SimulateOutput.render(
                try withinBudget { () throws(BudgetExceeded) in try Sweep.run(request, budget: .standard) },
                format: format, color: output == nil && Terminal.stdoutWantsColor)
        } else {
            var request = SimulationRequest(
                subject: subject, releaseProgress: releaseProgress ?? startStop?.progress ?? 0,
                releaseVelocity: releaseVelocity ?? 0, container: container, fps: fps)
            request.fromDetent = fromDetent
            text = SimulateOutput.render(
                try withinBudget { () throws(BudgetExceeded) in try Simulation.run(request, budget: .standard) },
                format: format)
        }
        do {
            try OutputFile.write(text, to: output)
            if let output { common.detail("wrote \(output)") }
        } catch {
            throw CommandReport.failure(error)
        }
    }
}

extension SimulateCommand {
    /// The stop `--from-detent` names, nil without the option; a usage
    /// error, with a did-you-mean, for a name that is no detent.
    func detentStart(_ subject: SimulationSubject, container: ContainerSize) throws -> DetentStop? {
        guard let fromDetent else { return nil }
        guard let plan = subject.motion.detents else {
            throw ValidationError("--from-detent: \(subject.name) has no detents.")
        }
        let name = try detentName(fromDetent, option: "--from-detent", subject)
        return plan.stop(named: name, in: container, distance: subject.distance(in: container))
    }

    /// `name` when it is one of the subject's detents; else a usage error
    /// with a did-you-mean.
    func detentName(_ name: String, option: String, _ subject: SimulationSubject) throws -> String {
        let names = subject.motion.detents?.detents.map(\.name) ?? []
        if names.contains(name) { return name }
        let near = names.min { editDistance($0, name) < editDistance($1, name) }
        let hint = near.map { editDistance($0, name) <= 2 ? " Did you mean '\($0)'?" : "" } ?? ""
        throw ValidationError("\(option): \(subject.name) has no detent '\(name)'; its detents are "
                              + names.joined(separator: ", ") + "." + hint)
    }
}

/// A run that would pass its budget (`SimulationBudget.standard`) is an
/// error, exit 1, before it takes the memory.
private func withinBudget<Result>(_ run: () throws(BudgetExceeded) -> Result) throws -> Result {
    do {
        return try run()
    } catch {
        throw CommandReport.failure(error)
    }
}

enum SimulationFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, csv, svg
}

/// `--missing-view` names an `optional` element of the transition (or of
/// its pair's presentation, which `--play present` plays).
enum MissingViews {
    static func check(_ names: [String], in transition: TransitionIR, presentation: TransitionIR?) throws -> Set<String> {
        let elements = transition.elements + (presentation?.elements ?? [])
        let optional = Set(elements.filter { $0.isOptional?.value == true }.map(\.name.value))
        for name in names where !optional.contains(name) {
            let known = elements.contains { $0.name.value == name }
            throw ValidationError(
                known ? "--missing-view \(name): the element is not 'optional', so its screen always lends a view."
                    : "--missing-view \(name): \(transition.name.value) has no element named \(name)"
                    + (optional.isEmpty ? "." : "; its optional elements: \(optional.sorted().joined(separator: ", ")).")
            )
        }
        return Set(names)
    }
}

/// `--view-size NAME=WxH`: each element whose translation counts its own
/// size (`-30% view`) needs one; sizes follow `--container`'s rules.
enum ViewSizes {
    static func parse(
        _ arguments: [String], for subject: SimulationSubject, in transition: TransitionIR, presentation: TransitionIR?
    ) throws -> [String: ContainerSize] {
        let names = Set((transition.elements + (presentation?.elements ?? [])).map(\.name.value))
        var sizes: [String: ContainerSize] = [:]
        for argument in arguments {
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, let size = ContainerOption(argument: parts[1]), size.isAllowed else {
                throw ValidationError("--view-size must be NAME=WxH with sizes within 1…100000 points, e.g. card=160x70 "
                                      + "(got \(argument)).")
            }
            guard names.contains(parts[0]) else {
                throw ValidationError("--view-size \(argument): \(transition.name.value) has no element named \(parts[0]).")
            }
            sizes[parts[0]] = size.size
        }
        let plans = [subject.plan] + subject.plays.map(\.plan)
        let needed = Set(plans.flatMap(\.motion.elements).filter {
            $0.translationXBasis == .view || $0.translationYBasis == .view
        }.map(\.name))
        let missing = needed.subtracting(sizes.keys).sorted()
        guard missing.isEmpty else {
            throw ValidationError("Translations in '% view' need the view's size: give "
                                  + missing.map { "--view-size \($0)=WxH" }.joined(separator: " ") + ".")
        }
        return sizes
    }
}
