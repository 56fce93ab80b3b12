/// UIScrollView's rubber band: an overshoot x ≥ 0 past an end shows as
/// f(x) = (1 − 1/(x·c/d + 1))·d, which starts with slope c and never
/// exceeds d.
///
/// Here everything is in progress units and d = 1: the dimension is the
/// transition distance itself, so f(x)·D is UIScrollView's formula in points
/// with d = D.
public struct RubberBand: Hashable, Sendable {
    public var coefficient: Double

    public init(coefficient: Double = 0.55) {
        self.coefficient = coefficient
    }

    /// f(x) for an overshoot x ≥ 0, with dimension d.
    package func offset(forOvershoot x: Double, dimension d: Double = 1) -> Double {
        (1 - 1 / (x * coefficient / d + 1)) * d
    }

    /// Raw progress (translation/distance) to banded progress: identity in
    /// 0…1, banded past 0 and past 1.
    package func progress(forRaw raw: Double) -> Double {
        if raw > 1 { return 1 + offset(forOvershoot: raw - 1) }
        if raw < 0 { return -offset(forOvershoot: -raw) }
        return raw
    }

    /// d(progress)/d(raw) at `raw`: 1 in 0…1, c/(x·c + 1)² at an overshoot x
    /// past an end (the band starts with slope c: UIScrollView's formula has
    /// that kink). The banded view moves this many times as fast as the
    /// finger, so a release hands the settle the finger's velocity times this.
    package func slope(forRaw raw: Double) -> Double {
        let x = raw > 1 ? raw - 1 : raw < 0 ? -raw : 0
        if x == 0 { return 1 }
        let stretch = x * coefficient + 1
        return coefficient / (stretch * stretch)
    }

    /// The same slope from the banded progress p alone: past an end by y,
    /// 1 − y = 1/(x·c + 1), so the slope is c·(1 − y)².
    package func slope(atProgress p: Double) -> Double {
        let y = p > 1 ? p - 1 : p < 0 ? -p : 0
        if y == 0 { return 1 }
        let remaining = max(1 - y, 0)
        return coefficient * remaining * remaining
    }

    /// The inverse of `progress(forRaw:)` (for a re-grab mid-overshoot).
    /// Banded values at or past ±1 beyond the ends are unreachable; they map
    /// to +∞/−∞ and are clamped just inside.
    package func raw(forProgress p: Double) -> Double {
        func inverse(_ y: Double) -> Double {
            let clamped = min(y, 1 - 1e-12)
            return (1 / (1 - clamped) - 1) / coefficient
        }
        if p > 1 { return 1 + inverse(p - 1) }
        if p < 0 { return -inverse(-p) }
        return p
    }
}
