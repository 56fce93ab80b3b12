// NavigationView in its stack style, and the style modifier. Not in
// ../shared/swiftui-surface: these declarations are the model's own reading of
// the SDK (see SDK-ADDITIONS below and Tests/SwiftUIModel/SurfaceAdditions.swift,
// which adds the same signatures to the surface when the tests build it).
//
// SDK-ADDITIONS. Source: xybp888/iOS-SDKs, iPhoneOS18.1.sdk/System/Library/Frameworks/
// SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface.
// [SI18.1:SwiftUI@768000] holds the NavigationViewStyle family read for this file:
// `extension NavigationViewStyle where Self == DefaultNavigationViewStyle` and `public struct
// DefaultNavigationViewStyle : NavigationViewStyle { public init() … }`, each with
// `@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "replace styled
// NavigationView with NavigationStack or NavigationSplitView instead")`: deprecated in "a
// future version" (100000), not in iOS 18.1. The declarations of NavigationView itself,
// `NavigationViewStyle`, `StackNavigationViewStyle` and `navigationViewStyle(_:)` were not
// located in the windows read (@528000..@608000, @640000, @672000, @752000..@800000,
// @816000, @848000) and are marked [K]: written from Apple's documentation pages and the
// family's attributes above. The iOS 18.1 interface cannot say what iOS 26 changes.

@_spi(UIKitModel) import UIKit

/// [K] `@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use NavigationStack or
/// NavigationSplitView instead") … public struct NavigationView<Content> : View where Content :
/// View { public init(@ViewBuilder content: () -> Content) }`.
/// https://developer.apple.com/documentation/swiftui/navigationview: "When the size class is
/// compact, like on an iPhone in portrait orientation, the navigation view presents itself as a
/// single column that the user navigates as a stack." The model's device is an iPhone in
/// portrait, so every NavigationView is that stack: a UINavigationController with the content
/// as its root, as NavigationStack's (NavigationStack.swift), pushed by destination links.
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
@available(macOS, introduced: 10.15, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
@available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
@available(watchOS, introduced: 7.0, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
@available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
nonisolated public struct NavigationView<Content>: View where Content: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    @MainActor @preconcurrency public var body: some View {
        NavigationViewStack(root: AnyView(content))
    }
}

@available(*, unavailable)
extension NavigationView: Sendable {}

/// The stack behind a NavigationView: its own path, which only its links and pops change.
struct NavigationViewStack: View {
    let root: AnyView
    @State private var path = NavigationPath()

    var body: some View {
        let path = $path
        return NavigationStackBridge(
            root: root, path: PathAccess(get: { path.wrappedValue.elements }, set: { path.wrappedValue.elements = $0 }))
    }
}

/// [K] `@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "replace styled
/// NavigationView with NavigationStack or NavigationSplitView instead") … public protocol
/// NavigationViewStyle`. https://developer.apple.com/documentation/swiftui/navigationviewstyle:
/// "A specification for the appearance and interaction of a navigation view."
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
@available(macOS, introduced: 10.15, deprecated: 100000.0, message: "replace styled NavigationView with NavigationSplitView instead")
@available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
@available(watchOS, introduced: 7.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
@available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
public protocol NavigationViewStyle {}

/// [K] `@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "replace stack-styled
/// NavigationView with NavigationStack") @available(macOS, unavailable) … public struct
/// StackNavigationViewStyle : NavigationViewStyle { public init() }`.
/// https://developer.apple.com/documentation/swiftui/stacknavigationviewstyle: "A navigation
/// view style represented by a view stack that only shows a single top view at a time."
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "replace stack-styled NavigationView with NavigationStack")
@available(macOS, unavailable)
@available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "replace stack-styled NavigationView with NavigationStack")
@available(watchOS, introduced: 7.0, deprecated: 100000.0, message: "replace stack-styled NavigationView with NavigationStack")
@available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "replace stack-styled NavigationView with NavigationStack")
public struct StackNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

/// [K] `extension NavigationViewStyle where Self == StackNavigationViewStyle { public static var
/// stack: StackNavigationViewStyle { get } }`, with StackNavigationViewStyle's attributes.
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "replace stack-styled NavigationView with NavigationStack")
@available(macOS, unavailable)
@available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "replace stack-styled NavigationView with NavigationStack")
@available(watchOS, introduced: 7.0, deprecated: 100000.0, message: "replace stack-styled NavigationView with NavigationStack")
@available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "replace stack-styled NavigationView with NavigationStack")
extension NavigationViewStyle where Self == StackNavigationViewStyle {
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
extension View {
    /// [K] `@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "replace styled
    /// NavigationView with NavigationStack or NavigationSplitView instead") nonisolated public func
    /// navigationViewStyle<S>(_ style: S) -> some View where S : NavigationViewStyle`.
    /// https://developer.apple.com/documentation/swiftui/view/navigationviewstyle(_:): "Sets the
    /// style for navigation views within this view." On the model's compact iPhone every style
    /// shows the stack (see NavigationView), so the style changes nothing here.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
    nonisolated public func navigationViewStyle<S>(_ style: S) -> some View where S: NavigationViewStyle {
        self
    }
}
