// Feedback generators: every call logged, "prepared" only after an earlier prepare() within
// the period, and feedback ends the prepared state.

@_spi(UIKitModel) import UIKit

@MainActor
func runFeedbackTests(_ t: Checker) {
    let device = ModelDevice()
    let impact = UIImpactFeedbackGenerator(style: .rigid)
    let selection = UISelectionFeedbackGenerator()
    impact.impactOccurred()                                  // never prepared
    impact.prepare()
    impact.impactOccurred()                                  // same instant: does not count
    impact.prepare()
    device.advance(frames: 12)
    impact.impactOccurred()                                  // 0.1 s later: prepared
    impact.impactOccurred(intensity: 0.5)                    // feedback ended the prepared state
    selection.prepare()
    device.advance(frames: 241)
    selection.selectionChanged()                             // more than 2 s later: idle again
    selection.prepare()
    device.advance(frames: 1)
    selection.selectionChanged()
    let feedback = device.hapticLog.filter { !$0.isPrepare }
    t.equal(feedback.map(\.feedback), ["impact-rigid", "impact-rigid", "impact-rigid", "impact-rigid", "selection", "selection"],
            "each feedback is logged with its generator")
    t.equal(feedback.map(\.wasPrepared), [false, false, true, false, false, true],
            "prepared: an earlier prepare() on the same generator within 2 s, not used up by feedback")
    t.equal(device.hapticLog.filter(\.isPrepare).count, 4, "each prepare() is logged")
    t.check(feedback[2].time > feedback[1].time, "the log carries the device clock")
}
