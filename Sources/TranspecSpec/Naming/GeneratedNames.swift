/// Every name the generated Swift gives a transition and a spec: the
/// generator spells its declarations with these, and `check` looks for
/// clashes among them (`GeneratedNameCheck`).
package struct TransitionNames: Sendable {
    /// `TagsSheetDismiss`, never backticked: a suffix always follows it.
    package let base: String
    /// `tagsSheetDismiss`, for members.
    package let member: String

    package init(_ transition: TransitionIR) {
        self.init(name: transition.name.value)
    }

    /// The names of a transition called `name` in the spec.
    package init(name: String) {
        base = SwiftName.unescaped(SwiftName.typeName(for: name))
        member = SwiftName.unescaped(SwiftName.identifier(for: name))
    }

    /// `TagsSheetDismissTransition`: the platform-neutral namespace.
    package var namespace: String { base + "Transition" }
    /// `TagsSheetDismissPresentable`: what a screen adopts.
    package var presentable: String { base + "Presentable" }
    package var transitioningDelegate: String { base + "TransitioningDelegate" }
    package var navigationDelegate: String { base + "NavigationDelegate" }
    /// `PhotoPreviewDismissHostingController`: the hosting controller that
    /// lends SwiftUI views as the screen's elements.
    package var hostingController: String { base + "HostingController" }

    /// `ParallaxPopDestination`: what the other screen adopts to lend elements.
    package func lender(_ screen: ElementScreen) -> String { base + screen.typeSuffix }

    /// What the types above append to the base.
    package static let typeSuffixes = ["Transition", "Presentable", "TransitioningDelegate", "NavigationDelegate", "HostingController"]
        + ElementScreen.allCases.map(\.typeSuffix)
    /// `tagsSheetDismissScrollView`: the protocol's scroll view requirement.
    package var scrollView: String { member + "ScrollView" }

    /// `card` → `cardElement`: the namespace's constant for an element.
    package static func elementConstant(_ name: String) -> String {
        SwiftName.unescaped(SwiftName.identifier(for: name)) + "Element"
    }

    /// `snap` → `snapTrigger`: the namespace's constant for a trigger. No
    /// namespace constant ends in `Trigger`, so none can clash.
    package static func triggerConstant(_ name: String) -> String {
        SwiftName.unescaped(SwiftName.identifier(for: name)) + "Trigger"
    }

    /// `card` → `cardView`: the protocol's requirement for an element.
    package static func elementView(_ name: String) -> String {
        SwiftName.unescaped(SwiftName.identifier(for: name)) + "View"
    }

    /// `Detent`: the namespace's enum of a detent sheet's detents
    /// (`MapsSheetDragTransition.Detent.half`).
    package static let detentType = "Detent"

    /// `Element`: the namespace's enum of the transition's elements, which
    /// SwiftUI views lend themselves by (`.transpecElement(_:)`).
    package static let elementType = "Element"

    /// `photo` → `photo`, `default` → `` `default` ``: the case of `Element`
    /// for an element (its constant's name is unique, so is the case).
    package static func elementCase(_ name: String) -> String {
        SwiftName.identifier(for: name)
    }

    /// `half` → `half`, `half open` → `halfOpen`, `default` → `` `default` ``:
    /// the case of `Detent` for a detent (`SpecDecoder` rejects two alike).
    package static func detentCase(_ name: String) -> String {
        SwiftName.identifier(for: name)
    }

    /// The namespace's own constants, which no element constant may take.
    package static let namespaceConstants: Set<String> = [
        "distance", "release", "spring", "completeSpring", "cancelSpring", "decay", "dimming", "sharedElement",
        "motion", "modal", "navigation", "tabSwitch", "restingFrame", "detents",
    ]
}

extension TransitionIR {
    /// A modal screen always adopts a protocol (the adoption API names it);
    /// a pushed, popped or selected one only when the transition needs its views.
    package var declaresScreenProtocol: Bool {
        switch operation.value {
        case .present, .dismiss: true
        // A pop paired with a push plays only for the screens that adopt its protocol.
        case .pop where push != nil: true
        case .push, .pop, .tabNext, .tabPrevious: !ownElements.isEmpty || gesture.scrollView.value != .none
        }
    }

    /// The screen that transitions: presented (and dismissed), pushed,
    /// popped, or the selected tab.
    package var transitioningScreen: ElementScreen {
        switch operation.value {
        case .present, .dismiss: .presented
        case .push, .tabNext, .tabPrevious: .destination
        case .pop: .source
        }
    }

    /// The other screen: the presenter, the screen pushed from, the screen
    /// below a pop, the tab left.
    package var counterpartScreen: ElementScreen {
        switch operation.value {
        case .present, .dismiss: .presenting
        case .push, .tabNext, .tabPrevious: .source
        case .pop: .destination
        }
    }

    /// Whether the other screen lends `element`'s view (`from:` names it).
    package func isLent(_ element: ElementIR) -> Bool {
        element.screen?.value == counterpartScreen
    }

    /// The elements the transitioning screen lends.
    package var ownElements: [ElementIR] { elements.filter { !isLent($0) } }

    /// The elements the other screen lends.
    package var lentElements: [ElementIR] { elements.filter(isLent) }

    package var isTab: Bool { operation.value == .tabNext || operation.value == .tabPrevious }
}

/// The names a spec's file gives it.
package struct SpecNames: Sendable {
    /// `TransitionLibrary`.
    package let base: String

    package init(specPath: String) {
        base = SwiftName.specTypeName(forSpecPath: specPath)
    }

    /// `TransitionLibrary.swift`.
    package var fileName: String { base + ".swift" }  // as SwiftName.outputFileName, which the plugin shares
    /// The list of a spec's tab transitions, for its tab bar delegate.
    package var tabSwitches: String { base + "TabSwitches" }
    /// The one tab bar delegate serving all of a spec's tab transitions.
    package var tabBarDelegate: String { base + "TabBarDelegate" }
}
