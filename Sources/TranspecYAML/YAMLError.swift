/// A YAML problem at a place in the input, with optional notes pointing at
/// related places (for example the first of two duplicate keys).
public struct YAMLError: Error, Sendable, Equatable, CustomStringConvertible {
    public struct Note: Sendable, Equatable {
        public var message: String
        public var mark: Mark

        public init(message: String, mark: Mark) {
            self.message = message
            self.mark = mark
        }
    }

    public var message: String
    public var mark: Mark
    public var notes: [Note]

    public init(message: String, mark: Mark, notes: [Note] = []) {
        self.message = message
        self.mark = mark
        self.notes = notes
    }

    public var description: String {
        var text = "\(mark): \(message)"
        for note in notes { text += "\n\(note.mark): note: \(note.message)" }
        return text
    }
}

extension Mark {
    /// The start of the input.
    public static let start = Mark(line: 1, column: 1, offset: 0)
}
