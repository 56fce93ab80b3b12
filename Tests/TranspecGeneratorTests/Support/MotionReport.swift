import TranspecRuntime

/// What a motion does for a fixed set of releases, printed with full
/// precision. Compiled twice: into the tests (for `lower(spec)`) and into
/// a program with a golden's platform-neutral part, so equal text means
/// the generated constants are the spec's, bit for bit.
enum MotionReport {
    static let releases: [(progress: Double, velocity: Double)] = [
        (0.1, 0), (0.45, 0), (0.6, 0), (0.2, 800), (0.7, -800), (0.05, 150), (0.35, -120), (1.2, 0), (-0.1, -50),
    ]

    static func lines(_ name: String, _ motion: TransitionMotion) -> [String] {
        var lines = ["\(name): \(motion)"]
        let distance = motion.distance.resolve(containerExtent: 800)
        for release in releases {
            let settle = SettleMotion(
                motion: motion, releaseProgress: release.progress, releaseVelocity: release.velocity, distance: distance)
            var samples: [String] = []
            var time = 0.0
            while time <= settle.settleTime {
                samples.append("\(settle.state(at: time).progress)")
                time += 0.05
            }
            lines.append(
                "\(name) release p \(release.progress) v \(release.velocity): \(settle.decision), "
                    + "settles in \(settle.settleTime) s, overshoot \(settle.overshoot), "
                    + "dimming \(motion.dimmingAlpha(atProgress: release.progress)), samples \(samples.joined(separator: " "))")
        }
        return lines
    }
}
