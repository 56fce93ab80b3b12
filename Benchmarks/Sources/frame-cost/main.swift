// Evaluates one transition frame (settle spring state + 8 keyframe tracks)
// N times, for callgrind / malloc counting. Run ./run.sh.
#if canImport(TranspecRuntime)
import TranspecRuntime
#endif

let count = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 1000 : 1000

let motion = TransitionMotion(
    distance: .points(400),
    release: .threshold(0.5, flickVelocity: 300),
    spring: .dampingRatio(0.8, response: 0.35),
    elements: [
        ElementTracks(
            name: "card",
            alpha: .fromTo(1, 0.6, easing: .easeOut),
            scale: .fromTo(1, 0.9, overshoot: .extrapolate),
            translationX: .fromTo(0, 12, range: ProgressRange(start: 0.2, end: 1)),
            translationY: KeyframeTrack(keyframes: [
                Keyframe(at: 0, value: 0), Keyframe(at: 0.4, value: 150, easing: .easeIn),
                Keyframe(at: 1, value: 400, easing: .cubicBezier(0.2, 0.8, 0.2, 1)),
            ]),
            cornerRadius: .fromTo(0, 24)),
        ElementTracks(name: "header", alpha: .fromTo(1, 0, range: ProgressRange(start: 0, end: 0.3))),
    ],
    dimming: .fromTo(0.4, 0, easing: .easeInOut),
    sharedElement: .fromTo(0, 1, easing: .easeInOut))

let settle = SettleMotion(motion: motion, releaseProgress: 0.42, releaseVelocity: 900, distance: 400)
let frames = UnsafeMutableBufferPointer<ElementFrame>.allocate(capacity: motion.elements.count)
frames.initialize(repeating: .identity)
var checksum = 0.0
for i in 0..<count {
    let t = Double(i % 120) / 120 * settle.settleTime
    let state = settle.state(at: t)
    motion.evaluateElements(atProgress: state.progress, into: frames)
    checksum += frames[0].translationY + frames[1].alpha
        + motion.dimmingAlpha(atProgress: state.progress)
        + motion.sharedElementFraction(atProgress: state.progress)
}
print("frames \(count) checksum \(checksum)")
