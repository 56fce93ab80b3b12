import TranspecDiagnostics

/// One name check for everything the generated Swift declares, across all
/// the specs of one run (or one build-plugin target): Swift would reject a
/// name declared twice, or silently prefer a generated type over a library's
/// for the whole module.
///
/// - Top-level types (`<Name>Transition`, `<Name>Presentable`, the delegate
///   type, a spec's tab bar types) must be distinct, and none may be a type
///   of transpec's libraries, UIKit or the standard library.
/// - Member names (`<name>ScrollView`) must be distinct too: one screen may
///   adopt two transitions' protocols.
/// - Generated file names must be distinct ignoring case (macOS's file
///   system ignores it).
/// - An element's constant must not be one of its namespace's own.
///
/// A clash is one error at each of the two declarers, naming everything
/// they share. Transitions are added as they are decoded and held as a few
/// names each until `finishSpec`, which counts them only if the spec's top
/// level was usable.
public struct GeneratedNameCheck {
    public init() {}

    /// The check for whole specs (tests, tools).
    public static func diagnostics(for specs: [SpecIR]) -> [Diagnostic] {
        var check = GeneratedNameCheck()
        for spec in specs {
            for transition in spec.transitions { check.add(transition) }
            check.finishSpec(spec.file, usable: true)
        }
        return check.diagnostics
    }

    /// A transition or a spec, and the names it declares.
    private struct Declarer {
        let what: String
        let location: SourceLocation
        var types: [String] = []
        var members: [String] = []
        var files: [String] = []
    }

    private enum Table { case types, members, files }

    /// Each name's first declarer; file names are keyed lowercased.
    private var firstDeclarers: [Table: [String: Int]] = [:]
    private var declarers: [Declarer] = []
    /// The current spec's transitions, waiting for `finishSpec`.
    private var pending: [Declarer] = []
    private var pendingDiagnostics: [Diagnostic] = []
    private var firstTab: SourceLocation?
    /// Transition bases already seen in the current spec: a repeat is the
    /// decoder's duplicate-name error, not reported again here.
    private var specBases: Set<String> = []

    /// Every clash found so far.
    public private(set) var diagnostics: [Diagnostic] = []
    /// The clashes between two specs: what checking each spec alone misses.
    public private(set) var diagnosticsBetweenSpecs: [Diagnostic] = []

    public mutating func add(_ transition: TransitionIR) {
        let names = TransitionNames(transition)
        guard specBases.insert(names.base).inserted else { return }
        let name = transition.name
        if transition.isTab, firstTab == nil { firstTab = name.location }
        var declarer = Declarer(what: "transition '\(name.value)'", location: name.location)
        declarer.types = names.topLevelTypes(of: transition)
        if transition.gesture.scrollView.value != .none { declarer.members = [names.scrollView] }
        pending.append(declarer)
        for element in transition.elements {
            let constant = TransitionNames.elementConstant(element.name.value)
            guard TransitionNames.namespaceConstants.contains(constant) else { continue }
            pendingDiagnostics.append(.error(
                "element name '\(element.name.value)' gives the constant '\(constant)', which '\(names.namespace)' "
                    + "already declares for its own use; rename the element",
                at: element.name.location))
        }
    }

    /// Ends the spec at `specPath`: its file and tab bar types, and the
    /// transitions added since the last spec, are declared when `usable`
    /// (a spec whose version is missing reports that alone) and dropped otherwise.
    public mutating func finishSpec(_ specPath: String, usable: Bool) {
        defer {
            pending = []
            pendingDiagnostics = []
            firstTab = nil
            specBases = []
        }
        guard usable else { return }
        let specNames = SpecNames(specPath: specPath)
        var spec = Declarer(what: "spec '\(specPath)'", location: firstTab
            ?? SourceLocation(file: specPath, line: 1, column: 1, offset: 0))
        spec.files = [specNames.fileName]
        if firstTab != nil { spec.types = [specNames.tabSwitches, specNames.tabBarDelegate] }
        for declarer in [spec] + pending { declare(declarer) }
        diagnostics += pendingDiagnostics
    }

    private mutating func declare(_ declarer: Declarer) {
        let index = declarers.count
        declarers.append(declarer)
        let reserved = declarer.types.compactMap { type in ReservedTypeNames.all[type].map { "'\(type)' (\($0)'s)" } }
        if !reserved.isEmpty {
            diagnostics.append(.error(
                "\(declarer.what) declares \(Self.list(reserved)): your module would see the generated "
                    + "\(reserved.count == 1 ? "type" : "types") instead; rename it",
                at: declarer.location))
        }
        // The earlier declarers this one clashes with, and the shared names.
        var shared: [Int: [String]] = [:]
        func claim(_ name: String, key: String, in table: Table) {
            if let first = firstDeclarers[table]?[key] {
                shared[first, default: []].append(name)
            } else {
                firstDeclarers[table, default: [:]][key] = index
            }
        }
        for type in declarer.types where ReservedTypeNames.all[type] == nil { claim(type, key: type, in: .types) }
        for member in declarer.members { claim(member, key: member, in: .members) }
        for file in declarer.files { claim(file, key: file.lowercased(), in: .files) }
        for (first, names) in shared.sorted(by: { $0.key < $1.key }) {
            report(declarers[first], declarer, share: names)
        }
    }

    private mutating func report(_ first: Declarer, _ second: Declarer, share names: [String]) {
        let quoted = names.map { "'\($0)'" }
        var clash = "both declare \(Self.list(quoted))"
        if let file = second.files.first, let firstFile = first.files.first {
            clash = file == firstFile
                ? "both generate '\(file)'"
                : "generate '\(firstFile)' and '\(file)', one file on a case-insensitive file system (macOS's)"
        }
        for (here, there) in [(second, first), (first, second)] {
            let error = Diagnostic.error(
                "\(here.what) and \(there.what) \(clash); rename one",
                at: here.location, notes: [DiagnosticNote("\(there.what) is here", at: there.location)])
            diagnostics.append(error)
            if here.location.file != there.location.file { diagnosticsBetweenSpecs.append(error) }
        }
    }

    /// `'a'`, `'a' and 'b'`, `'a', 'b' and 'c'`.
    private static func list(_ items: [String]) -> String {
        items.count <= 1 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items.last!
    }
}
