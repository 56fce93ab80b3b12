/// A generated file as the writer streams it: declarations, and runs of
/// declarations that are translated item by item only when the writer
/// reaches them. A spec's thousands of transitions are never one code
/// model in memory, and their runs translate on every core.
struct FileOutline: Sendable {
    enum Part: Sendable {
        case declarations([Declaration])
        case run(DeclarationRun)
        /// `#if <condition>` … `#endif` around parts.
        case conditional(condition: String, [Part])
    }

    /// Lines of the leading `//` comment.
    var header: [String]
    var parts: [Part]

    /// The same file with every run translated: one code model.
    var file: SwiftFile {
        SwiftFile(header: header, declarations: Self.declarations(parts))
    }

    private static func declarations(_ parts: [Part]) -> [Declaration] {
        parts.flatMap { part -> [Declaration] in
            switch part {
            case .declarations(let declarations): declarations
            case .run(let run): (0..<run.count).flatMap(run.translate)
            case .conditional(let condition, let body): [.conditional(condition: condition, declarations(body))]
            }
        }
    }
}

/// The declarations of `count` items in order: item `index`'s are
/// `translate(index)`.
struct DeclarationRun: Sendable {
    let count: Int
    let translate: @Sendable (Int) -> [Declaration]

    init(count: Int, _ translate: @escaping @Sendable (Int) -> [Declaration]) {
        self.count = count
        self.translate = translate
    }

    init<Item: Sendable>(_ items: [Item], _ translate: @escaping @Sendable (Item) -> [Declaration]) {
        self.init(count: items.count) { translate(items[$0]) }
    }
}
