import ArgumentParser

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Not built yet."
    )

    func run() throws {
        print("transpec check: not implemented yet")
        throw ExitCode(2)
    }
}
