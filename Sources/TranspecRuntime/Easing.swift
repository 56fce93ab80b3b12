/// Timing curves for keyframe segments. The named curves are CSS / Core
/// Animation's: ease-in (0.42, 0, 1, 1), ease-out (0, 0, 0.58, 1),
/// ease-in-out (0.42, 0, 0.58, 1).
public enum Easing: Hashable, Sendable {
    case linear
    case easeIn
    case easeOut
    case easeInOut
    /// Control points (x1, y1, x2, y2); x1 and x2 within 0…1.
    case cubicBezier(Double, Double, Double, Double)

    var controlPoints: (Double, Double, Double, Double)? {
        switch self {
        case .linear: nil
        case .easeIn: (0.42, 0, 1, 1)
        case .easeOut: (0, 0, 0.58, 1)
        case .easeInOut: (0.42, 0, 0.58, 1)
        case .cubicBezier(let x1, let y1, let x2, let y2): (x1, y1, x2, y2)
        }
    }

    /// Eased value for t in 0…1 (t is clamped), accurate to ~1e-7 in x.
    package func transform(_ t: Double) -> Double {
        guard let (x1, y1, x2, y2) = controlPoints else { return min(max(t, 0), 1) }
        let curve = UnitBezier(x1: x1, y1: y1, x2: x2, y2: y2)
        return curve.sampleY(curve.solveX(min(max(t, 0), 1), epsilon: 1e-7))
    }

    /// dy/dx at t = 1, for linear extrapolation past the end. A vertical end
    /// tangent (x2 = 1, y2 ≠ 1) has no finite slope: 0 (hold) is returned.
    package var slopeAtEnd: Double {
        guard let (x1, y1, x2, y2) = controlPoints else { return 1 }
        if x2 != 1 { return (1 - y2) / (1 - x2) }
        if y2 != 1 { return 0 }
        // P2 = P3: the tangent comes from P1 (second derivative ∝ P1 − P2).
        if x1 != 1 { return (1 - y1) / (1 - x1) }
        return y1 == 1 ? 1 : 0
    }

    /// dy/dx at t = 0, for linear extrapolation before the start.
    package var slopeAtStart: Double {
        guard let (x1, y1, x2, y2) = controlPoints else { return 1 }
        if x1 != 0 { return y1 / x1 }
        if y1 != 0 { return 0 }
        if x2 != 0 { return y2 / x2 }
        return y2 == 0 ? 1 : 0
    }
}

/// A cubic Bézier from (0,0) to (1,1), solved for x as WebKit's UnitBezier
/// does: a few Newton steps, then bisection if Newton stalls.
struct UnitBezier {
    let ax, bx, cx, ay, by, cy: Double

    init(x1: Double, y1: Double, x2: Double, y2: Double) {
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
    }

    func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    func sampleDerivativeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

    /// The parameter t with x(t) = x, within epsilon.
    func solveX(_ x: Double, epsilon: Double) -> Double {
        var t = x
        for _ in 0..<8 {
            let error = sampleX(t) - x
            if abs(error) < epsilon { return t }
            let slope = sampleDerivativeX(t)
            if abs(slope) < 1e-6 { break }
            t -= error / slope
        }
        // x(t) is monotonic on 0…1 for x1, x2 in 0…1.
        var lo = 0.0, hi = 1.0
        t = x
        while lo < hi {
            let value = sampleX(t)
            if abs(value - x) < epsilon { return t }
            if x > value { lo = t } else { hi = t }
            t = (lo + hi) / 2
            if hi - lo < 1e-15 { break }
        }
        return t
    }
}
