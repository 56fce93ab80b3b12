/// Renders a `FileOutline`: the text `SwiftFile` gives for the same file.
extension CodeWriter {
    mutating func file(_ outline: FileOutline) {
        fileHeader(outline.header)
        parts(outline.parts)
    }

    mutating func fileHeader(_ lines: [String]) {
        for text in lines { line("// " + DocComment.sanitize(text)) }
        blankLine()
    }

    private mutating func parts(_ parts: [FileOutline.Part]) {
        var spacing = DeclarationSpacing()
        for part in parts {
            switch part {
            case .declarations(let declarations):
                for declaration in declarations {
                    spacing.next(declaration, in: &self)
                    self.declaration(declaration)
                }
            case .run(let run):
                self.run(run, spacing: &spacing)
            case .conditional(let condition, let body):
                // As `declaration(.conditional)` writes it; it is no stored property.
                spacing.next(first: false, last: false, in: &self)
                line("#if " + condition)
                self.parts(body)
                line("#endif")
            }
        }
    }
}
