/// One generated file: its header comment lines, then its declarations.
public struct SwiftFile: Hashable, Sendable {
    public var header: [String]
    public var declarations: [Declaration]

    public init(header: [String], declarations: [Declaration]) {
        self.header = header
        self.declarations = declarations
    }
}
