// UIView geometry: bounds, center, transform about the center, the derived frame,
// coordinate conversion through the hierarchy, and hit testing. The `open` members
// that forward here are declared in View.swift (overridable members must live in the
// class body).

extension UIView {
    /// https://developer.apple.com/documentation/uikit/uiview/frame: "If the transform property
    /// is not the identity transform, the value of this property is undefined and therefore
    /// should be ignored." Reading it then records `frameWithTransform` and returns the
    /// bounding box (`modelFrame`).
    func readFrame() -> CGRect {
        if !storedTransform.isIdentity { recordFrameUse("read") }
        return modelFrame
    }

    /// UIView.frame: "Setting this property changes the point specified by the center property
    /// and changes the size in the bounds rectangle accordingly." With a non-identity transform
    /// the model records `frameWithTransform` and still sets center and size.
    func writeFrame(_ frame: CGRect) {
        if !storedTransform.isIdentity { recordFrameUse("set") }
        writeCenter(CGPoint(x: frame.midX, y: frame.midY))
        writeBounds(CGRect(origin: storedBounds.origin, size: frame.size))
    }

    /// UIView.h: "default bounds is zero origin, frame size". A size change keeps the center
    /// (the view grows about it) and marks the view as needing layout.
    func writeBounds(_ bounds: CGRect) {
        let old = storedBounds
        storedBounds = bounds
        if old.size != bounds.size { setNeedsLayout() }
        if old != bounds { boundsDidChange(from: old) }
    }

    /// UIView.h: "center is center of frame, relative to anchorPoint"; the layer's position follows.
    func writeCenter(_ center: CGPoint) {
        storedCenter = center
        modelLayer.position = center
    }

    /// The frame without the `frameWithTransform` check (test-only): the bounding box of the
    /// bounds transformed about the center (https://developer.apple.com/documentation/uikit/uiview/transform:
    /// "the transform applied to the view, relative to the center of its bounds"), in
    /// superview coordinates.
    @_spi(UIKitModel) public var modelFrame: CGRect {
        let size = storedBounds.size
        let local = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
        let box = storedTransform.isIdentity ? local : local.applying(storedTransform)
        return box.offsetBy(dx: storedCenter.x, dy: storedCenter.y)
    }

    private func recordFrameUse(_ verb: String) {
        ModelDevice.current.record(
            .frameWithTransform,
            "frame \(verb) on \(modelName(self)) while its transform is not the identity (\(storedTransform)). "
                + "Apple (UIView.frame): \"If the transform property is not the identity transform, the value of this "
                + "property is undefined and therefore should be ignored.\" Use bounds and center.")
    }

    // MARK: Conversion

    /// One step up: a point in this view's bounds to its superview's coordinates (bounds
    /// origin subtracted, transform applied about the center, then offset by the center).
    func pointInSuperview(_ point: CGPoint) -> CGPoint {
        let offset = CGPoint(x: point.x - storedBounds.midX, y: point.y - storedBounds.midY)
        let turned = storedTransform.isIdentity ? offset : offset.applying(storedTransform)
        return CGPoint(x: turned.x + storedCenter.x, y: turned.y + storedCenter.y)
    }

    /// One step down: the inverse of `pointInSuperview`.
    func pointFromSuperview(_ point: CGPoint) -> CGPoint {
        let offset = CGPoint(x: point.x - storedCenter.x, y: point.y - storedCenter.y)
        let turned = storedTransform.isIdentity ? offset : offset.applying(storedTransform.inverted())
        return CGPoint(x: turned.x + storedBounds.midX, y: turned.y + storedBounds.midY)
    }

    /// To the root of the hierarchy (the window's coordinates when the root is a window).
    func pointInRoot(_ point: CGPoint) -> CGPoint {
        var result = point
        var view = self
        while let parent = view.superviewStorage {
            result = view.pointInSuperview(result)
            view = parent
        }
        return result
    }

    func pointFromRoot(_ point: CGPoint) -> CGPoint {
        var chain: [UIView] = []
        var view = self
        while let parent = view.superviewStorage {
            chain.append(view)
            view = parent
        }
        return chain.reversed().reduce(point) { $1.pointFromSuperview($0) }
    }

    /// https://developer.apple.com/documentation/uikit/uiview/convert(_:to:)-1xizt: "If view is
    /// nil, this method instead converts to window base coordinates." Views in different
    /// hierarchies convert through their roots as if the roots shared one space (undocumented).
    func convertPoint(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let root = pointInRoot(point)
        return view?.pointFromRoot(root) ?? root
    }

    func convertPoint(_ point: CGPoint, from view: UIView?) -> CGPoint {
        pointFromRoot(view?.pointInRoot(point) ?? point)
    }

    /// A rectangle converts as the bounding box of its four converted corners.
    func convertRect(_ rect: CGRect, _ convertPoint: (CGPoint) -> CGPoint) -> CGRect {
        if rect.isNull { return rect }
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
        ]
        return CGRect.boundingBox(of: corners.map(convertPoint))
    }

    /// The linear part of a conversion: a displacement given in window coordinates, expressed
    /// in `view`'s coordinates (nil means the window). Pan translations and velocities use it.
    static func convertVector(_ vector: CGPoint, fromWindowTo view: UIView?) -> CGPoint {
        guard let view else { return vector }
        let origin = view.convertPoint(.zero, from: nil)
        let tip = view.convertPoint(vector, from: nil)
        return CGPoint(x: tip.x - origin.x, y: tip.y - origin.y)
    }

    /// The inverse of `convertVector(_:fromWindowTo:)`.
    static func convertVector(_ vector: CGPoint, toWindowFrom view: UIView?) -> CGPoint {
        guard let view else { return vector }
        let origin = view.convertPoint(.zero, to: nil)
        let tip = view.convertPoint(vector, to: nil)
        return CGPoint(x: tip.x - origin.x, y: tip.y - origin.y)
    }

    // MARK: Hit testing

    /// https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:): "This method
    /// ignores view objects that are hidden, that have disabled user interactions, or have an
    /// alpha level less than 0.01." It calls point(inside:with:); subviews are searched front
    /// to back with the point converted into each one's coordinates, so points outside the
    /// receiver's bounds never reach its subviews.
    func modelHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isUserInteractionEnabled, !isHidden, alpha >= 0.01 else { return nil }
        guard self.point(inside: point, with: event) else { return nil }
        for subview in subviewStorage.reversed() {
            if let hit = subview.hitTest(subview.pointFromSuperview(point), with: event) { return hit }
        }
        return self
    }
}

extension UIView {
    /// Sets center and size from a frame without the transform check (the model's own layout).
    func placeFrame(_ frame: CGRect) {
        writeCenter(CGPoint(x: frame.midX, y: frame.midY))
        writeBounds(CGRect(origin: storedBounds.origin, size: frame.size))
    }
}
