/// A YAML problem at a place in the input, with optional notes pointing at
/// related places (for example the first of two duplicate keys).
package struct YAMLError: Error, Sendable, Equatable, CustomStringConvertible {
    package struct Note: Sendable, Equatable {
        package var message: String
        package var mark: Mark

        package init(message: String, mark: Mark) {
            self.message = message
            self.mark = mark
        }
    }

    package var message: String
    package var mark: Mark
    package var notes: [Note]

    package init(message: String, mark: Mark, notes: [Note] = []) {
        self.message = message
        self.mark = mark
        self.notes = notes
    }

    package var description: String {
        var text = "\(mark): \(message)"
        for note in notes { text += "\n\(note.mark): note: \(note.message)" }
        return text
    }
}

extension Mark {
    /// The start of the input.
    package static let start = Mark(line: 1, column: 1, offset: 0)
}
