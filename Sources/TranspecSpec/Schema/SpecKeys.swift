import TranspecRuntime

/// The spec language's mappings, key by key: the single source for the
/// decoder's allowed keys and enumerations and for `transpec schema`.
/// Numeric bounds here are the ones the decoder enforces (`NumberBounds`).
enum SpecKeys {
    static let document = MappingDeclaration(
        title: "the document",
        keys: [
            KeyDeclaration(name: "transpec", value: .integerConstant(1),
                           meaning: "The format version; only 1 exists.", isRequired: true),
            KeyDeclaration(name: "transitions", value: .namedMapping(of: .definition(.transition)),
                           meaning: "Transitions by name; each name becomes Swift type names "
                               + "(TagsSheetDismiss → TagsSheetDismissTransition). Order is kept.",
                           isRequired: true),
        ],
        allowsExtensionKeys: true
    )

    static let transition = MappingDeclaration(
        title: "transition",
        keys: [
            KeyDeclaration(name: "operation", value: .choice(TransitionOperation.allCases.map(\.rawValue)),
                           meaning: "The UIKit operation: modal present/dismiss, navigation push/pop, "
                               + "or a tab-bar index change.", isRequired: true),
            KeyDeclaration(name: "summary", value: .string(pattern: nil),
                           meaning: "One line; it becomes the generated type's doc comment."),
            KeyDeclaration(name: "gesture", value: .oneOf([.mapping(gesture), .list(of: .mapping(gesture))]),
                           meaning: "The pan that drives progress; a list: several drags that drive the one motion "
                               + "(dismiss, push, pop), each further one with only its edge, distance and screenEdge.",
                           isRequired: true),
            KeyDeclaration(name: "release", value: .oneOf(releaseForms.map { .mapping($0.mapping) }),
                           meaning: "How a release decides complete or cancel; exactly one form: "
                               + "threshold (+ flickVelocity), projection + threshold, or anyOf.",
                           defaultNote: "{ threshold: 0.5, flickVelocity: 300 }, the \"Going indie\" post"),
            KeyDeclaration(name: "spring", value: .definition(.spring),
                           meaning: "The settle spring for both outcomes. Required unless both "
                               + "complete.spring and cancel.spring are given."),
            KeyDeclaration(name: "complete", value: .mapping(outcome(.complete)),
                           meaning: "The spring used when the release decides to complete; overrides spring."),
            KeyDeclaration(name: "cancel", value: .mapping(outcome(.cancel)),
                           meaning: "The spring used when the release decides to cancel; overrides spring."),
            KeyDeclaration(name: "decay", value: .mapping(decay),
                           meaning: "A coast before the spring (the iOSDC 2017 talk's POPDecayAnimation).",
                           defaultNote: "none: the spring starts at release"),
            KeyDeclaration(name: "restTolerance", value: .mapping(restTolerance),
                           meaning: "When the view counts as at rest and the transition ends.",
                           defaultValue: .object(["position": .number(0.5), "velocity": .number(5)])),
            KeyDeclaration(name: "interruptible", value: .boolean,
                           meaning: "Touching the view while it settles catches it and returns to tracking.",
                           defaultValue: .bool(true), defaultNote: "the \"Going indie\" post"),
            KeyDeclaration(name: "dimming", value: .mapping(dimming),
                           meaning: "A dimming view behind the presented one.", defaultNote: "none"),
            KeyDeclaration(name: "elements", value: .namedMapping(of: .nullable(.definition(.element))),
                           meaning: "Views animated over progress, by name; the generated code asks for one view each."),
            KeyDeclaration(name: "sharedElement", value: .mapping(sharedElement),
                           meaning: "A view flying from a source element's frame to a destination element's."),
            KeyDeclaration(name: "frame", value: .mapping(frame),
                           meaning: "Present/dismiss: where the presented screen rests in the container "
                               + "(UIPresentationController.frameOfPresentedViewInContainerView); with it, "
                               + "distance defaults to the travel out of the container.",
                           defaultNote: "none: the screen fills the container"),
            KeyDeclaration(name: "detents", value: .mapping(detents),
                           meaning: "Dismiss toward bottom: the sheet's named resting heights "
                               + "(UISheetPresentationController.Detent); a release picks one by the release "
                               + "rule, as FloatingPanel and Pulley do.",
                           defaultNote: "none: the sheet rests only presented or dismissed"),
            KeyDeclaration(name: "presentation", value: .string(pattern: nil),
                           meaning: "On a dismiss: the present transition of the same screen. One delegate "
                               + "presents with that motion and dismisses with this one.",
                           defaultNote: "none: the dismissal, played backward, presents"),
            KeyDeclaration(name: "push", value: .string(pattern: nil),
                           meaning: "On a pop: the push transition of the same screen. One navigation delegate "
                               + "pushes with that motion and pops with this one.",
                           defaultNote: "none: the pop plays only the pop"),
            KeyDeclaration(name: "moving", value: .choice(movingSpellings.map(\.word)),
                           meaning: "none: the transitioning screen stays in place and only the elements, dimming "
                               + "and shared element move (not on tab transitions, whose screens slide together).",
                           defaultValue: .string("screen")),
            KeyDeclaration(name: "reduceMotion", value: .choice(ReducedMotion.allCases.map(\.rawValue)),
                           meaning: "What plays while Reduce Motion is on: fade (the screen stays at rest and "
                               + "cross-fades; moving element tracks and the shared element's flight are left out) "
                               + "or motion (the spec's motion). A drag still drives it.",
                           defaultNote: "fade for a transition that slides its screen or flies a shared element, "
                               + "motion otherwise and for detent sheets"),
            KeyDeclaration(name: "triggers", value: .namedMapping(of: .mapping(trigger)),
                           meaning: "Named progress values the app hears crossed, once per crossing, each with an "
                               + "optional haptic (MotionLayout's KeyTrigger).", defaultNote: "none"),
            KeyDeclaration(name: "expect", value: .list(of: .mapping(expectation)),
                           meaning: "How the transition must feel: each entry plays an input (a release, a region "
                               + "of releases, a recorded trace or a play from code) through the simulator and "
                               + "states what must hold; `transpec check` and `generate` fail when one does not.",
                           defaultNote: "none"),
        ],
        requiredAlternatives: [["spring"], ["complete", "cancel"]]
    )

    static let gesture = MappingDeclaration(
        title: "gesture",
        keys: [
            KeyDeclaration(name: "edge", value: .choice(TransitionEdge.allCases.map(\.rawValue)),
                           meaning: "The edge the view travels toward as the transition completes; "
                               + "leading/trailing follow the layout direction.", isRequired: true),
            KeyDeclaration(name: "distance",
                           value: .oneOf([.number(.positive), .choice(distanceWords), .string(pattern: SpecSchema.percentagePattern)]),
                           meaning: "The drag that means progress 1: points, container (its height "
                               + "for top/bottom edges, its width otherwise), or a percentage of that (1%…100%).", unit: "pt",
                           defaultValue: .string("container")),
            KeyDeclaration(name: "directions", value: .choice(DragDirections.allCases.map(\.rawValue)),
                           meaning: "both: a drag either way along the axis drives progress (the iOSDC 2017 talk); any: "
                               + "the view follows the finger in x and y, progress is the distance from the start "
                               + "(dismiss and pop only).",
                           defaultValue: .string(DragDirections.towardEdge.rawValue)),
            KeyDeclaration(name: "screenEdge", value: .boolean,
                           meaning: "Use a screen-edge pan starting at the edge opposite edge (not on tab transitions, which share one pan).",
                           defaultValue: .bool(false)),
            KeyDeclaration(name: "rubberBand", value: .oneOf([.boolean, .mapping(rubberBand)]),
                           meaning: "Resistance past progress 0 and 1: (1 − 1/(x·c/d + 1))·d; false clamps.",
                           defaultValue: .bool(true), defaultNote: "coefficient 0.55, UIScrollView's"),
            KeyDeclaration(name: "scrollView", value: .choice(ScrollViewCoordination.allCases.map(\.rawValue)),
                           meaning: "Coordinate with a scroll view: start only at its edge; optional gives "
                               + "the protocol member a default of nil.",
                           defaultValue: .string(ScrollViewCoordination.none.rawValue)),
            KeyDeclaration(name: "progress", value: .choice(ProgressReporting.allCases.map(\.rawValue)),
                           meaning: "How progress updates are reported: the fraction, or the step since "
                               + "the last update (the Transition library's guide).",
                           defaultValue: .string(ProgressReporting.fraction.rawValue)),
        ]
    )

    static let distanceWords = ["container"]

    /// `moving:`'s words: whether the transitioning screen follows progress.
    static let movingSpellings: [(word: String, value: Bool)] = [("screen", true), ("none", false)]

    /// `haptic:`'s words.
    static let hapticSpellings: [(word: String, value: Haptic)] = [
        ("selection", .selection), ("impact-light", .impact(.light)), ("impact-medium", .impact(.medium)),
        ("impact-heavy", .impact(.heavy)), ("impact-soft", .impact(.soft)), ("impact-rigid", .impact(.rigid)),
    ]

    static let frame = MappingDeclaration(title: "frame", keys: [
        KeyDeclaration(name: "height", value: .oneOf([.number(.positive), .string(pattern: percentPattern)]),
                       meaning: "The screen's height at the bottom of the inset container: points, or a "
                           + "percentage of the container's height (\"50%\").", unit: "pt",
                       defaultNote: "the container's height less the insets"),
        KeyDeclaration(name: "insets", value: .mapping(frameInsets),
                       meaning: "Margins from the container's edges.", unit: "pt"),
    ])

    static let detents = MappingDeclaration(title: "detents", keys: [
        KeyDeclaration(name: "heights", value: .namedMapping(of: .oneOf([.number(.positive), .string(pattern: percentPattern)])),
                       meaning: "Each detent's visible height by name: points, or a percentage of the container's "
                           + "height (\"50%\"); never more than the frame's height.", unit: "pt", isRequired: true),
        KeyDeclaration(name: "dismissible", value: .boolean,
                       meaning: "Whether a release below the lowest detent dismisses the sheet.",
                       defaultValue: .bool(true)),
        KeyDeclaration(name: "initial", value: .string(pattern: nil),
                       meaning: "The detent, by name, a presentation leaves the sheet at, and where a drag or "
                           + "a dismissal from code starts until the sheet moves (UIKit's "
                           + "selectedDetentIdentifier at presentation).",
                       defaultNote: "the tallest detent"),
        KeyDeclaration(name: "largestUndimmed", value: .string(pattern: nil),
                       meaning: "The tallest detent, by name, at which nothing dims: at it and below, the dimming is "
                           + "clear and a touch outside the sheet reaches the screen behind; above it, the dimming "
                           + "track plays and touches outside are blocked (UIKit's largestUndimmedDetentIdentifier).",
                       defaultNote: "none: every detent dims"),
    ])

    /// `50%`, `62.5%`: a percentage of the container.
    static let percentPattern = "^[0-9]+(\\.[0-9]+)?%$"

    static let frameInsets = MappingDeclaration(title: "insets", keys: ["top", "left", "bottom", "right"].map { side in
        KeyDeclaration(name: side, value: .number(.nonNegative), meaning: "The margin from the container's \(side) edge.",
                       unit: "pt", defaultValue: .number(0))
    })

    static let rubberBand = MappingDeclaration(title: "rubberBand", keys: [
        KeyDeclaration(name: "coefficient", value: .number(.positive),
                       meaning: "The resistance coefficient c.", defaultValue: .number(RubberBand().coefficient),
                       defaultNote: "UIScrollView's bounce"),
    ])

    /// `complete` and `cancel`.
    enum Outcome: String { case complete, cancel }

    static func outcome(_ outcome: Outcome) -> MappingDeclaration {
        MappingDeclaration(title: outcome.rawValue, keys: [
            KeyDeclaration(name: "spring", value: .definition(.spring),
                           meaning: "The spring used when the release decides to \(outcome.rawValue).",
                           isRequired: true),
        ])
    }

    static let decay = MappingDeclaration(title: "decay", keys: [
        KeyDeclaration(name: "rate", value: .oneOf([.choice(decelerationWords), .number(.openUnit)]),
                       meaning: "Velocity multiplier per millisecond (UIScrollView.DecelerationRate: "
                           + "normal 0.998, fast 0.99).", unit: "per ms", defaultValue: .string("normal")),
        KeyDeclaration(name: "flingFriction", value: .number(.positive),
                       meaning: "Instead of 'rate': Android's FlingAnimation.setFriction(f), whose DragForce slows "
                           + "the velocity by e^(-4.2·f) per second (Android's default f is 1); the rate is e^(-0.0042·f) per "
                           + "millisecond."),
        KeyDeclaration(name: "frictionDrag", value: .number(.openUnit),
                       meaning: "Instead of 'rate': the drag of Flutter's FrictionSimulation(drag, …), the velocity's "
                           + "factor per second (BouncingScrollSimulation uses 0.135); the rate is drag^(1/1000) per millisecond."),
        KeyDeclaration(name: "handoffVelocity", value: .number(.positive),
                       meaning: "When the coasting speed drops below this, the spring takes over with the velocity.",
                       unit: "pt/s", defaultValue: .number(100), defaultNote: "transpec's own"),
    ], exclusiveKeys: ["rate", "flingFriction", "frictionDrag"])

    /// UIScrollView.DecelerationRate's names, for `decay.rate` and `release.projection`.
    static let decelerationWords = ["normal", "fast"]

    static let restTolerance = MappingDeclaration(title: "restTolerance", keys: [
        KeyDeclaration(name: "position", value: .number(.positive), meaning: "Distance to the target below which "
                       + "the view may rest.", unit: "pt", defaultValue: .number(0.5), defaultNote: "one pixel at @2x"),
        KeyDeclaration(name: "velocity", value: .number(.positive), meaning: "Speed below which the view may rest.",
                       unit: "pt/s", defaultValue: .number(5)),
    ])

    static let dimming = MappingDeclaration(title: "dimming", keys: [
        KeyDeclaration(name: "color", value: .oneOf([hexColor, .mapping(dimmingColor)]),
                       meaning: "The dimming view's color, \"#RRGGBB\" or \"#RRGGBBAA\" (quote it: # starts a "
                           + "YAML comment), or a light and dark mode pair { light, dark }.",
                       defaultValue: .string("#000000")),
        KeyDeclaration(name: "alpha", value: .definition(.track), meaning: "The dimming view's alpha over progress.",
                       isRequired: true),
    ])

    static let hexColor = ValueKind.string(pattern: "^#[0-9A-Fa-f]{6}([0-9A-Fa-f]{2})?$")

    static let dimmingColor = MappingDeclaration(title: "color", keys: [
        KeyDeclaration(name: "light", value: hexColor, meaning: "The color in light mode.", isRequired: true),
        KeyDeclaration(name: "dark", value: hexColor,
                       meaning: "The color in dark mode (UIUserInterfaceStyle.dark).", isRequired: true),
    ])

    static let sharedElement = MappingDeclaration(title: "sharedElement", keys: [
        KeyDeclaration(name: "source", value: .string(pattern: nil),
                       meaning: "The element whose frame the flight starts from.", isRequired: true),
        KeyDeclaration(name: "destination", value: .string(pattern: nil),
                       meaning: "The element whose frame the flight ends at.", isRequired: true),
        KeyDeclaration(name: "fallback", value: .choice(SharedElementFallback.allCases.map(\.rawValue)),
                       meaning: "What plays when an optional source or destination has no view: fade (the moving "
                           + "screen fades in or out with the flight's fraction) or none (no flight).",
                       defaultValue: .string(SharedElementFallback.fade.rawValue)),
    ] + trackTiming)

    static let trigger = MappingDeclaration(title: "trigger", keys: [
        KeyDeclaration(name: "progress", value: .oneOf([.number(.unit), .string(pattern: nil)]),
                       meaning: "The progress whose crossing fires the trigger, or on a sheet with detents a "
                           + "detent's name (its progress in the nominal 390x844 pt container).",
                       unit: "progress", isRequired: true),
        KeyDeclaration(name: "direction", value: .choice(TriggerDirections.allCases.map(\.rawValue)),
                       meaning: "The crossings that fire it: increasing (toward complete), decreasing, or either "
                           + "(MotionLayout's onPositiveCross, onNegativeCross, onCross).",
                       defaultValue: .string(TriggerDirections.either.rawValue)),
        KeyDeclaration(name: "during", value: .choice(TrackPhase.allCases.map(\.rawValue)),
                       meaning: "When crossings fire it: both (always), drag (only as the finger moves the view "
                           + "across) or settle (only as it settles after a release, or plays from code).",
                       defaultValue: .string(TrackPhase.both.rawValue)),
        KeyDeclaration(name: "haptic", value: .choice(hapticSpellings.map(\.word)),
                       meaning: "Feedback the library plays at the crossing, prepared ahead of it: "
                           + "UISelectionFeedbackGenerator, or UIImpactFeedbackGenerator with a style.",
                       defaultNote: "none"),
    ])
}
