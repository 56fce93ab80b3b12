import ArgumentParser
import TranspecSimulation

/// `simulate sweep`: the decision and the settle time of a release at every
/// cell of a progress × velocity grid.
struct SimulateSweep: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sweep",
        abstract: "Print a decision map over release progress × release velocity.",
        discussion: """
            Examples:
              transpec simulate sweep Specs/photo-preview.transpec.yaml \\
                --format svg -o sweep.svg
              transpec simulate sweep Specs/maps-sheet.transpec.yaml \\
                --transition MapsSheetDrag --from-detent half
            """)

    @OptionGroup var options: SimulationOptions

    @Option(parsing: .unconditional,
            help: ArgumentHelp("Release velocities MIN:MAX in pt/s, within ±100000.", valueName: "MIN:MAX"))
    var velocity = VelocityRangeOption(low: -2000, high: 2000)

    @Option(help: ArgumentHelp("The grid COLUMNSxROWS (progress × velocity), each 2…1000, at most 160000 cells.",
                               valueName: "COLUMNSxROWS"))
    var grid = GridOption(columns: 41, rows: 21)

    @OptionGroup var detent: DetentStartOption
    @OptionGroup var gestureChoice: GestureChoiceOption

    func validate() throws {
        if !velocity.isAllowed {
            throw ValidationError("--velocity must be MIN:MAX with MIN < MAX, within ±100000 "
                                  + "(got \(velocity.low):\(velocity.high)).")
        }
        if !grid.isAllowed {
            throw ValidationError("--grid must be COLUMNSxROWS, each 2…1000 (got \(grid.columns)x\(grid.rows)).")
        }
    }

    func run() throws {
        var (subject, _, _) = try options.load(for: Self.self)
        try gestureChoice.apply(to: &subject, command: Self.self)
        let container = options.containerSize
        _ = try detent.stop(of: subject, in: container, command: Self.self)
        subject.restingDetent = detent.fromDetent
        let request = SweepRequest(subject: subject, container: container, velocity: velocity.range,
                                   columns: grid.columns, rows: grid.rows, fromDetent: detent.fromDetent)
        let result = try withinBudget { () throws(BudgetExceeded) in try Sweep.run(request, budget: .standard) }
        try options.write(SimulateOutput.render(result, format: options.format, color: options.output == nil && Terminal.stdoutWantsColor))
    }
}
