// CoreGraphics and UIGeometry pieces that swift-corelibs-foundation lacks.
// Signatures follow ../shared/uikit-surface/UIKit.swift (the reference);
// bodies are real. CGFloat, CGPoint, CGSize and CGRect come from Foundation.

@_exported import Foundation

/// CoreFoundation's `typealias CFTimeInterval = Double` (absent from Linux Foundation).
public typealias CFTimeInterval = Double

/// A two-dimensional vector. https://developer.apple.com/documentation/corefoundation/cgvector
public struct CGVector: Hashable, Codable, Sendable, CustomDebugStringConvertible {
    public var dx: CGFloat
    public var dy: CGFloat
    public init() { dx = 0; dy = 0 }
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
    public var debugDescription: String { "(\(dx), \(dy))" }
}

extension CGVector {
    public static var zero: CGVector { CGVector() }
    public init(dx: Double, dy: Double) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }
    public init(dx: Int, dy: Int) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }
}

/// The 3×3 affine matrix `[a b 0; c d 0; tx ty 1]`; points are row vectors:
/// `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`
/// (https://developer.apple.com/documentation/corefoundation/cgaffinetransform).
public struct CGAffineTransform: Equatable, Codable, Sendable {
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat
    public init() { a = 0; b = 0; c = 0; d = 0; tx = 0; ty = 0 }
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }
}

extension CGAffineTransform {
    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
    public init(rotationAngle angle: CGFloat) {
        let cosine = CGFloat(cos(Double(angle))), sine = CGFloat(sin(Double(angle)))
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }
    public static var identity: CGAffineTransform { CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }
    public var isIdentity: Bool { self == .identity }

    /// `self` then `t2` (CGAffineTransformConcat: "the first matrix multiplied by the second").
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }
    /// The scale is applied before `self` (CGAffineTransformScale).
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }
    /// CGAffineTransformInvert: "If the affine transform passed in parameter t cannot be
    /// inverted, the affine transform is returned unchanged."
    /// (https://developer.apple.com/documentation/coregraphics/cgaffinetransforminvert(_:))
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return self }
        let ia = d / determinant, ib = -b / determinant, ic = -c / determinant, id = a / determinant
        return CGAffineTransform(a: ia, b: ib, c: ic, d: id, tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }
}

extension CGPoint {
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The linear part only, as CGSizeApplyAffineTransform (sizes have no position).
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// CGRectApplyAffineTransform: "the smallest rectangle that contains the transformed
    /// corner points of the rectangle". A null rectangle is returned unchanged.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull { return self }
        let corners = [
            CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
            CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
        ].map { $0.applying(t) }
        return CGRect.boundingBox(of: corners)
    }

    /// UIEdgeInsetsInsetRect, as inlined in UIGeometry.h (iOS 17 SDK): origin moves by
    /// left/top, size shrinks by left+right and top+bottom; no standardizing.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left, y: origin.y + insets.top,
            width: size.width - (insets.left + insets.right),
            height: size.height - (insets.top + insets.bottom))
    }

    static func boundingBox(of points: [CGPoint]) -> CGRect {
        guard let first = points.first else { return .null }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for point in points.dropFirst() {
            minX = Swift.min(minX, point.x); maxX = Swift.max(maxX, point.x)
            minY = Swift.min(minY, point.y); maxY = Swift.max(maxY, point.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// UIGeometry.h: `typedef struct NS_SWIFT_SENDABLE UIEdgeInsets { CGFloat top, left, bottom, right; }`.
public struct UIEdgeInsets: Sendable {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    public init() { top = 0; left = 0; bottom = 0; right = 0 }
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
}

extension UIEdgeInsets {
    public static let zero = UIEdgeInsets()
}

extension UIEdgeInsets: Equatable {}
extension UIEdgeInsets: Codable {}

/// UIGeometry.h `UIRectEdge` (NS_OPTIONS; the None member imports as unavailable).
@available(iOS 7.0, *)
public struct UIRectEdge: OptionSet, @unchecked Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    @available(*, unavailable, message: "use [] to construct an empty option set")
    public static var none: UIRectEdge { [] }
    public static var top: UIRectEdge { UIRectEdge(rawValue: 1 << 0) }
    public static var left: UIRectEdge { UIRectEdge(rawValue: 1 << 1) }
    public static var bottom: UIRectEdge { UIRectEdge(rawValue: 1 << 2) }
    public static var right: UIRectEdge { UIRectEdge(rawValue: 1 << 3) }
    public static var all: UIRectEdge { UIRectEdge(rawValue: 0xF) }
}

/// https://developer.apple.com/documentation/quartzcore/cacornermask
public struct CACornerMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static var layerMinXMinYCorner: CACornerMask { CACornerMask(rawValue: 1 << 0) }
    public static var layerMaxXMinYCorner: CACornerMask { CACornerMask(rawValue: 1 << 1) }
    public static var layerMinXMaxYCorner: CACornerMask { CACornerMask(rawValue: 1 << 2) }
    public static var layerMaxXMaxYCorner: CACornerMask { CACornerMask(rawValue: 1 << 3) }
}
