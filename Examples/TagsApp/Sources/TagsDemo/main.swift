import TagsTransitions
import TranspecRuntime

// Releases the Tags sheet the way a user might and prints how the generated
// motion settles: the decision, the spring's start velocity and the time to rest.
let containerHeight = 844.0
let releases: [(progress: Double, velocity: Double)] = [(0.3, 0), (0.6, 0), (0.2, 900), (0.7, -600)]

// The generated namespaces are public: transpec-config.yaml beside the specs says so.
let transitions = [("TagsSheetPresent", TagsSheetPresentTransition.motion), ("TagsSheetDismiss", TagsSheetDismissTransition.motion)]

for (name, motion) in transitions {
    let distance = motion.distance.resolve(containerExtent: containerHeight)
    print("\(name): distance \(distance) pt, spring k \(rounded(motion.completeSpring.stiffness)) "
          + "c \(rounded(motion.completeSpring.damping))")
    for release in releases {
        let settle = SettleMotion(motion: motion, releaseProgress: release.progress,
                                  releaseVelocity: release.velocity, distance: distance)
        let halfway = settle.state(at: settle.settleTime / 2).progress
        print("  release at p \(release.progress), v \(release.velocity) pt/s → \(settle.decision.rawValue), "
              + "rest after \(rounded(settle.settleTime)) s (p \(rounded(halfway)) halfway)")
    }
}

func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
