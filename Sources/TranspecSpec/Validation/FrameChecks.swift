import TranspecDiagnostics
import TranspecRuntime

extension SpecDecoder {
    /// `frame` belongs to a presented screen; leading and trailing edges need
    /// equal side insets (their travel must not depend on the layout
    /// direction); the frame must leave the screen some room in the nominal
    /// container. Returns the transition with its default distance: the
    /// travel out of the container the frame implies.
    mutating func checkFrame(_ transition: TransitionIR) -> TransitionIR {
        guard let frame = transition.frame else { return transition }
        let operation = transition.operation.value
        guard operation == .present || operation == .dismiss else {
            diagnostics.error(
                "'frame' is where a presented screen rests; '\(operation.rawValue)' presents nothing, remove it",
                at: frame.location)
            return transition
        }
        let edge = transition.gesture.edge.value
        let insets = frame.value.insets
        if edge.isLayoutRelative, insets.left != insets.right {
            diagnostics.error(
                "with edge '\(edge.rawValue)' the left and right insets must be equal (\(format(insets.left)) and "
                    + "\(format(insets.right))): the screen's travel would change with the layout direction",
                at: frame.insetsLocation)
        }
        let nominal = frame.value.frame(in: .iPhone)
        if nominal.width <= 0 || nominal.height <= 0 {
            diagnostics.error(
                "the frame leaves the screen no room in a "
                    + "\(format(ContainerSize.iPhone.width))x\(format(ContainerSize.iPhone.height)) pt container "
                    + "(\(format(nominal.width))x\(format(nominal.height)) pt); reduce the insets",
                at: frame.insetsLocation)
        }
        var transition = transition
        if !transition.gesture.isDistanceWritten {
            let leaving = operation == .present ? edge.opposite : edge
            transition.gesture.distance = Located(frame.value.travel(leavingThrough: leaving), at: frame.location)
        }
        return transition
    }
}
