// NavigationView in its stack style, and the style modifier. Not in
// ../shared/swiftui-surface: these declarations are the model's own reading of
// the SDK, and Tests/SwiftUIModel/SurfaceAdditions/NavigationView.swift adds the
// same signatures to the surface when the tests build it.
//
// Source: xybp888/iOS-SDKs, iPhoneOS18.1.sdk/System/Library/Frameworks/
// SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface
// (commit f5c585b4), at the character offsets cited below. `deprecated: 100000.0`
// is "a future version": none of this is deprecated in iOS 18.1. Left out, as the
// surface leaves out underscored API: NavigationViewStyle's `_body` and
// `_columnBasedBody` requirements and `_NavigationViewStyleConfiguration`.

@_spi(UIKitModel) import UIKit

/// [SI18.1:SwiftUI@1056887] `@available(iOS, introduced: 13.0, deprecated: 100000.0, message:
/// "use NavigationStack or NavigationSplitView instead") … public struct NavigationView<Content> :
/// View where Content : View { public init(@ViewBuilder content: () -> Content); public typealias
/// Body = Never }`: a primitive view.
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

    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
    @available(watchOS, introduced: 7.0, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
    @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
    public typealias Body = Never
}

@MainActor extension NavigationView: PrimitiveView {
    func makeChildren(_ children: inout ChildList, in node: ViewNode) {
        children.add(NavigationViewStack(root: AnyView(content)), key: "stack")
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

/// [SI18.1:SwiftUI@505251] `@available(iOS, introduced: 13.0, deprecated: 100000.0, message:
/// "replace styled NavigationView with NavigationStack or NavigationSplitView instead") … public
/// protocol NavigationViewStyle` (its underscored requirements left out). https://developer.apple.com/documentation/swiftui/navigationviewstyle:
/// "A specification for the appearance and interaction of a navigation view."
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
@available(macOS, introduced: 10.15, deprecated: 100000.0, message: "replace styled NavigationView with NavigationSplitView instead")
@available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
@available(watchOS, introduced: 7.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
@available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
public protocol NavigationViewStyle {}

/// [SI18.1:SwiftUI@1189595] `@available(iOS, introduced: 13.0, deprecated: 100000.0, message:
/// "replace stack-styled NavigationView with NavigationStack") @available(macOS, unavailable) …
/// public struct StackNavigationViewStyle : NavigationViewStyle { public init() }`.
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

@available(*, unavailable)
extension StackNavigationViewStyle: Sendable {}

/// [SI18.1:SwiftUI@1188858] `extension NavigationViewStyle where Self == StackNavigationViewStyle
/// { @_alwaysEmitIntoClient public static var stack: StackNavigationViewStyle { get { .init() } } }`,
/// with StackNavigationViewStyle's attributes.
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
    /// [SI18.1:SwiftUI@507250] `@available(iOS, introduced: 13.0, deprecated: 100000.0, message:
    /// "replace styled NavigationView with NavigationStack or NavigationSplitView instead") (and
    /// macOS, tvOS, watchOS, visionOS) nonisolated public func
    /// navigationViewStyle<S>(_ style: S) -> some View where S : NavigationViewStyle`.
    /// https://developer.apple.com/documentation/swiftui/view/navigationviewstyle(_:): "Sets the
    /// style for navigation views within this view." On the model's compact iPhone every style
    /// shows the stack (see NavigationView), so the style changes nothing here.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
    @available(watchOS, introduced: 7.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
    @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
    nonisolated public func navigationViewStyle<S>(_ style: S) -> some View where S: NavigationViewStyle {
        self
    }
}
