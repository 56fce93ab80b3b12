import ArgumentParser

struct SimulateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract: "Not built yet."
    )

    func run() throws {
        print("transpec simulate: not implemented yet")
        throw ExitCode(2)
    }
}
