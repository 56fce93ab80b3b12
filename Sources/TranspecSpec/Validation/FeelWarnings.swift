import TranspecDiagnostics

extension SpecDecoder {
    static let minimumFlickVelocity = 100.0
    static let maximumSettleSeconds = 1.5
    static let maximumDismissalOvershoot = 0.25

    /// Values that decode fine but will feel wrong in the hand.
    mutating func warnAboutFeel(_ transition: TransitionIR) {
        let release = transition.release
        switch release.rule {
        case .threshold(let threshold, let flick):
            if let location = release.thresholdLocation { warnAboutThreshold(Located(threshold, at: location)) }
            if let flick, let location = release.flickVelocityLocation, flick < Self.minimumFlickVelocity {
                warning("flickVelocity \(format(flick)) pt/s is indistinguishable from a finger at rest; "
                        + "any release will count as a flick (use at least 100)", at: location)
            }
        case .projection(_, let threshold):
            if let location = release.thresholdLocation { warnAboutThreshold(Located(threshold, at: location)) }
        case .anyOf:
            break
        }
        // Each spring once, though `complete` and `cancel` may name the same one.
        let springs = [transition.spring, transition.completeSpring, transition.cancelSpring]
        for (index, spring) in springs.enumerated() {
            guard let spring, !springs[..<index].contains(where: { $0?.location == spring.location }) else { continue }
            warnAboutSpring(spring, in: transition)
        }
    }

    private mutating func warnAboutThreshold(_ threshold: Located<Double>) {
        if threshold.value == 0 {
            warning("threshold 0 completes every release; the user can never cancel by letting go", at: threshold.location)
        } else if threshold.value == 1 {
            warning("threshold 1 cancels every release short of the end; only a flick can complete", at: threshold.location)
        }
    }

    private mutating func warnAboutSpring(_ spring: SpringIR, in transition: TransitionIR) {
        let distance = transition.gesture.nominalDistance
        // Most springs are proven quick by a closed-form envelope; only the
        // rest need the exact settle time for the verdict and the message.
        let quick = SpringSettling.settles(spring.spring, distance: distance, tolerance: transition.restTolerance,
                                           within: Self.maximumSettleSeconds)
        let seconds = quick ? 0 : SpringSettling.settleTime(of: spring.spring, distance: distance,
                                                            tolerance: transition.restTolerance)
        if seconds.isInfinite {
            warning("spring has no damping and never comes to rest; the transition will not end",
                    at: spring.location)
        } else if seconds > Self.maximumSettleSeconds {
            let duration = seconds > 3_600 ? "more than an hour" : "\(format(seconds)) s"
            warning("spring takes \(duration) to settle over \(format(distance)) pt; "
                    + "the view will feel sluggish (keep it under 1.5 s)", at: spring.location)
        }
        let overshoot = spring.peakOvershoot
        if transition.operation.value.isDismissal, overshoot > Self.maximumDismissalOvershoot {
            warning("spring overshoots by \(format(overshoot * 100))% on a dismissal; "
                    + "the view will bounce back into sight (keep it under 25%)", at: spring.location)
        }
    }
}
