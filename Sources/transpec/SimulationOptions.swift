import ArgumentParser
import TranspecRuntime
import TranspecSimulation
import TranspecSpec

/// What every `simulate` mode takes: the spec and its transition, the
/// container, the views the screen lends, and where the output goes.
struct SimulationOptions: ParsableArguments {
    @Argument(help: "The spec file.")
    var spec: String

    @Option(help: "The transition to simulate; optional when the spec has exactly one.")
    var transition: String?

    @Option(parsing: .unconditional,
            help: ArgumentHelp("Container size WxH in points, each 1…100000; `distance: container` reads its height "
                                   + "(top/bottom) or width.", valueName: "WxH"))
    var container = ContainerOption(width: ContainerSize.iPhone.width, height: ContainerSize.iPhone.height)

    @Option(help: ArgumentHelp("The container's safe area TOP,LEADING,BOTTOM,TRAILING in points (UIView's "
                               + "safeAreaInsets), e.g. 59,0,34,0; detent heights are measured within it.",
                               valueName: "TOP,LEADING,BOTTOM,TRAILING"))
    var safeArea: SafeAreaOption?

    /// The container `--container` and `--safe-area` describe.
    var containerSize: ContainerSize {
        var size = container.size
        size.safeArea = safeArea?.insets ?? FrameInsets()
        return size
    }

    @Option(help: ArgumentHelp("Play as if the screen lent no view for this `optional` element: it stays still "
                               + "(repeatable).", valueName: "ELEMENT"))
    var missingView: [String] = []

    @Option(help: ArgumentHelp("An element view's size NAME=WxH in points, for translations in `% view` "
                               + "(repeatable; required for each such element).", valueName: "NAME=WxH"))
    var viewSize: [String] = []

    @Option(help: "Light or dark mode: which colour of a `dimming.color` pair the dimming view shows.")
    var appearance: Appearance = .light

    @Flag(help: ArgumentHelp("Play what runs while Reduce Motion is on: the spec's `reduceMotion` (by default a "
                             + "cross-fade for a transition that slides its screen or flies a shared element)."))
    var reduceMotion = false

    @Option(help: "Output format: text, json, csv or svg.")
    var format: SimulationFormat = .text

    @Option(name: [.short, .long], help: "Write to FILE (atomically) instead of stdout.")
    var output: String?

    @OptionGroup var common: CommonOptions

    func validate() throws {
        if !container.isAllowed {
            throw ValidationError(
                "--container must be WxH with sizes within 1…100000 points, e.g. 390x844 (got \(container.size)).")
        }
        if let problem = safeArea?.problem(in: container.size) { throw ValidationError(problem) }
    }

    /// The chosen transition of the spec (read as `check` reads it; on
    /// errors, printed, and exit 1), as the simulator plays it.
    func load(for command: ParsableCommand.Type) throws -> (subject: SimulationSubject, spec: SpecIR, transition: TransitionIR) {
        let decoded = try SpecLoading.load(spec)
        let chosen: TransitionIR
        do {
            chosen = try TransitionChoice.choose(transition, in: decoded)
        } catch .ambiguous(let names) {
            throw CommandReport.usageError(
                "\(spec) has \(names.count) transitions; choose one:\n" + names.map { "  --transition \($0)" }.joined(separator: "\n"),
                command: command)
        } catch {
            throw CommandReport.failure(error)
        }
        common.detail("simulating \(chosen.name.value) from \(spec)")
        var subject = SimulationSubject(chosen, in: decoded)
        subject.appearance = appearance
        if reduceMotion { subject = subject.reducingMotion() }
        let partner = decoded.presentationPartner(of: chosen)
        subject.missingViews = try MissingViews.check(missingView, in: chosen, presentation: partner, command: command)
        subject.viewSizes = try ViewSizes.parse(viewSize, for: subject, in: chosen, presentation: partner, command: command)
        return (subject, decoded, chosen)
    }

    /// Writes `text` to stdout or `--output`.
    func write(_ text: String) throws {
        do {
            try OutputFile.write(text, to: output)
            if let output { common.detail("wrote \(output)") }
        } catch {
            throw CommandReport.failure(error)
        }
    }
}

extension Appearance: ExpressibleByArgument {}

/// `--fps`: how often the release, trace or play is sampled.
struct SamplingOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: "Samples per second, 1…1000.")
    var fps: Double = 120

    func validate() throws {
        if !(fps >= 1 && fps <= 1000) { throw ValidationError("--fps must be within 1…1000 (got \(fps)).") }
    }
}

/// `--from-detent`: on a detent sheet, where a drag or a play starts.
struct DetentStartOption: ParsableArguments {
    @Option(help: ArgumentHelp("On a detent sheet: the detent the drag starts from (default where the presentation leaves it: its initial detent, else the tallest).",
                               valueName: "NAME"))
    var fromDetent: String?

    /// The stop `--from-detent` names, nil without the option; a usage
    /// error, with a did-you-mean, for a name that is no detent.
    func stop(of subject: SimulationSubject, in container: ContainerSize, command: ParsableCommand.Type) throws -> DetentStop? {
        guard let fromDetent else { return nil }
        guard let plan = subject.motion.detents else {
            throw CommandReport.usageError("--from-detent: \(subject.name) has no detents.", command: command)
        }
        let name = try Self.detentName(fromDetent, option: "--from-detent", of: subject, command: command)
        return plan.stop(named: name, in: container, distance: subject.distance(in: container))
    }

    /// `name` when it is one of the subject's detents; else a usage error
    /// with a did-you-mean.
    static func detentName(
        _ name: String, option: String, of subject: SimulationSubject, command: ParsableCommand.Type
    ) throws -> String {
        let names = subject.motion.detents?.detents.map(\.name) ?? []
        if names.contains(name) { return name }
        let near = names.min { editDistance($0, name) < editDistance($1, name) }
        let hint = near.map { editDistance($0, name) <= 2 ? " Did you mean '\($0)'?" : "" } ?? ""
        throw CommandReport.usageError(
            "\(option): \(subject.name) has no detent '\(name)'; its detents are " + names.joined(separator: ", ") + "." + hint,
            command: command)
    }
}

/// A run that would pass its budget (`SimulationBudget.standard`) is an
/// error, exit 1, before it takes the memory.
func withinBudget<Result>(_ run: () throws(BudgetExceeded) -> Result) throws -> Result {
    do {
        return try run()
    } catch {
        throw CommandReport.failure(error)
    }
}

/// `--missing-view` names an `optional` element of the transition (or of
/// its pair's presentation, which `play present` plays).
enum MissingViews {
    static func check(
        _ names: [String], in transition: TransitionIR, presentation: TransitionIR?, command: ParsableCommand.Type
    ) throws -> Set<String> {
        let elements = transition.elements + (presentation?.elements ?? [])
        let optional = Set(elements.filter { $0.isOptional?.value == true }.map(\.name.value))
        for name in names where !optional.contains(name) {
            let known = elements.contains { $0.name.value == name }
            throw CommandReport.usageError(
                known ? "--missing-view \(name): the element is not 'optional', so its screen always lends a view."
                    : "--missing-view \(name): \(transition.name.value) has no element named \(name)"
                    + (optional.isEmpty ? "." : "; its optional elements: \(optional.sorted().joined(separator: ", ")).")
                , command: command)
        }
        return Set(names)
    }
}

/// `--view-size NAME=WxH`: each element whose translation counts its own
/// size (`-30% view`) needs one; sizes follow `--container`'s rules.
enum ViewSizes {
    static func parse(
        _ arguments: [String], for subject: SimulationSubject, in transition: TransitionIR, presentation: TransitionIR?,
        command: ParsableCommand.Type
    ) throws -> [String: ContainerSize] {
        let names = Set((transition.elements + (presentation?.elements ?? [])).map(\.name.value))
        var sizes: [String: ContainerSize] = [:]
        for argument in arguments {
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, let size = ContainerOption(argument: parts[1]), size.isAllowed else {
                throw CommandReport.usageError(
                    "--view-size must be NAME=WxH with sizes within 1…100000 points, e.g. card=160x70 (got \(argument)).",
                    command: command)
            }
            guard names.contains(parts[0]) else {
                throw CommandReport.usageError(
                    "--view-size \(argument): \(transition.name.value) has no element named \(parts[0]).", command: command)
            }
            sizes[parts[0]] = size.size
        }
        let plans = [subject.plan] + subject.plays.map(\.plan)
        let needed = Set(plans.flatMap(\.motion.elements).filter {
            $0.translationXBasis == .view || $0.translationYBasis == .view
        }.map(\.name))
        let missing = needed.subtracting(sizes.keys).sorted()
        guard missing.isEmpty else {
            throw CommandReport.usageError(
                "Translations in '% view' need the view's size: give "
                    + missing.map { "--view-size \($0)=WxH" }.joined(separator: " ") + ".",
                command: command)
        }
        return sizes
    }
}

/// `--gesture N`: which drag of a transition with several (`gesture:` a
/// list) the gesture, release or sweep plays; the first by default.
struct GestureChoiceOption: ParsableArguments {
    @Option(help: ArgumentHelp("When the transition lists several gestures: the one to play, counted from 1 "
                               + "(default the first).", valueName: "N"))
    var gesture: Int?

    /// Makes `subject` play the chosen drag; a usage error for one it does not have.
    func apply(to subject: inout SimulationSubject, command: ParsableCommand.Type) throws {
        guard let gesture else { return }
        let count = subject.plan.gestureCount
        guard gesture >= 1, gesture <= count else {
            throw CommandReport.usageError(
                "--gesture: \(subject.name) has " + (count == 1 ? "one gesture" : "\(count) gestures")
                    + (count == 0 ? " (it plays from code only)" : "; give 1…\(count)") + " (got \(gesture)).",
                command: command)
        }
        subject.driveByGesture(gesture - 1)
    }
}
