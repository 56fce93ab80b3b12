#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import TranspecUIKit
import UIKit

/// A vertical scroll view for SwiftUI content that lends itself to
/// `Transition`, whose spec says `scrollView:` (for example
/// `TranspecScrollView(for: PullToDismissTransition.self) { … }`): the
/// transition's drag begins only once the content is scrolled to the edge
/// the drag heads for; until then the content scrolls.
///
/// SwiftUI's `ScrollView` documents no `UIScrollView` behind it, so this is
/// a `UIScrollView` of its own: its content is a `UIHostingController`,
/// as wide as the scroll view and as tall as the content's
/// `sizeThatFits(in:)` for that width. The content is measured again when
/// the scroll view's width changes and each time SwiftUI updates this view;
/// a change of height that only the content's own state makes is not seen.
/// The content gets the environment this view has.
public struct TranspecScrollView<Content: View>: View {
    private let transition: ObjectIdentifier
    private let content: Content

    public init<Transition: TransitionScreenDefinition>(
        for transition: Transition.Type, @ViewBuilder content: () -> Content
    ) {
        self.transition = ObjectIdentifier(transition)
        self.content = content()
    }

    public var body: some View {
        ScrollViewBridge(transition: transition, content: content)
    }
}

/// The scroll view `TranspecScrollView` shows: it says which transition it is lent to.
final class LentScrollView: UIScrollView {
    var transition: ObjectIdentifier?
}

private struct ScrollViewBridge<Content: View>: UIViewControllerRepresentable {
    let transition: ObjectIdentifier
    let content: Content

    func makeUIViewController(context: Context) -> ScrollingContentController<Content> {
        ScrollingContentController(content: HostedScrollContent(content: content, environment: context.environment))
    }

    func updateUIViewController(_ controller: ScrollingContentController<Content>, context: Context) {
        controller.scrollView.transition = transition
        controller.update(HostedScrollContent(content: content, environment: context.environment))
    }
}

/// The content as the inner hosting controller shows it: a hosting
/// controller's root gets no environment from the view around it, so this
/// one gets it handed over.
private struct HostedScrollContent<Content: View>: View {
    let content: Content
    let environment: EnvironmentValues

    var body: some View {
        content.environment(\.self, environment)
    }
}

/// The scroll view, with the content's hosting controller as its child.
private final class ScrollingContentController<Content: View>: UIViewController {
    let scrollView = LentScrollView(frame: .zero)
    private let host: UIHostingController<HostedScrollContent<Content>>
    /// The width the content was last measured at; nil: measure at the next layout.
    private var measuredWidth: CGFloat?

    init(content: HostedScrollContent<Content>) {
        host = UIHostingController(rootView: content)
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func loadView() {
        // SwiftUI's own ScrollView bounces vertically even when its content fits.
        scrollView.alwaysBounceVertical = true
        view = scrollView
        addChild(host)
        scrollView.addSubview(host.view)
        host.didMove(toParent: self)
    }

    func update(_ content: HostedScrollContent<Content>) {
        host.rootView = content
        measuredWidth = nil
        if isViewLoaded { view.setNeedsLayout() }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // A scroll view lays out on every scroll: measure only when the width or the content changed.
        let width = scrollView.bounds.width
        guard width != measuredWidth else { return }
        measuredWidth = width
        let fitting = host.sizeThatFits(in: CGSize(width: width, height: CGFloat.greatestFiniteMagnitude))
        let size = CGSize(width: width, height: fitting.height)
        host.view.frame = CGRect(origin: .zero, size: size)
        scrollView.contentSize = size
    }
}

extension LentScrollView {
    /// The scroll view lent to `transition` in `view`'s subtree.
    @MainActor
    static func lent(to transition: ObjectIdentifier, in view: UIView) -> LentScrollView? {
        view.firstInSubtree(LentScrollView.self) { $0.transition == transition }
    }

    /// The scroll view lent to `transition` on `screen`, the top screen of
    /// a SwiftUI stack when a drag starts: on stage, so laid out already.
    @MainActor
    static func lent(to transition: ObjectIdentifier, on screen: UIViewController) -> UIScrollView? {
        guard screen.isViewLoaded else { return nil }
        return lent(to: transition, in: screen.view)
    }
}

extension TranspecHostingController {
    /// The scroll view a `TranspecScrollView(for: transition)` in this
    /// controller's content shows; nil when none is on screen.
    public func scrollView<Transition: TransitionScreenDefinition>(for transition: Transition.Type) -> UIScrollView? {
        layOutBeforeLookup()
        return LentScrollView.lent(to: ObjectIdentifier(transition), in: view)
    }

    /// The scroll view lent to `transition`, for a spec whose
    /// `scrollView:` is `required`: when the content shows no
    /// `TranspecScrollView(for: transition)`, a message names it (once) and
    /// an empty scroll view off screen stands in: the transition plays, but
    /// any other scroll view on the screen keeps the drags it recognizes.
    public func requiredScrollView<Transition: TransitionScreenDefinition>(for transition: Transition.Type) -> UIScrollView {
        if let found = scrollView(for: transition) { return found }
        if let standIn = standInScrollView { return standIn }
        print("transpec: no TranspecScrollView(for: \(String(describing: transition)).self) is on screen, "
            + "which the transition needs; show the content in one, or declare `scrollView: optional` in the spec")
        let standIn = UIScrollView(frame: .zero)
        standInScrollView = standIn
        return standIn
    }
}
#endif
