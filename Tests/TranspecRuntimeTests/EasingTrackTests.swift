import Testing
@_spi(Generated) @testable import TranspecRuntime

@Suite struct EasingTests {
    static let curves: [Easing] = [
        .easeIn, .easeOut, .easeInOut, .cubicBezier(0.25, 0.1, 0.25, 1),
        .cubicBezier(0.68, -0.55, 0.265, 1.55),
    ]

    /// The solver's own contract (WebKit UnitBezier): x within 1e-7, even
    /// where dy/dx is unbounded (y is then only as good as that allows).
    @Test(arguments: curves + [.cubicBezier(0, 1, 1, 0), .cubicBezier(1, 0, 0, 1)])
    func solverHitsXWithinEpsilon(curve: Easing) {
        let (x1, y1, x2, y2) = curve.controlPoints!
        let bezier = UnitBezier(x1: x1, y1: y1, x2: x2, y2: y2)
        for i in 0...10_000 {
            let x = Double(i) / 10_000
            #expect(abs(bezier.sampleX(bezier.solveX(x, epsilon: 1e-7)) - x) < 1e-7)
        }
    }

    @Test(arguments: curves)
    func bezierMatchesDenseReference(curve: Easing) {
        let (x1, y1, x2, y2) = curve.controlPoints!
        func bez(_ a: Double, _ b: Double, _ s: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s
        }
        var worst = 0.0
        for i in 0...100_000 {
            let s = Double(i) / 100_000
            let x = bez(x1, x2, s), y = bez(y1, y2, s)
            worst = max(worst, abs(curve.transform(x) - y))
        }
        #expect(worst < 5e-6, "worst \(worst)")
        #expect(abs(curve.transform(0)) < 1e-12)
        #expect(abs(curve.transform(1) - 1) < 1e-12)
    }

    @Test func namedCurvesAreCSS() {
        for t in stride(from: 0.0, through: 1, by: 0.01) {
            #expect(Easing.easeIn.transform(t) == Easing.cubicBezier(0.42, 0, 1, 1).transform(t))
            #expect(Easing.easeOut.transform(t) == Easing.cubicBezier(0, 0, 0.58, 1).transform(t))
            #expect(Easing.easeInOut.transform(t) == Easing.cubicBezier(0.42, 0, 0.58, 1).transform(t))
            #expect(Easing.linear.transform(t) == t)
        }
        #expect(abs(Easing.easeInOut.transform(0.5) - 0.5) < 1e-7)
    }

    @Test func endSlopes() {
        #expect(Easing.linear.slopeAtEnd == 1)
        #expect(abs(Easing.easeOut.slopeAtEnd - 0) < 1e-15)
        #expect(abs(Easing.easeIn.slopeAtEnd - 1 / 0.58) < 1e-12)
        #expect(abs(Easing.easeOut.slopeAtStart - 1 / 0.58) < 1e-12)
        // Parametric secant near the end: (1 − y(s))/(1 − x(s)).
        let bezier = UnitBezier(x1: 0.3, y1: 0.2, x2: 0.6, y2: 0.9)
        let s = 1 - 1e-7
        let numeric = (1 - bezier.sampleY(s)) / (1 - bezier.sampleX(s))
        #expect(abs(numeric - Easing.cubicBezier(0.3, 0.2, 0.6, 0.9).slopeAtEnd) < 1e-5)
    }
}

@Suite struct KeyframeTrackTests {
    @Test func rangeMapsProgress() {
        let track = KeyframeTrack.fromTo(0, 10, range: ProgressRange(start: 0.5, end: 1))
        #expect(track.value(atProgress: 0.25) == 0)
        #expect(track.value(atProgress: 0.5) == 0)
        #expect(abs(track.value(atProgress: 0.75) - 5) < 1e-12)
        #expect(track.value(atProgress: 1) == 10)
    }

    @Test func detentNamesCompareAndHashByValue() {
        let named = ProgressRange(start: 0, end: 0.5, startDetent: "full", endDetent: "half")
        let same = ProgressRange(start: 0, end: 0.5, startDetent: "full", endDetent: "half")
        #expect(named == same && named.hashValue == same.hashValue)
        #expect(named != ProgressRange(start: 0, end: 0.5, startDetent: "full", endDetent: "peek"))
        #expect(named != ProgressRange(start: 0, end: 0.5, endDetent: "half"))
        #expect(named.namesDetents && !ProgressRange(start: 0, end: 0.5).namesDetents)

        var edited = named
        edited.startDetent = nil
        #expect(edited.startDetent == nil && edited.endDetent == "half" && edited.namesDetents)
        #expect(named.startDetent == "full", "a copy keeps its own names")
        edited.endDetent = nil
        #expect(!edited.namesDetents && edited == ProgressRange(start: 0, end: 0.5))
    }

    @Test func segmentsUseTheEndingKeyframesEasing() {
        let track = KeyframeTrack(keyframes: [
            Keyframe(at: 0, value: 0), Keyframe(at: 0.5, value: 1, easing: .easeIn),
            Keyframe(at: 1, value: 0),
        ])
        #expect(abs(track.value(atProgress: 0.25) - Easing.easeIn.transform(0.5)) < 1e-12)
        #expect(abs(track.value(atProgress: 0.75) - 0.5) < 1e-12)
        let late = KeyframeTrack(keyframes: [Keyframe(at: 0.2, value: 3), Keyframe(at: 0.6, value: 7)])
        #expect(late.value(atProgress: 0.1) == 3)
        #expect(late.value(atProgress: 0.9) == 7)
    }

    @Test func overshootClampVersusExtrapolate() {
        let clamp = KeyframeTrack.fromTo(0, 10)
        let extra = KeyframeTrack.fromTo(0, 10, overshoot: .extrapolate)
        #expect(clamp.value(atProgress: 1.2) == 10)
        #expect(clamp.value(atProgress: -0.1) == 0)
        #expect(abs(extra.value(atProgress: 1.2) - 12) < 1e-12)
        #expect(abs(extra.value(atProgress: -0.1) + 1) < 1e-12)
        #expect(extra.value(atProgress: 0.3) == clamp.value(atProgress: 0.3))
        // Half range: slope doubles at 1, holds at 0 (the range starts later).
        let half = KeyframeTrack.fromTo(0, 10, range: ProgressRange(start: 0.5, end: 1), overshoot: .extrapolate)
        #expect(abs(half.value(atProgress: 1.1) - 12) < 1e-12)
        #expect(half.value(atProgress: -0.2) == 0)
        // Eased end: ease-in's end slope 1/0.58; ease-out ends flat.
        let easedIn = KeyframeTrack.fromTo(0, 1, easing: .easeIn, overshoot: .extrapolate)
        #expect(abs(easedIn.value(atProgress: 1.1) - (1 + 0.1 / 0.58)) < 1e-12)
        let easedOut = KeyframeTrack.fromTo(0, 1, easing: .easeOut, overshoot: .extrapolate)
        #expect(abs(easedOut.value(atProgress: 1.1) - 1) < 1e-12)
        // A track ending early holds past 1 even when extrapolating.
        let early = KeyframeTrack.fromTo(1, 0, range: ProgressRange(start: 0, end: 0.6), overshoot: .extrapolate)
        #expect(early.value(atProgress: 1.3) == 0)
        #expect(abs(early.value(atProgress: -0.3) - 1.5) < 1e-12)
    }

    @Test func elementsEvaluateWithIdentityDefaults() {
        let element = ElementTracks(
            name: "card", alpha: .fromTo(1, 0), translationY: .fromTo(0, 400))
        let frame = element.evaluate(atProgress: 0.25, in: .iPhone, viewSize: .iPhone)
        #expect(frame == ElementFrame(alpha: 0.75, scale: 1, translationX: 0, translationY: 100, cornerRadius: 0))
        #expect(ElementTracks(name: "empty").evaluate(atProgress: 0.3, in: .iPhone, viewSize: .iPhone) == .identity)
    }

    /// `-30%`: a fraction of the container's width for x, of its height for y.
    @Test func relativeTranslationsScaleWithTheContainer() {
        let below = ElementTracks(
            name: "below", translationX: .fromTo(-0.3, 0), translationY: .fromTo(0, 0.1),
            translationXBasis: .container, translationYBasis: .container)
        let phone = below.evaluate(atProgress: 0, in: ContainerSize(width: 390, height: 844), viewSize: .iPhone)
        let pad = below.evaluate(atProgress: 0, in: ContainerSize(width: 1024, height: 768), viewSize: .iPhone)
        #expect(abs(phone.translationX - -117) < 1e-12 && abs(pad.translationX - -307.2) < 1e-12)
        let end = below.evaluate(atProgress: 1, in: ContainerSize(width: 1024, height: 768), viewSize: .iPhone)
        #expect(abs(end.translationY - 76.8) < 1e-12 && end.translationX == 0)
        // Points ignore the container.
        let points = ElementTracks(name: "p", translationX: .fromTo(-117, 0))
        #expect(points.evaluate(atProgress: 0, in: ContainerSize(width: 1024, height: 768), viewSize: .iPhone).translationX == -117)
        // `-50% view`: half the view's own width, whatever the container.
        let own = ElementTracks(name: "o", translationX: .fromTo(-0.5, 0), translationXBasis: .view)
        let frame = own.evaluate(atProgress: 0, in: .iPhone, viewSize: ContainerSize(width: 160, height: 70))
        #expect(frame.translationX == -80)
    }
}

/// `KeyframeTrack(keyTimes:values:timingFunctions:)`, generated code's
/// spelling, makes the keyframes it stands for: each timing function shapes
/// the segment that ends at the next key time.
@Suite struct CoreAnimationSpellingTests {
    @Test func keyTimesValuesAndTimingFunctionsMakeTheKeyframes() {
        let spelled = KeyframeTrack(
            keyTimes: [0, 0.25, 1], values: [1, 0.5, 0], timingFunctions: [.easeIn, .easeOut], overshoot: .extrapolate)
        let keyframes = KeyframeTrack(
            keyframes: [
                Keyframe(at: 0, value: 1), Keyframe(at: 0.25, value: 0.5, easing: .easeIn),
                Keyframe(at: 1, value: 0, easing: .easeOut),
            ],
            overshoot: .extrapolate)
        #expect(spelled == keyframes)
        #expect(spelled.value(atProgress: 0.125) != KeyframeTrack(keyTimes: [0, 0.25, 1], values: [1, 0.5, 0]).value(atProgress: 0.125))
    }

    @Test func withoutTimingFunctionsEverySegmentIsLinear() {
        let track = KeyframeTrack(keyTimes: [0, 0.5, 1], values: [0, 10, 0])
        #expect(track.keyframes.map(\.easing) == [.linear, .linear, .linear])
        #expect(track.value(atProgress: 0.25) == 5)
    }
}
