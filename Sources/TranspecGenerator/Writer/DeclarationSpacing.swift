/// Blank lines in a declaration list: one between any two declarations,
/// except between undocumented stored properties, which stay together as
/// people write them.
struct DeclarationSpacing {
    /// Whether the list's first and last declarations so far are plain
    /// stored properties; nil while the list is empty.
    private(set) var first: Bool?
    private(set) var last: Bool?

    /// Before writing `declaration`.
    mutating func next(_ declaration: Declaration, in writer: inout CodeWriter) {
        let isPlain = Self.isPlainStoredProperty(declaration)
        next(first: isPlain, last: isPlain, in: &writer)
    }

    /// Before appending declarations another writer rendered, whose first
    /// and last are as given.
    mutating func next(first isPlain: Bool, last: Bool, in writer: inout CodeWriter) {
        if let previous = self.last, !(previous && isPlain) { writer.blankLine() }
        if first == nil { first = isPlain }
        self.last = last
    }

    static func isPlainStoredProperty(_ declaration: Declaration) -> Bool {
        guard case .property(let property) = declaration else { return false }
        return property.doc == nil && property.body == nil && !property.isStatic
    }
}
