#if canImport(UIKit)
import UIKit

/// Calls a closure once per display frame with the time that frame will be
/// shown (`CADisplayLink.targetTimestamp`, in the `CACurrentMediaTime` base),
/// so motion is sampled for the moment it becomes visible.
///
/// Requests up to 120 Hz: ProMotion iPhones also need
/// `CADisableMinimumFrameDurationOnPhone` = YES in Info.plist.
/// The link holds its target, which holds this clock weakly, so a clock that
/// is released without `stop()` invalidates its link on the next frame.
@MainActor
package final class DisplayLinkClock {
    private let onFrame: @MainActor (_ timestamp: Double) -> Void
    private var link: CADisplayLink?

    package init(onFrame: @escaping @MainActor (_ timestamp: Double) -> Void) {
        self.onFrame = onFrame
    }

    /// Starts ticking; does nothing when already running.
    package func start() {
        guard link == nil else { return }
        let link = makeDisplayLink { [weak self] link in
            guard let self else { return link.invalidate() }
            self.onFrame(link.targetTimestamp)
        }
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 60, maximum: 120, preferred: 120)
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    /// Stops ticking; `start()` may be called again.
    package func stop() {
        link?.invalidate()
        link = nil
    }
}
#endif
