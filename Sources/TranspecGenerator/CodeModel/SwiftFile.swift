/// One generated file: its header comment lines, then its declarations.
package struct SwiftFile: Hashable, Sendable {
    package var header: [String]
    package var declarations: [Declaration]

    package init(header: [String], declarations: [Declaration]) {
        self.header = header
        self.declarations = declarations
    }
}
