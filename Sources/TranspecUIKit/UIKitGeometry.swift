#if canImport(UIKit)
import TranspecRuntime
import UIKit

extension ContainerSize {
    /// The container a view of `size` is, as `simulate --container` takes it.
    package init(_ size: CGSize) {
        self.init(width: Double(size.width), height: Double(size.height))
    }

    /// `view` as a transition's container: its bounds' size and its safe
    /// area now (`simulate --container WxH --safe-area …`), read afresh at
    /// each use, so detents follow a change of the insets (a rotation, a
    /// status bar that grows during a call).
    @MainActor
    package init(of view: UIView) {
        let insets = view.safeAreaInsets
        self.init(
            width: Double(view.bounds.width), height: Double(view.bounds.height),
            safeArea: FrameInsets(
                top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom),
                right: Double(insets.right)))
    }
}

extension TransitionEdge {
    /// The unit vector toward the edge in `view`'s layout direction.
    @MainActor
    package func direction(in view: UIView) -> TravelDirection {
        direction(rightToLeft: view.isRightToLeft)
    }
}

extension TravelDirection {
    /// The component of `point` (a translation or a velocity) along this direction.
    func component(of point: CGPoint) -> Double {
        component(x: Double(point.x), y: Double(point.y))
    }

    /// A translation of `points` along this direction.
    /// The component of a window vector across this direction (`crossComponent`).
    func crossComponent(of point: CGPoint) -> Double {
        crossComponent(x: Double(point.x), y: Double(point.y))
    }

    /// A translation `points` along `heading` (a 2-D drag's displacement).
    func translation(by points: Double, heading: DragHeading) -> CGAffineTransform {
        let vector = vector(along: points * heading.along, across: points * heading.across)
        return CGAffineTransform(translationX: CGFloat(vector.x), y: CGFloat(vector.y))
    }

    func translation(by points: Double) -> CGAffineTransform {
        CGAffineTransform(translationX: CGFloat(dx * points), y: CGFloat(dy * points))
    }

    /// The container's size along this direction.
    @MainActor
    func extent(of view: UIView) -> Double {
        Double(dx != 0 ? view.bounds.width : view.bounds.height)
    }
}

extension UIView {
    /// Whether leading and trailing are mirrored for this view.
    var isRightToLeft: Bool {
        effectiveUserInterfaceLayoutDirection == .rightToLeft
    }
}

extension CGRect {
    /// The rectangle `fraction` of the way from `self` to `other` (0 is self,
    /// 1 is other, beyond extrapolates).
    func interpolated(to other: CGRect, _ fraction: CGFloat) -> CGRect {
        CGRect(
            x: minX + (other.minX - minX) * fraction,
            y: minY + (other.minY - minY) * fraction,
            width: width + (other.width - width) * fraction,
            height: height + (other.height - height) * fraction)
    }
}
#endif
