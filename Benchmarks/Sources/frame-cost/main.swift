// frame-cost N: evaluates one transition frame N times. A frame is what a
// display-link tick does while a released transition settles: the settle
// spring's state at time t (`SettleMotion.state(at:)`), then every keyframe
// track at that progress (`TransitionMotion.evaluateElements`). The motion has
// exactly one spring (the same for complete and cancel, no decay phase) and
// 8 tracks: 2 elements × 4 tracks, no dimming or shared-element track.
//
// TranspecRuntime is linked as its SwiftPM product (a separate module built
// -O, as an app gets it). transpec-bench runs this under valgrind for two
// values of N and divides the difference, which cancels process start-up.
import TranspecRuntime

let count = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 1200 : 1200

let motion = TransitionMotion(
    distance: .points(400),
    release: .threshold(0.5, flickVelocity: 300),
    spring: .dampingRatio(0.8, response: 0.35),
    elements: [
        ElementTracks(
            name: "card",
            alpha: .fromTo(1, 0.6, easing: .easeOut),
            scale: .fromTo(1, 0.9, overshoot: .extrapolate),
            translationY: KeyframeTrack(keyframes: [
                Keyframe(at: 0, value: 0), Keyframe(at: 0.4, value: 150, easing: .easeIn),
                Keyframe(at: 1, value: 400, easing: .cubicBezier(0.2, 0.8, 0.2, 1)),
            ]),
            cornerRadius: .fromTo(0, 24)),
        ElementTracks(
            name: "header",
            alpha: .fromTo(1, 0, range: ProgressRange(start: 0, end: 0.3)),
            scale: .fromTo(1, 1.05, easing: .easeInOut),
            translationX: .fromTo(0, 12, range: ProgressRange(start: 0.2, end: 1)),
            translationY: .fromTo(0, -40, easing: .easeOut, overshoot: .extrapolate)),
    ])

// The frame must be what the row says it is.
let tracks = motion.elements.map { element in
    [element.alpha, element.scale, element.translationX, element.translationY, element.cornerRadius]
        .compactMap { $0 }.count
}.reduce(0, +) + (motion.dimming == nil ? 0 : 1) + (motion.sharedElement == nil ? 0 : 1)
precondition(tracks == 8 && motion.completeSpring == motion.cancelSpring && motion.decay == nil,
             "the benchmark frame must be one spring and 8 keyframe tracks")

// An underdamped release that overshoots, so frames visit all of 0…1 and past it.
let settle = SettleMotion(motion: motion, releaseProgress: 0.42, releaseVelocity: 900, distance: 400)
let frames = UnsafeMutableBufferPointer<ElementFrame>.allocate(capacity: motion.elements.count)
frames.initialize(repeating: .identity)
let viewSizes = Array(repeating: ContainerSize(width: 160, height: 70), count: motion.elements.count)
var checksum = 0.0
for i in 0..<count {
    // 120 frames spread over the settle; N is a multiple of 120 in the bench,
    // so every N sees the same mix of frames.
    let t = Double(i % 120) / 120 * settle.settleTime
    let state = settle.state(at: t)
    motion.evaluateElements(atProgress: state.progress, in: .iPhone, viewSizes: viewSizes, into: frames)
    checksum += state.velocity + frames[0].alpha + frames[0].scale + frames[0].translationY
        + frames[0].cornerRadius + frames[1].alpha + frames[1].scale + frames[1].translationX
        + frames[1].translationY
}
print("frames \(count) checksum \(checksum)")
