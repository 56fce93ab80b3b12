// UIScrollView: content offset as bounds origin, insets, and a pan that drags the content.

/// [H18.1:UIScrollView.h] `NS_SWIFT_UI_ACTOR @interface UIScrollView : UIView <NSCoding, UIFocusItemScrollableContainer>`
@available(iOS 2.0, *)
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// Not in the reference. SDK: `enum ContentInsetAdjustmentBehavior : Int` (iOS 11),
    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum
    @available(iOS 11.0, *)
    public enum ContentInsetAdjustmentBehavior: Int, @unchecked Sendable {
        case automatic = 0, scrollableAxes = 1, never = 2, always = 3
    }

    var contentSizeStorage = CGSize.zero
    var contentInsetStorage = UIEdgeInsets.zero
    private(set) lazy var scrollPan = ScrollViewPanGestureRecognizer(scrollView: self)
    var offsetAtPanStart = CGPoint.zero

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(scrollPan)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addGestureRecognizer(scrollPan)
    }

    /// UIScrollView.h: contentOffset is the point at the bounds' origin; "default CGPointZero".
    /// Changing it tells the delegate (scrollViewDidScroll: "Tells the delegate when the user
    /// scrolls the content view within the scroll view" — UIKit also calls it for offsets set
    /// in code).
    open var contentOffset: CGPoint {
        get { storedBounds.origin }
        set { bounds = CGRect(origin: newValue, size: storedBounds.size) }
    }
    open var contentSize: CGSize {
        get { contentSizeStorage }
        set { contentSizeStorage = newValue }
    }
    open var contentInset: UIEdgeInsets {
        get { contentInsetStorage }
        set { contentInsetStorage = newValue }
    }

    /// https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset: "The
    /// safe area insets are then added to the values in the contentInset property to obtain the
    /// final value of this property", per `contentInsetAdjustmentBehavior`.
    @available(iOS 11.0, *) open var adjustedContentInset: UIEdgeInsets { modelAdjustedContentInset() }

    /// Default `.automatic` (contentInsetAdjustmentBehavior docs). The model treats `.automatic`
    /// as `.scrollableAxes` (README): UIKit's extra rule for a view controller's content view
    /// inside a navigation or tab bar controller is not modelled.
    @available(iOS 11.0, *)
    open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic

    weak open var delegate: (any UIScrollViewDelegate)?
    /// Default true. The model has no rubber band: past the edges content follows the finger
    /// one to one while dragging, and is put back within range at the end (README).
    open var bounces = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    /// "When scrolling is disabled, the scroll view does not accept touch events" (isScrollEnabled
    /// docs): its pan is disabled.
    open var isScrollEnabled: Bool {
        get { scrollPan.isEnabled }
        set { scrollPan.isEnabled = newValue }
    }

    /// The model does not animate: the offset is set at once either way (README).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }

    /// While the finger is down on a scroll view whose pan follows it.
    open var isTracking: Bool { scrollPan.tracked != nil }
    open var isDragging: Bool { scrollPan.isRecognizing }
    /// Always false: the model has no deceleration.
    open var isDecelerating: Bool { false }

    /// The scroll view's own pan, installed on it (UIScrollView.h: panGestureRecognizer).
    @available(iOS 5.0, *) open var panGestureRecognizer: UIPanGestureRecognizer { scrollPan }

    override func boundsDidChange(from old: CGRect) {
        if old.origin != storedBounds.origin { delegate?.scrollViewDidScroll(self) }
    }
}

/// [H18.1:UIScrollView.h] `NS_SWIFT_UI_ACTOR @protocol UIScrollViewDelegate<NSObject>` — only
/// scrollViewDidScroll is modelled (the other optional callbacks are left out).
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
    /// SDK: optional
    func scrollViewDidScroll(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}

extension UIScrollView {
    /// contentInset plus the safe area on the axes the behavior includes.
    func modelAdjustedContentInset() -> UIEdgeInsets {
        let safe = safeAreaInsets
        let size = storedBounds.size
        let vertical: Bool, horizontal: Bool
        switch contentInsetAdjustmentBehavior {
        case .always: (vertical, horizontal) = (true, true)
        case .never: (vertical, horizontal) = (false, false)
        case .automatic, .scrollableAxes:
            // scrollableAxes docs: "The top and bottom insets include the safe area inset values
            // when the vertical content size is greater than the height of the scroll view itself.
            // The top and bottom insets are also adjusted when the alwaysBounceVertical property
            // is true." Likewise for left and right.
            vertical = contentSizeStorage.height > size.height || alwaysBounceVertical
            horizontal = contentSizeStorage.width > size.width || alwaysBounceHorizontal
        }
        let inset = contentInsetStorage
        return UIEdgeInsets(
            top: inset.top + (vertical ? safe.top : 0), left: inset.left + (horizontal ? safe.left : 0),
            bottom: inset.bottom + (vertical ? safe.bottom : 0), right: inset.right + (horizontal ? safe.right : 0))
    }

    /// The offsets the content may rest at on each axis.
    func restingOffsetRange() -> (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>) {
        let inset = adjustedContentInset
        let size = storedBounds.size
        let minX = -inset.left, minY = -inset.top
        let maxX = Swift.max(minX, contentSizeStorage.width - size.width + inset.right)
        let maxY = Swift.max(minY, contentSizeStorage.height - size.height + inset.bottom)
        return (minX...maxX, minY...maxY)
    }

    /// Which axes can scroll: content larger than the visible area, or always-bounce set.
    var scrollableAxes: (horizontal: Bool, vertical: Bool) {
        let range = restingOffsetRange()
        return (
            range.x.upperBound > range.x.lowerBound || (bounces && alwaysBounceHorizontal),
            range.y.upperBound > range.y.lowerBound || (bounces && alwaysBounceVertical))
    }

    /// Content follows the finger: offset = offset at .began − translation, on scrollable axes;
    /// without `bounces` it stops at the edges. At the end it rests within range (no deceleration).
    func panDidChange(_ pan: UIPanGestureRecognizer) {
        switch pan.stateStorage {
        case .began:
            offsetAtPanStart = contentOffset
            follow(pan)
        case .changed:
            follow(pan)
        case .ended, .cancelled:
            follow(pan)
            let range = restingOffsetRange()
            let offset = contentOffset
            contentOffset = CGPoint(x: offset.x.clamped(to: range.x), y: offset.y.clamped(to: range.y))
        default:
            break
        }
    }

    private func follow(_ pan: UIPanGestureRecognizer) {
        let translation = pan.translation(in: self)
        let axes = scrollableAxes
        var offset = offsetAtPanStart
        if axes.horizontal { offset.x -= translation.x }
        if axes.vertical { offset.y -= translation.y }
        if !bounces {
            let range = restingOffsetRange()
            offset = CGPoint(x: offset.x.clamped(to: range.x), y: offset.y.clamped(to: range.y))
        }
        contentOffset = offset
    }
}

/// The scroll view's pan: it may begin only when the content can scroll (undocumented choice),
/// and it moves the content before its targets hear of the state change.
@MainActor
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    weak var scrollView: UIScrollView?

    init(scrollView: UIScrollView) {
        self.scrollView = scrollView
        super.init(target: nil, action: nil)
    }

    override func canBegin() -> Bool {
        guard let scrollView else { return false }
        let axes = scrollView.scrollableAxes
        return axes.horizontal || axes.vertical
    }

    override func stateWillBeReported() {
        scrollView?.panDidChange(self)
    }
}

extension CGFloat {
    func clamped(to range: ClosedRange<CGFloat>) -> CGFloat {
        Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}
