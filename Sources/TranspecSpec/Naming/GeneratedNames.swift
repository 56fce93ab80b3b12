/// Every name the generated Swift gives a transition and a spec: the
/// generator spells its declarations with these, and `check` looks for
/// clashes among them (`GeneratedNameCheck`).
public struct TransitionNames: Sendable {
    /// `TagsSheetDismiss`, never backticked: a suffix always follows it.
    public let base: String
    /// `tagsSheetDismiss`, for members.
    public let member: String

    public init(_ transition: TransitionIR) {
        base = SwiftName.unescaped(SwiftName.typeName(for: transition.name.value))
        member = SwiftName.unescaped(SwiftName.identifier(for: transition.name.value))
    }

    /// `TagsSheetDismissTransition`: the platform-neutral namespace.
    public var namespace: String { base + "Transition" }
    /// `TagsSheetDismissPresentable`: what a screen adopts.
    public var presentable: String { base + "Presentable" }
    public var transitioningDelegate: String { base + "TransitioningDelegate" }
    public var navigationDelegate: String { base + "NavigationDelegate" }
    /// `tagsSheetDismissScrollView`: the protocol's scroll view requirement.
    public var scrollView: String { member + "ScrollView" }

    /// `card` → `cardElement`: the namespace's constant for an element.
    public static func elementConstant(_ name: String) -> String {
        SwiftName.unescaped(SwiftName.identifier(for: name)) + "Element"
    }

    /// `card` → `cardView`: the protocol's requirement for an element.
    public static func elementView(_ name: String) -> String {
        SwiftName.unescaped(SwiftName.identifier(for: name)) + "View"
    }

    /// The namespace's own constants, which no element constant may take.
    public static let namespaceConstants: Set<String> = [
        "distance", "release", "spring", "completeSpring", "cancelSpring", "decay", "dimming", "sharedElement",
        "motion", "modal", "navigation", "tabSwitch",
    ]

    /// The types the transition declares at the top level of the file.
    public func topLevelTypes(of transition: TransitionIR) -> [String] {
        var types = [namespace]
        if transition.declaresScreenProtocol { types.append(presentable) }
        switch transition.operation.value {
        case .present, .dismiss: types.append(transitioningDelegate)
        case .push, .pop: types.append(navigationDelegate)
        case .tabNext, .tabPrevious: break
        }
        return types
    }
}

extension TransitionIR {
    /// A modal screen always adopts a protocol (the adoption API names it);
    /// a pushed, popped or selected one only when the transition needs its views.
    public var declaresScreenProtocol: Bool {
        switch operation.value {
        case .present, .dismiss: true
        case .push, .pop, .tabNext, .tabPrevious: !elements.isEmpty || gesture.scrollView.value != .none
        }
    }

    public var isTab: Bool { operation.value == .tabNext || operation.value == .tabPrevious }
}

/// The names a spec's file gives it.
public struct SpecNames: Sendable {
    /// `TransitionLibrary`.
    public let base: String

    public init(specPath: String) {
        base = SwiftName.specTypeName(forSpecPath: specPath)
    }

    /// `TransitionLibrary.swift`.
    public var fileName: String { base + ".swift" }  // as SwiftName.outputFileName, which the plugin shares
    /// The list of a spec's tab transitions, for its tab bar delegate.
    public var tabSwitches: String { base + "TabSwitches" }
    /// The one tab bar delegate serving all of a spec's tab transitions.
    public var tabBarDelegate: String { base + "TabBarDelegate" }
}
