// UIViewControllerRepresentable and UIViewRepresentable: UIKit inside a SwiftUI graph, with
// SwiftUI's lifecycle: makeCoordinator, make, update (at once and on every re-evaluation),
// dismantle when the view leaves the graph.

/// [SI18.1:SwiftUICore@352000] `@frozen public struct ProposedViewSize : Equatable` (iOS 16).
/// https://developer.apple.com/documentation/swiftui/proposedviewsize: nil dimensions are
/// unspecified; `replacingUnspecifiedDimensions(by:)` fills them in (default 10×10).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ProposedViewSize: Equatable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?
    public static let zero = ProposedViewSize(width: 0, height: 0)
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }
    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}

/// [SI18.1:SwiftUI@576000] `@preconcurrency @MainActor public protocol UIViewControllerRepresentable
/// : View where Self.Body == Never`. https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable:
/// "The system calls the methods of your representable instance at appropriate times"; makeCoordinator:
/// "SwiftUI calls this method before calling the makeUIViewController(context:) method";
/// makeUIViewController: "SwiftUI calls this method a single time when it's ready to display the
/// view"; updateUIViewController: "When the state of your app changes, SwiftUI updates the
/// portions of your interface affected by those changes. SwiftUI calls this method for any
/// changes affecting the corresponding UIKit view controller"; dismantleUIViewController: "SwiftUI
/// calls this method before removing the UIKit view controller from the view hierarchy". The
/// model calls update once right after make (observed) and on every evaluation of the
/// representable (SwiftUI skips it when nothing the representable holds changed; README).
/// The controller becomes a child of the hosting controller, its view a subview of the
/// hosting view.
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@preconcurrency @MainActor public protocol UIViewControllerRepresentable: View where Self.Body == Never {
    associatedtype UIViewControllerType: UIViewController
    @MainActor @preconcurrency func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType
    @MainActor @preconcurrency func updateUIViewController(_ uiViewController: Self.UIViewControllerType, context: Self.Context)
    @MainActor @preconcurrency static func dismantleUIViewController(_ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator)
    associatedtype Coordinator = Void
    @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
    @available(iOS 16.0, tvOS 16.0, *)
    @MainActor @preconcurrency func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: Self.UIViewControllerType, context: Self.Context) -> CGSize?
    typealias Context = UIViewControllerRepresentableContext<Self>
}

@available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
@available(macOS, unavailable)
extension UIViewControllerRepresentable where Self.Coordinator == () {
    @MainActor @preconcurrency public func makeCoordinator() -> Self.Coordinator { () }
}

/// Defaults: no size of its own, nothing to dismantle.
@available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
@available(macOS, unavailable)
extension UIViewControllerRepresentable {
    @available(iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    @MainActor @preconcurrency public func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: Self.UIViewControllerType, context: Self.Context) -> CGSize? { nil }
    @MainActor @preconcurrency public static func dismantleUIViewController(_ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator) {}
    @MainActor @preconcurrency public var body: Never { fatalError("SwiftUI model: a representable has no body") }
}

/// [SI18.1:SwiftUI@576000] `@preconcurrency @MainActor public struct UIViewControllerRepresentableContext<Representable>`.
/// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentablecontext:
/// "Contextual information about the state of the system that you use to create and update
/// your UIKit view controller": the coordinator, the transaction and the environment.
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@preconcurrency @MainActor public struct UIViewControllerRepresentableContext<Representable> where Representable: UIViewControllerRepresentable {
    @MainActor @preconcurrency public let coordinator: Representable.Coordinator
    let environmentValues: EnvironmentValues
    @MainActor @preconcurrency public var transaction: Transaction { Transaction() }
    @MainActor @preconcurrency public var environment: EnvironmentValues { environmentValues }
    /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentablecontext/animate(changes:completion:):
    /// the model has no animation: the changes apply at once, then the completion runs.
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    @MainActor @preconcurrency public func animate(changes: () -> Void, completion: (() -> Void)? = nil) {
        changes()
        completion?()
    }
}

/// [SI18.1:SwiftUI@1104000] `@preconcurrency @MainActor public protocol UIViewRepresentable : View
/// where Self.Body == Never`. https://developer.apple.com/documentation/swiftui/uiviewrepresentable:
/// the same lifecycle as the view-controller form (makeCoordinator, makeUIView "a single time",
/// updateUIView on changes, dismantleUIView "before removing the UIKit view"). The view
/// becomes a subview of the hosting view.
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@preconcurrency @MainActor public protocol UIViewRepresentable: View where Self.Body == Never {
    associatedtype UIViewType: UIView
    @MainActor @preconcurrency func makeUIView(context: Self.Context) -> Self.UIViewType
    @MainActor @preconcurrency func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
    @MainActor @preconcurrency static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator)
    associatedtype Coordinator = Void
    @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
    @available(iOS 16.0, tvOS 16.0, *)
    @MainActor @preconcurrency func sizeThatFits(_ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context) -> CGSize?
    typealias Context = UIViewRepresentableContext<Self>
}

@available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
@available(macOS, unavailable)
extension UIViewRepresentable where Self.Coordinator == () {
    @MainActor @preconcurrency public func makeCoordinator() -> Self.Coordinator { () }
}

@available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
@available(macOS, unavailable)
extension UIViewRepresentable {
    @MainActor @preconcurrency public static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator) {}
    @available(iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    @available(macOS, unavailable)
    @MainActor @preconcurrency public func sizeThatFits(_ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context) -> CGSize? { nil }
    @MainActor @preconcurrency public var body: Never { fatalError("SwiftUI model: a representable has no body") }
}

/// [SI18.1:SwiftUI@1104000] `@preconcurrency @MainActor public struct UIViewRepresentableContext<Representable>`.
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@preconcurrency @MainActor public struct UIViewRepresentableContext<Representable> where Representable: UIViewRepresentable {
    @MainActor @preconcurrency public let coordinator: Representable.Coordinator
    let environmentValues: EnvironmentValues
    @MainActor @preconcurrency public var transaction: Transaction { Transaction() }
    @MainActor @preconcurrency public var environment: EnvironmentValues { environmentValues }
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    @MainActor @preconcurrency public func animate(changes: () -> Void, completion: (() -> Void)? = nil) {
        changes()
        completion?()
    }
}

// MARK: - The graph's side

/// What a representable's node keeps: its coordinator and UIKit object.
@MainActor final class RepresentedController<R: UIViewControllerRepresentable> {
    let coordinator: R.Coordinator
    let controller: R.UIViewControllerType
    init(coordinator: R.Coordinator, controller: R.UIViewControllerType) {
        self.coordinator = coordinator
        self.controller = controller
    }
}

@MainActor final class RepresentedView<R: UIViewRepresentable> {
    let coordinator: R.Coordinator
    let view: R.UIViewType
    init(coordinator: R.Coordinator, view: R.UIViewType) {
        self.coordinator = coordinator
        self.view = view
    }
}

extension ViewGraph {
    /// Makes (first time) and updates a view-controller representable in `node`.
    func updateRepresentable<R: UIViewControllerRepresentable>(_ representable: R, in node: ViewNode) {
        let environment = node.environment
        let state: RepresentedController<R>
        if let existing = node.attachment as? RepresentedController<R> {
            state = existing
        } else {
            let coordinator = representable.makeCoordinator()
            let controller = representable.makeUIViewController(context: R.Context(coordinator: coordinator, environmentValues: environment))
            state = RepresentedController(coordinator: coordinator, controller: controller)
            node.attachment = state
            if let host = host?.hostController {
                host.addChild(controller)
                host.view.addSubview(controller.view)
                controller.didMove(toParent: host)
            }
            node.removalActions.append { [state] in
                R.dismantleUIViewController(state.controller, coordinator: state.coordinator)
                state.controller.willMove(toParent: nil)
                state.controller.view.removeFromSuperview()
                state.controller.removeFromParent()
            }
        }
        let context = R.Context(coordinator: state.coordinator, environmentValues: environment)
        representable.updateUIViewController(state.controller, context: context)
        node.sizing = { proposal in representable.sizeThatFits(proposal, uiViewController: state.controller, context: context) }
    }

    /// Makes (first time) and updates a view representable in `node`.
    func updateRepresentable<R: UIViewRepresentable>(_ representable: R, in node: ViewNode) {
        let environment = node.environment
        let state: RepresentedView<R>
        if let existing = node.attachment as? RepresentedView<R> {
            state = existing
        } else {
            let coordinator = representable.makeCoordinator()
            let view = representable.makeUIView(context: R.Context(coordinator: coordinator, environmentValues: environment))
            state = RepresentedView(coordinator: coordinator, view: view)
            node.attachment = state
            node.hostedView = view
            host?.hostController.view.addSubview(view)
            node.removalActions.append { [state] in
                R.dismantleUIView(state.view, coordinator: state.coordinator)
                state.view.removeFromSuperview()
            }
        }
        let context = R.Context(coordinator: state.coordinator, environmentValues: environment)
        representable.updateUIView(state.view, context: context)
        node.sizing = { proposal in representable.sizeThatFits(proposal, uiView: state.view, context: context) }
    }
}
