/// One generated Swift file: a header comment and its declarations.
public struct SwiftFile: Hashable, Sendable {
    /// Lines of the leading `//` comment.
    public var header: [String]
    public var declarations: [Declaration]

    public init(header: [String], declarations: [Declaration]) {
        self.header = header
        self.declarations = declarations
    }

    /// The file's text: deterministic for equal values.
    public func render() -> String {
        render(inParallel: true)
    }

    func render(inParallel: Bool) -> String {
        var writer = CodeWriter()
        writer.rendersInParallel = inParallel
        writer.fileHeader(header)
        writer.declarations(declarations)
        return writer.text
    }
}
