import TranspecRuntime
import TranspecSimulation

/// The spec both sweeps play: `PullToDismiss` from
/// Specs/pull-to-dismiss.transpec.yaml, as `transpec generate` writes its
/// motion (Tests/TranspecGeneratorTests/Goldens/PullToDismiss.swift). A
/// projection release rule, a critically damped spring to complete and an
/// underdamped one (ζ ≈ 0.73) to cancel, no decay phase.
let pullToDismiss = SimulationSubject(
    name: "PullToDismiss",
    motion: TransitionMotion(
        distance: .container,
        release: .projection(rate: .normal, threshold: 0.5),
        completeSpring: Spring(mass: 1, stiffness: 400, damping: 40),
        cancelSpring: Spring(mass: 1, stiffness: 230.2, damping: 22),
        decay: nil,
        rubberBand: RubberBand(coefficient: 0.55),
        restTolerance: RestTolerance(position: 0.5, velocity: 5),
        interruptible: true,
        directions: .towardEdge,
        elements: [],
        dimming: .fromTo(0.5, 0, easing: .easeOut),
        sharedElement: nil),
    edge: .bottom)

/// The `transpec simulate sweep` request at `n × n` cells: release progress
/// 0…1 across, −2000…2000 pt/s up, on an iPhone (D = 844 pt).
func sweepRequest(_ n: Int) -> SweepRequest {
    SweepRequest(subject: pullToDismiss, columns: n, rows: n)
}
