import ArgumentParser

struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Not built yet."
    )

    func run() throws {
        print("transpec generate: not implemented yet")
        throw ExitCode(2)
    }
}
