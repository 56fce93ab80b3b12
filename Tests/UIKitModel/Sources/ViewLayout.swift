// Layout passes, the safe area and snapshots. The `open` members that forward here are
// declared in View.swift.

extension UIView {
    /// https://developer.apple.com/documentation/uikit/uiview/layoutifneeded(): "Using the view
    /// that receives the message as the root view, this method lays out the view subtree
    /// starting at the root. If no layout updates are pending, this method exits without
    /// modifying the layout or calling any layout-related callbacks." Top-down: a view lays out
    /// before its subviews, so they see its new geometry.
    func layoutSubtree() {
        if needsLayout {
            needsLayout = false
            performLayout()
        }
        for subview in subviewStorage { subview.layoutSubtree() }
    }

    /// The order UIKit documents for a view controller's root view: viewWillLayoutSubviews
    /// ("Called to notify the view controller that its view is about to layout its subviews"),
    /// the view's layoutSubviews, then viewDidLayoutSubviews. Containers (window, navigation,
    /// tab bar, transition containers) place their managed views in between.
    func performLayout() {
        let controller = owningViewController
        controller?.viewWillLayoutSubviews()
        modelWillLayoutSubviews()
        layoutSubviews()
        controller?.layoutContainedViews()
        modelDidLayoutSubviews()
        controller?.viewDidLayoutSubviews()
    }

    /// Marks views in a window as rendered at a screen update (hidden subtrees are not drawn).
    func markRendered() {
        guard !isHidden else { return }
        hasBeenRendered = true
        for subview in subviewStorage { subview.markRendered() }
    }

    /// https://developer.apple.com/documentation/uikit/uiview/safeareainsets: the insets of the
    /// area not covered by bars or the screen's unsafe edges; "If the view is not currently
    /// installed in a view hierarchy ... the edge insets in this property are 0". "For the view
    /// controller's root view, the insets account for ... any additional insets that you
    /// specified using the additionalSafeAreaInsets property of your view controller. For other
    /// views in the view hierarchy, the insets reflect only the portion of the view that is
    /// covered." Simplification (README): the model keeps a safe rectangle in window
    /// coordinates, the window's bounds inset by the device's insets, narrowed by each root
    /// view's `additionalSafeAreaInsets` on the way down, and gives a view the part of its
    /// bounding box in window coordinates outside it; bars come in through
    /// `modelContentInsets`, which moves content views out of their way.
    func modelSafeAreaInsets() -> UIEdgeInsets {
        guard let safe = safeRectInWindow() else { return .zero }
        return insets(of: windowBox, outside: safe)
    }

    /// This view's bounding box in window coordinates.
    private var windowBox: CGRect { convertRect(storedBounds) { self.convertPoint($0, to: nil) } }

    private func insets(of box: CGRect, outside safe: CGRect) -> UIEdgeInsets {
        func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { Swift.max(0, Swift.min(value, limit)) }
        return UIEdgeInsets(
            top: clamp(safe.minY - box.minY, box.height), left: clamp(safe.minX - box.minX, box.width),
            bottom: clamp(box.maxY - safe.maxY, box.height), right: clamp(box.maxX - safe.maxX, box.width))
    }

    /// The safe rectangle this view and its subviews see, in window coordinates; nil outside a
    /// window.
    private func safeRectInWindow() -> CGRect? {
        var safe: CGRect
        if let superview = superviewStorage {
            guard let above = superview.safeRectInWindow() else { return nil }
            safe = above
        } else {
            guard let window = self as? UIWindow else { return nil }
            safe = window.storedBounds.inset(by: ModelDevice.current.safeAreaInsets)
        }
        if let controller = owningViewController, controller.additionalSafeAreaInsets != .zero {
            // The root view's own insets grow by the additional ones.
            let box = windowBox
            let own = insets(of: box, outside: safe)
            let extra = controller.additionalSafeAreaInsets
            safe = box.inset(by: UIEdgeInsets(
                top: own.top + extra.top, left: own.left + extra.left, bottom: own.bottom + extra.bottom,
                right: own.right + extra.right))
        }
        return safe
    }

    /// https://developer.apple.com/documentation/uikit/uiview/safeareainsetsdidchange():
    /// "Called when the safe area of the view changes", and for a root view
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewsafeareainsetsdidchange():
    /// "UIKit updates the safe area in response to size changes to system bars or when you modify
    /// the additional safe area insets of your view controller. UIKit also calls this method
    /// immediately before your view appears onscreen." At the start of the window's first layout
    /// pass, and of the first after the device's insets or a view controller's additional ones
    /// change, the model compares each view's insets with the ones it last reported, and for
    /// each change calls `safeAreaInsetsDidChange()`, then the owner's
    /// `viewSafeAreaInsetsDidChange()`, and marks the view as needing layout (its layout may
    /// depend on the safe area). Simplification (README table): a view that moves into or out of
    /// an inset, or joins the window later, is told at the next such pass, not at once.
    func updateSafeAreaInsets() {
        let insets = modelSafeAreaInsets()
        if insets != reportedSafeAreaInsets {
            reportedSafeAreaInsets = insets
            safeAreaInsetsDidChange()
            owningViewController?.viewSafeAreaInsetsDidChange()
            setNeedsLayout()
        }
        for subview in subviewStorage { subview.updateSafeAreaInsets() }
    }

    /// https://developer.apple.com/documentation/uikit/uiview/snapshotview(afterscreenupdates:):
    /// "A new view object based on a snapshot of the current view's rendered contents", and
    /// (resizableSnapshotView docs) "If the current view is not yet rendered, perhaps because it
    /// is not yet onscreen, the snapshot view has no visible content." The model returns a view
    /// of the source's size with `snapshotSource` set and no subviews, never nil; it is blank
    /// (`modelSnapshotIsBlank`) when the source was never on screen at a screen update, or, with
    /// `afterScreenUpdates: true`, is not in a window now. A blank snapshot logs UIKit's console
    /// message (observed text).
    func makeSnapshot(of rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> UIView {
        if afterUpdates, window != nil { markRendered() }
        let snapshot = UIView(frame: CGRect(origin: .zero, size: rect.size))
        snapshot.snapshotSourceStorage = self
        snapshot.snapshotBlank = !hasBeenRendered
        if snapshot.snapshotBlank {
            ModelDevice.current.log(
                "Snapshotting a view (\(modelName(self))) that has not been rendered results in an empty snapshot. "
                    + "Ensure your view has been rendered at least once before snapshotting or snapshot after screen updates.")
        }
        return snapshot
    }
}

extension UIView {
    /// The view a snapshot was taken of (test-only); nil for views that are not snapshots.
    @_spi(UIKitModel) public var snapshotSource: UIView? { snapshotSourceStorage }

    /// Whether this snapshot has no visible content (see `snapshotView(afterScreenUpdates:)`).
    @_spi(UIKitModel) public var modelSnapshotIsBlank: Bool { snapshotBlank }

    /// Whether the view is in a window and would draw: not hidden, alpha ≥ 0.01, up to the window.
    @_spi(UIKitModel) public var modelIsVisible: Bool {
        guard window != nil else { return false }
        var view: UIView? = self
        while let current = view {
            if current.isHidden || current.alpha < 0.01 { return false }
            view = current.superviewStorage
        }
        return true
    }
}
