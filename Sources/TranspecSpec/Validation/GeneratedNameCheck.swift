import TranspecDiagnostics

/// One name check for everything the generated Swift declares, across all
/// the specs of one run (or one build-plugin target): Swift would reject a
/// name declared twice, or silently prefer a generated type over a library's
/// for the whole module.
///
/// - Top-level types (`<Name>Transition`, `<Name>Presentable`, the delegate
///   type, a spec's tab bar types) must be distinct, and none may be a type
///   of transpec's libraries, UIKit or the standard library.
/// - A screen may adopt several transitions' protocols, and sees all their
///   members: a scroll view's `<name>ScrollView` must be no other
///   transition's scroll view nor element view. Element views
///   (`<element>View`) are all `UIView`, so two transitions may share one:
///   one property serves both.
/// - Generated file names must be distinct ignoring case (macOS's file
///   system ignores it).
/// - An element's constant must not be one of its namespace's own.
///
/// A clash is one error at each of the two declarers, naming everything
/// they share. Transitions are added as they are decoded and held as a name
/// and a few flags each until `finishSpec`, which counts them only if the
/// spec's top level was usable.
package struct GeneratedNameCheck {
    package init() {}

    /// The check for whole specs (tests, tools).
    package static func diagnostics(for specs: [SpecIR]) -> [Diagnostic] {
        var check = GeneratedNameCheck()
        for spec in specs {
            for transition in spec.transitions { check.add(transition) }
            check.finishSpec(spec.file, usable: true)
        }
        return check.diagnostics
    }

    /// A transition, or a spec (whose file it names).
    private struct Declarer {
        enum Kind {
            case spec(hasTabs: Bool)
            /// `elementViews` indexes `pendingElementViews`, valid until `finishSpec`.
            case transition(types: TypeKinds, hasScrollView: Bool, elementViews: Range<Int>)
        }

        /// The transition's name as written, or the spec's path.
        let name: String
        let location: SourceLocation
        let kind: Kind

        var what: String {
            switch kind {
            case .spec: "spec '\(name)'"
            case .transition: "transition '\(name)'"
            }
        }
    }

    /// Which of the top-level types a transition declares.
    private struct TypeKinds: OptionSet {
        let rawValue: UInt8
        static let presentable = TypeKinds(rawValue: 1)
        static let transitioningDelegate = TypeKinds(rawValue: 2)
        static let navigationDelegate = TypeKinds(rawValue: 4)
        /// `<base><Screen>`: the other screen's protocol.
        static func lender(_ screen: ElementScreen) -> TypeKinds {
            TypeKinds(rawValue: 8 << UInt8(ElementScreen.allCases.firstIndex(of: screen)!))
        }
    }

    private var declarers: [Declarer] = []
    // Each name's first declarer, by index. Transition types are keyed by
    // their base name: `<base>Transition`, `<base>Presentable` and the
    // delegates end in suffixes no other generated type ends in, so two
    // transitions' types clash exactly when their bases are equal. A spec's
    // tab bar types clash exactly when its file name does.
    private var firstByBase: [String: Int] = [:]
    private var firstByScrollView: [String: Int] = [:]
    private var firstByElementView: [String: Int] = [:]
    /// The current spec's element views, one flat array rather than one per
    /// transition: `check` holds a spec's declarers until its end.
    private var pendingElementViews: [String] = []
    /// Keyed lowercased.
    private var firstByFile: [String: Int] = [:]
    /// Where the current spec's declarers start in `declarers`.
    private var specStart = 0
    private var pendingDiagnostics: [Diagnostic] = []
    private var firstTab: SourceLocation?

    /// Every clash found so far.
    package private(set) var diagnostics: [Diagnostic] = []
    /// The clashes between two specs: what checking each spec alone misses.
    package private(set) var diagnosticsBetweenSpecs: [Diagnostic] = []

    package mutating func add(_ transition: TransitionIR) {
        let name = transition.name
        if transition.isTab, firstTab == nil { firstTab = name.location }
        var types: TypeKinds = transition.declaresScreenProtocol ? [.presentable] : []
        if !transition.lentElements.isEmpty { types.insert(.lender(transition.counterpartScreen)) }
        switch transition.operation.value {
        case .present, .dismiss: types.insert(.transitioningDelegate)
        case .push, .pop: types.insert(.navigationDelegate)
        case .tabNext, .tabPrevious: break
        }
        let viewsStart = pendingElementViews.count
        pendingElementViews += transition.elements.map { TransitionNames.elementView($0.name.value) }
        declarers.append(Declarer(
            name: name.value, location: name.location,
            kind: .transition(
                types: types, hasScrollView: transition.gesture.scrollView.value != .none,
                elementViews: viewsStart..<pendingElementViews.count)))
        for element in transition.elements {
            let constant = TransitionNames.elementConstant(element.name.value)
            guard TransitionNames.namespaceConstants.contains(constant) else { continue }
            pendingDiagnostics.append(.error(
                "element name '\(element.name.value)' gives the constant '\(constant)', which "
                    + "'\(TransitionNames(name: name.value).namespace)' already declares for its own use; "
                    + "rename the element",
                at: element.name.location))
        }
    }

    /// Ends the spec at `specPath`: its file and tab bar types, and the
    /// transitions added since the last spec, are declared when `usable`
    /// (a spec whose version is missing reports that alone) and dropped otherwise.
    package mutating func finishSpec(_ specPath: String, usable: Bool) {
        defer {
            pendingDiagnostics = []
            pendingElementViews = []
            firstTab = nil
            specStart = declarers.count
        }
        guard usable else {
            declarers.removeSubrange(specStart...)
            return
        }
        let spec = Declarer(
            name: specPath, location: firstTab ?? SourceLocation(file: specPath, line: 1, column: 1, offset: 0),
            kind: .spec(hasTabs: firstTab != nil))
        declarers.insert(spec, at: specStart)
        for index in specStart..<declarers.count { declare(index) }
        diagnostics += pendingDiagnostics
    }

    private mutating func declare(_ index: Int) {
        let declarer = declarers[index]
        switch declarer.kind {
        case .spec:
            reportReservedTypes(of: declarer)
            let file = SpecNames(specPath: declarer.name).fileName
            if let first = Self.claim(file.lowercased(), in: &firstByFile, by: index) {
                let firstFile = SpecNames(specPath: declarers[first].name).fileName
                report(first, index, clash: file == firstFile
                    ? "both generate '\(file)'"
                    : "generate '\(firstFile)' and '\(file)', one file on a case-insensitive file system (macOS's)")
            }
        case .transition(_, let hasScrollView, let elementViews):
            let base = SwiftName.unescaped(SwiftName.typeName(for: declarer.name))
            if Self.reservedBases.contains(base) { reportReservedTypes(of: declarer) }
            var shared: [Int: [String]] = [:]
            if let first = Self.claim(base, in: &firstByBase, by: index) {
                // The same base twice in one spec is the decoder's duplicate-name error.
                if first >= specStart { return }
                let firstTypes = Self.types(of: declarers[first])
                shared[first, default: []] += Self.types(of: declarer).filter {
                    firstTypes.contains($0) && ReservedTypeNames.all[$0] == nil
                }
            }
            // One transition's own element and scroll view: the decoder's error.
            if hasScrollView {
                let member = TransitionNames(name: declarer.name).scrollView
                if let first = Self.claim(member, in: &firstByScrollView, by: index) {
                    shared[first, default: []].append(member)
                }
                if let first = firstByElementView[member], first != index { shared[first, default: []].append(member) }
            }
            for member in pendingElementViews[elementViews] {
                _ = Self.claim(member, in: &firstByElementView, by: index)
                if let first = firstByScrollView[member], first != index { shared[first, default: []].append(member) }
            }
            for (first, names) in shared.sorted(by: { $0.key < $1.key }) where !names.isEmpty {
                report(first, index, clash: "both declare \(Self.list(names.map { "'\($0)'" }))")
            }
        }
    }

    /// The bases whose transition types include a reserved name: one set
    /// lookup per transition instead of one per type.
    private static let reservedBases: Set<String> = Set(ReservedTypeNames.all.keys.flatMap { name in
        TransitionNames.typeSuffixes.filter(name.hasSuffix).map { String(name.dropLast($0.count)) }
    })

    private mutating func reportReservedTypes(of declarer: Declarer) {
        let reserved = Self.types(of: declarer).compactMap { type in
            ReservedTypeNames.all[type].map { "'\(type)' (\($0)'s)" }
        }
        guard !reserved.isEmpty else { return }
        diagnostics.append(.error(
            "\(declarer.what) declares \(Self.list(reserved)): your module would see the generated "
                + "\(reserved.count == 1 ? "type" : "types") instead; rename it",
            at: declarer.location))
    }

    /// Records `index` as the first declarer of `key`, or returns the one before it.
    private static func claim(_ key: String, in table: inout [String: Int], by index: Int) -> Int? {
        if let first = table[key] { return first }
        table[key] = index
        return nil
    }

    /// The top-level types `declarer` declares.
    private static func types(of declarer: Declarer) -> [String] {
        switch declarer.kind {
        case .spec(let hasTabs):
            let names = SpecNames(specPath: declarer.name)
            return hasTabs ? [names.tabSwitches, names.tabBarDelegate] : []
        case .transition(let kinds, _, _):
            let names = TransitionNames(name: declarer.name)
            var types = [names.namespace]
            if kinds.contains(.presentable) { types.append(names.presentable) }
            if kinds.contains(.transitioningDelegate) { types.append(names.transitioningDelegate) }
            if kinds.contains(.navigationDelegate) { types.append(names.navigationDelegate) }
            types += ElementScreen.allCases.filter { kinds.contains(.lender($0)) }.map(names.lender)
            return types
        }
    }

    private mutating func report(_ firstIndex: Int, _ secondIndex: Int, clash: String) {
        let first = declarers[firstIndex], second = declarers[secondIndex]
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
