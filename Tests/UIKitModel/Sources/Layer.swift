// CALayer: stored rendering properties. QuartzCore is not NS_SWIFT_UI_ACTOR, so the
// class is nonisolated and non-Sendable, as in the SDK.

/// Each UIView owns one. The model mirrors two properties with the view (documented
/// in the README): `masksToBounds` is the view's `clipsToBounds`, and `opacity` follows
/// the view's `alpha`. Geometry (`position`, `anchorPoint`, `zPosition`) is stored but
/// does not move the view: the model's views always transform about their center.
open class CALayer: NSObject {
    /// https://developer.apple.com/documentation/quartzcore/calayer/cornerradius (default 0).
    open var cornerRadius: CGFloat = 0
    /// Default false (CALayer.masksToBounds docs). UIView.clipsToBounds reads and writes this.
    open var masksToBounds = false
    /// https://developer.apple.com/documentation/quartzcore/calayer/maskedcorners:
    /// "Defaults to all four corners."
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    /// Default 1.0. UIView.alpha writes it; setting it directly changes the view's alpha.
    open var opacity: Float = 1
    /// Default 0 (CALayer.shadowOpacity docs).
    open var shadowOpacity: Float = 0
    /// Default 3.0 (CALayer.shadowRadius docs).
    open var shadowRadius: CGFloat = 3
    /// Default (0.0, -3.0) (CALayer.shadowOffset docs).
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// Default (0.5, 0.5). Stored only: the model's transforms are always about the center.
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    /// Stored only (the view's center is the source of truth).
    open var position = CGPoint.zero
    /// Stored only: sibling order decides drawing and hit-testing in the model.
    open var zPosition: CGFloat = 0
}
