import TranspecRuntime

/// One animated value the simulator reports: `card.alpha`, `dimming.alpha`,
/// `sharedElement.fraction`. Only properties the spec animates are listed.
package struct ElementChannel: Hashable, Sendable {
    package var element: String
    package var property: String

    package init(element: String, property: String) {
        self.element = element
        self.property = property
    }

    package var label: String { "\(element).\(property)" }

    /// Every tracked channel of `motion`, in a stable order. Without a view
    /// for an end of the shared element (`missingViews`), its flight gives
    /// way to its fallback: `screen.alpha` for `fade`, nothing for `none`.
    package static func channels(of motion: TransitionMotion, missingViews: Set<String> = []) -> [ElementChannel] {
        var channels: [ElementChannel] = []
        for element in motion.elements {
            let tracked: [(String, KeyframeTrack?)] = [
                ("alpha", element.alpha), ("scale", element.scale),
                ("translationX", element.translationX), ("translationY", element.translationY),
                ("cornerRadius", element.cornerRadius), ("rotation", element.rotation),
                ("shadowOpacity", element.shadowOpacity), ("shadowRadius", element.shadowRadius),
            ]
            for (property, track) in tracked where track != nil {
                channels.append(ElementChannel(element: element.name, property: property))
            }
        }
        if motion.dimming != nil { channels.append(ElementChannel(element: "dimming", property: "alpha")) }
        // Reduce Motion's cross-fade: the screen's alpha follows progress.
        if motion.fadesScreen { channels.append(ElementChannel(element: "screen", property: "alpha")) }
        if let shared = motion.sharedElement {
            if shared.flies(without: missingViews) {
                channels.append(ElementChannel(element: "sharedElement", property: "fraction"))
            } else if shared.fallback == .fade {
                channels.append(ElementChannel(element: "screen", property: "alpha"))
            }
        }
        return channels
    }
}

/// Evaluates channels through the runtime (`ElementTracks.evaluate`, the
/// dimming and shared-element tracks), so values match generated code.
struct ElementSampler: Sendable {
    let plan: TransitionPlan
    var motion: TransitionMotion { plan.motion }
    let channels: [ElementChannel]
    /// Resolves relative translations (`-30%`).
    let container: ContainerSize
    /// Elements without a view: still, as TranspecUIKit leaves them.
    let missingViews: Set<String>
    /// Each element view's size, for `-30% view` (`--view-size`).
    let viewSizes: [String: ContainerSize]

    init(
        plan: TransitionPlan, container: ContainerSize, missingViews: Set<String> = [],
        viewSizes: [String: ContainerSize] = [:]
    ) {
        self.plan = plan.keyingDetents(in: container)  // `range: [full, half]` in this container.
        self.container = container
        self.missingViews = missingViews
        self.viewSizes = viewSizes
        channels = ElementChannel.channels(of: plan.motion, missingViews: missingViews)
    }

    /// Where the dimming track's value sits among `channels`, if it has one
    /// (an element may be named `dimming` too).
    var dimmingChannel: Int? {
        let elements = Set(motion.elements.map(\.name))
        return channels.firstIndex { $0.element == "dimming" && $0.property == "alpha" && !elements.contains("dimming") }
    }

    /// Each channel at the progress its track's phase follows (`during:`).
    func values(at progress: PhasedProgress) -> [Double] {
        var values: [Double] = []
        values.reserveCapacity(channels.count)
        var frames: [String: ElementFrame] = [:]
        for element in motion.elements {
            frames[element.name] = missingViews.contains(element.name)
                ? .identity
                : element.evaluate(at: progress, in: container,
                                   viewSize: viewSizes[element.name] ?? ContainerSize(width: 0, height: 0))
        }
        for channel in channels {
            switch (channel.element, channel.property) {
            case ("dimming", "alpha") where frames[channel.element] == nil:
                values.append(motion.dimmingAlpha(at: progress))
            case ("sharedElement", "fraction") where frames[channel.element] == nil:
                values.append(motion.sharedElementFraction(at: progress))
            case ("screen", "alpha") where frames[channel.element] == nil:
                values.append(motion.fadesScreen ? plan.screenFadeAlpha(at: progress) : plan.fallbackFadeAlpha(at: progress))
            default:
                values.append(Self.value(channel.property, of: frames[channel.element] ?? .identity))
            }
        }
        return values
    }

    static func value(_ property: String, of frame: ElementFrame) -> Double {
        switch property {
        case "alpha": frame.alpha
        case "scale": frame.scale
        case "translationX": frame.translationX
        case "translationY": frame.translationY
        case "rotation": frame.rotation
        case "shadowOpacity": frame.shadowOpacity
        case "shadowRadius": frame.shadowRadius
        default: frame.cornerRadius
        }
    }
}
