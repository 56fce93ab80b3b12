import Testing
import TranspecRuntime
@testable import TranspecSpec

/// `reduceMotion:` reaches the runtime, defaults by the motion, and is
/// refused where the screen must move (a detent sheet).
@Suite struct ReduceMotionKeyTests {
    @Test func theKeyLowersAndTheDefaultFollowsTheMotion() throws {
        let sliding = try #require(check(sheet()).spec?.transitions.first)
        #expect(sliding.motion.reducedMotion == nil)
        #expect(sliding.motion.reducedMotionRule == .fade)
        let still = try #require(check(sheet("moving: none")).spec?.transitions.first)
        #expect(still.motion.reducedMotionRule == .motion)
        let kept = try #require(check(sheet("reduceMotion: motion")).spec?.transitions.first)
        #expect(kept.motion.reducedMotion == .motion && kept.motion.reducingMotion() == kept.motion)
        let faded = try #require(check(sheet("moving: none\nreduceMotion: fade")).spec?.transitions.first)
        #expect(faded.motion.reducedMotionRule == .fade && faded.motion.reducingMotion().fadesScreen)
    }

    @Test func fadeIsRefusedOnADetentSheetAndTyposAreNamed() {
        let detents = sheet("reduceMotion: fade\ndetents: { heights: { half: \"50%\" } }")
        #expect(check(detents).summary == [
            "\(position(of: "fade", in: detents)) error: 'reduceMotion: fade' keeps the screen still, but a sheet moves "
                + "between its detents; use 'reduceMotion: motion' (the default here)",
        ])
        let typo = sheet("reduceMotion: fad")
        #expect(check(typo).summary == [
            "\(position(of: "fad", in: typo)) error: unknown value 'fad' for 'reduceMotion'; did you mean 'fade'?",
        ])
    }
}
