// UIView: stored properties and the view hierarchy. Geometry is in ViewGeometry.swift,
// layout, safe area, snapshots and layout direction in ViewLayout.swift.

/// [H17:UIView.h] `NS_SWIFT_UI_ACTOR @protocol UICoordinateSpace <NSObject>`
@preconcurrency @MainActor
public protocol UICoordinateSpace: NSObjectProtocol {
    @available(iOS 8.0, *) func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    @available(iOS 8.0, *) func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
    @available(iOS 8.0, *) func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    @available(iOS 8.0, *) func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
    @available(iOS 8.0, *) var bounds: CGRect { get }
}

/// [H17:UIView.h] `NS_SWIFT_UI_ACTOR @interface UIView : UIResponder <NSCoding, ..., UICoordinateSpace, ...>`
@available(iOS 2.0, *)
@preconcurrency @MainActor
open class UIView: UIResponder, @preconcurrency NSCoding, UICoordinateSpace {
    /// `UIView.AnimationCurve` (used by UIViewControllerInteractiveTransitioning.completionCurve).
    public enum AnimationCurve: Int, @unchecked Sendable {
        case easeInOut = 0, easeIn = 1, easeOut = 2, linear = 3
    }

    // Geometry storage: bounds (origin = the view's own coordinate offset), center in
    // superview coordinates and a transform about the center (ViewGeometry.swift).
    var storedBounds: CGRect
    var storedCenter: CGPoint
    var storedTransform = CGAffineTransform.identity
    var storedAlpha: CGFloat = 1
    var subviewStorage: [UIView] = []
    weak var superviewStorage: UIView?
    /// Set when this view is a view controller's root view (for layout callbacks and names).
    weak var owningViewController: UIViewController?
    var recognizerStorage: [UIGestureRecognizer] = []
    var needsLayout = true
    /// The safe-area insets last reported by `safeAreaInsetsDidChange()` (ViewLayout.swift).
    var reportedSafeAreaInsets = UIEdgeInsets.zero
    /// Whether the view was in a window at a screen update (for snapshots).
    var hasBeenRendered = false
    weak var snapshotSourceStorage: UIView?
    var snapshotBlank = false
    var semanticStorage = UISemanticContentAttribute.unspecified
    var overrideStyleStorage = UIUserInterfaceStyle.unspecified
    let modelLayer = CALayer()

    /// `- (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;`
    /// Bounds get the frame's size at origin zero (UIView.h: "default bounds is zero origin, frame size").
    public init(frame: CGRect) {
        storedBounds = CGRect(origin: .zero, size: frame.size)
        storedCenter = CGPoint(x: frame.midX, y: frame.midY)
        super.init()
        modelLayer.position = storedCenter
    }

    public required init?(coder: NSCoder) {
        storedBounds = .zero
        storedCenter = .zero
        super.init()
    }

    public override convenience init() { self.init(frame: .zero) }

    open func encode(with coder: NSCoder) {}

    // MARK: Rendering properties [H17:UIView.h]

    /// "default is YES. if set to NO, user events (touch, keys) are ignored" (UIView.h).
    open var isUserInteractionEnabled = true
    /// "default is 0".
    open var tag = 0
    /// "returns view's layer. Will always return a non-nil value."
    open var layer: CALayer { modelLayer }

    /// "animatable. default is 1.0". Backed by `layer.opacity` (a Float): the model returns
    /// the value you set, or the layer's opacity if that was changed directly (undocumented).
    open var alpha: CGFloat {
        get { Float(storedAlpha) == modelLayer.opacity ? storedAlpha : CGFloat(modelLayer.opacity) }
        set {
            storedAlpha = newValue
            modelLayer.opacity = Float(newValue)
        }
    }
    /// "default is NO. doesn't check superviews".
    open var isHidden = false
    /// "default is YES".
    open var isOpaque = true
    /// "When YES, content and subviews are clipped to the bounds of the view. Default is NO."
    /// The layer's `masksToBounds` is the same property.
    open var clipsToBounds: Bool {
        get { modelLayer.masksToBounds }
        set { modelLayer.masksToBounds = newValue }
    }
    /// "default is nil".
    @preconcurrency open var backgroundColor: UIColor?

    // MARK: Traits [H18:UITraitCollection.h] (TraitCollection.swift)

    /// UITraitEnvironment: `@property (nonatomic, readonly) UITraitCollection *traitCollection API_AVAILABLE(ios(8.0));`
    /// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection. The model's
    /// collection carries the interface style the view inherits (`inheritedUserInterfaceStyle`).
    @available(iOS 8.0, *)
    open var traitCollection: UITraitCollection { UITraitCollection(userInterfaceStyle: inheritedUserInterfaceStyle()) }
    /// `@property (nonatomic) UIUserInterfaceStyle overrideUserInterfaceStyle API_AVAILABLE(tvos(13.0), ios(13.0));`
    /// https://developer.apple.com/documentation/uikit/uiview/overrideuserinterfacestyle: "The user
    /// interface style adopted by the view and all of its subviews."
    @available(iOS 13.0, *)
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { overrideStyleStorage }
        set { overrideStyleStorage = newValue }
    }

    open override var next: UIResponder? { owningViewController ?? superviewStorage }

    // MARK: Hierarchy [H17:UIView.h] (UIViewHierarchy)

    open var superview: UIView? { superviewStorage }
    open var subviews: [UIView] { subviewStorage }
    /// The window at the root of this view's hierarchy, if the root is a window.
    open var window: UIWindow? {
        var root = self
        while let parent = root.superviewStorage { root = parent }
        return root as? UIWindow
    }

    open func removeFromSuperview() {
        guard superviewStorage != nil else { return }
        detachFromSuperview()
        hierarchyDidChange()
    }

    /// https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:at:): the
    /// index is clamped to the subviews array (the model does not raise for out-of-range).
    open func insertSubview(_ view: UIView, at index: Int) {
        guard canAdopt(view) else { return }
        view.detachFromSuperview()
        let clamped = Swift.max(0, Swift.min(index, subviewStorage.count))
        subviewStorage.insert(view, at: clamped)
        view.superviewStorage = self
        hierarchyDidChange()
    }

    /// https://developer.apple.com/documentation/uikit/uiview/addsubview(_:): "Views can have
    /// only one superview. If view already has a superview and that view is not the receiver,
    /// this method removes the previous superview before making the receiver its new superview."
    /// Added views go on top of their siblings.
    open func addSubview(_ view: UIView) {
        insertSubview(view, at: subviewStorage.count)
    }

    /// A sibling that is not a subview puts the view on top (UIKit does not document it).
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        guard view !== siblingSubview else { return }
        if view.superviewStorage === self { view.detachFromSuperview() }
        let index = subviewStorage.firstIndex { $0 === siblingSubview } ?? subviewStorage.count
        insertSubview(view, at: index)
    }

    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        guard view !== siblingSubview else { return }
        if view.superviewStorage === self { view.detachFromSuperview() }
        let index = subviewStorage.firstIndex { $0 === siblingSubview }.map { $0 + 1 } ?? subviewStorage.count
        insertSubview(view, at: index)
    }

    open func bringSubviewToFront(_ view: UIView) {
        guard let index = subviewStorage.firstIndex(where: { $0 === view }) else { return }
        subviewStorage.append(subviewStorage.remove(at: index))
    }

    open func sendSubviewToBack(_ view: UIView) {
        guard let index = subviewStorage.firstIndex(where: { $0 === view }) else { return }
        subviewStorage.insert(subviewStorage.remove(at: index), at: 0)
    }

    /// UIView.h: "returns YES for self."
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superviewStorage
        }
        return false
    }

    /// UIKit raises for adding a view to itself or to one of its descendants; the model
    /// logs to the console and does nothing.
    private func canAdopt(_ view: UIView) -> Bool {
        if isDescendant(of: view) {
            ModelDevice.current.log("UIView: cannot add \(modelName(view)) to \(modelName(self)), its own descendant; ignored.")
            return false
        }
        return true
    }

    func detachFromSuperview() {
        guard let parent = superviewStorage else { return }
        parent.subviewStorage.removeAll { $0 === self }
        superviewStorage = nil
    }

    /// A view that left the window cancels the gestures it was recognizing.
    func hierarchyDidChange() {
        ModelDevice.existing?.touchDispatcher.cancelRecognizersOutsideWindow()
    }

    // MARK: Geometry (behaviour and citations in ViewGeometry.swift)

    open var frame: CGRect {
        get { readFrame() }
        set { writeFrame(newValue) }
    }
    open var bounds: CGRect {
        get { storedBounds }
        set { writeBounds(newValue) }
    }
    open var center: CGPoint {
        get { storedCenter }
        set { writeCenter(newValue) }
    }
    open var transform: CGAffineTransform {
        get { storedTransform }
        set { storedTransform = newValue }
    }
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { convertPoint(point, to: view) }
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { convertPoint(point, from: view) }
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { convertRect(rect) { self.convertPoint($0, to: view) } }
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { convertRect(rect) { self.convertPoint($0, from: view) } }
    @available(iOS 8.0, *) open func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        convert(point, to: coordinateSpace as? UIView)
    }
    @available(iOS 8.0, *) open func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        convert(point, from: coordinateSpace as? UIView)
    }
    @available(iOS 8.0, *) open func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        convert(rect, to: coordinateSpace as? UIView)
    }
    @available(iOS 8.0, *) open func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        convert(rect, from: coordinateSpace as? UIView)
    }
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { modelHitTest(point, with: event) }
    /// UIView.h: "default returns YES if point is in bounds".
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { storedBounds.contains(point) }

    /// Hook for the model's subclasses (UIScrollView reports scrolling).
    func boundsDidChange(from old: CGRect) {}

    // MARK: Layout, safe area, snapshots (ViewLayout.swift)

    open func setNeedsLayout() { needsLayout = true }
    open func layoutIfNeeded() { layoutSubtree() }
    /// UIView.h: "override point. called by layoutIfNeeded automatically ... otherwise it does nothing."
    open func layoutSubviews() {}
    open var safeAreaInsets: UIEdgeInsets { modelSafeAreaInsets() }
    @available(iOS 11.0, *) open func safeAreaInsetsDidChange() {}
    @available(iOS 7.0, *)
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        makeSnapshot(of: CGRect(origin: .zero, size: storedBounds.size), afterScreenUpdates: afterUpdates)
    }
    @available(iOS 7.0, *)
    open func resizableSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets) -> UIView? {
        makeSnapshot(of: rect, afterScreenUpdates: afterUpdates)
    }
    /// Layout hooks for the model's own views (window, transition containers).
    func modelWillLayoutSubviews() {}
    func modelDidLayoutSubviews() {}

    // MARK: Layout direction (LayoutDirection.swift)

    @available(iOS 9.0, *)
    open var semanticContentAttribute: UISemanticContentAttribute {
        get { semanticStorage }
        set { semanticStorage = newValue }
    }
    @available(iOS 10.0, *)
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { modelLayoutDirection() }

    // MARK: Gesture recognizers [H17:UIView.h] (UIViewGestureRecognizers)

    @available(iOS 3.2, *) open var gestureRecognizers: [UIGestureRecognizer]? {
        get { recognizerStorage.isEmpty ? nil : recognizerStorage }
        set {
            for recognizer in recognizerStorage { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// A recognizer belongs to one view: adding it here removes it from its previous view.
    @available(iOS 3.2, *) open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if gestureRecognizer.viewStorage === self { return }
        gestureRecognizer.viewStorage?.removeGestureRecognizer(gestureRecognizer)
        recognizerStorage.append(gestureRecognizer)
        gestureRecognizer.viewStorage = self
    }

    /// Removing a recognizer that is recognizing cancels its gesture (GestureRecognizer.swift).
    @available(iOS 3.2, *) open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard recognizerStorage.contains(where: { $0 === gestureRecognizer }) else { return }
        recognizerStorage.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.viewStorage = nil
        ModelDevice.existing?.touchDispatcher.recognizerWasDetached(gestureRecognizer)
    }

    /// UIView.h: "called when the recognizer attempts to transition out of
    /// UIGestureRecognizerStatePossible if a touch hit-tested to this view will be cancelled
    /// as a result of gesture recognition ... returns YES by default. return NO to cause the
    /// gesture recognizer to transition to UIGestureRecognizerStateFailed".
    @available(iOS 6.0, *) open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }
}
