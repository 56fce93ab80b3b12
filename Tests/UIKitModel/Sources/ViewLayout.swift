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
    /// area not covered by bars or the screen's unsafe edges. Simplification (README): the model
    /// intersects the view's bounding box in window coordinates with the device's insets; bars
    /// come in through `modelContentInsets`, which moves content views out of their way.
    func modelSafeAreaInsets() -> UIEdgeInsets {
        guard let window else { return .zero }
        let device = ModelDevice.current.safeAreaInsets
        let box = convertRect(storedBounds) { self.convertPoint($0, to: nil) }
        let screen = window.storedBounds
        func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { Swift.max(0, Swift.min(value, limit)) }
        return UIEdgeInsets(
            top: clamp(screen.minY + device.top - box.minY, box.height),
            left: clamp(screen.minX + device.left - box.minX, box.width),
            bottom: clamp(box.maxY - (screen.maxY - device.bottom), box.height),
            right: clamp(box.maxX - (screen.maxX - device.right), box.width))
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
