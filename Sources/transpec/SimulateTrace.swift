import TranspecSimulation

/// Placeholder until trace replay lands.
enum SimulateTrace {
    static func render(path: String, subject: SimulationSubject, container: ContainerSize, fps: Double,
                       format: SimulationFormat) throws -> String {
        ""
    }
}
