// Haptic feedback generators. The model plays nothing: it logs each prepare() and each
// feedback on the device (SPI `hapticLog`), with whether the generator was prepared then.

/// [AD:uikit/uifeedbackgenerator] `@MainActor class UIFeedbackGenerator : NSObject`
/// (iOS 10). UIFeedbackGenerator.h: `API_AVAILABLE(ios(10.0)) API_UNAVAILABLE(tvos, watchos)`.
@available(tvOS, unavailable)
@MainActor open class UIFeedbackGenerator: NSObject {
    /// When `prepare()` was last called, until feedback or the prepared period ends.
    var preparedAt: CFTimeInterval?

    /// https://developer.apple.com/documentation/uikit/uifeedbackgenerator/prepare():
    /// "the generator is placed into a prepared state for a short period of time"; it returns
    /// to idle when "You trigger feedback on the generator" or "A short period of time passes
    /// (typically seconds)". The model's period is `ModelHaptic.preparedPeriod`.
    open func prepare() {
        let device = ModelDevice.current
        preparedAt = device.now
        device.recordHaptic(ModelHaptic(time: device.now, feedback: feedbackName, isPrepare: true, wasPrepared: true))
    }

    var feedbackName: String { "feedback" }

    /// Logs feedback. prepare(): "Calling prepare() and then immediately triggering feedback
    /// (without any time in between) does not improve latency": prepared means an earlier
    /// prepare() within the period. After feedback the generator is idle again.
    func occurred() {
        let device = ModelDevice.current
        let prepared = preparedAt.map { $0 < device.now && device.now - $0 <= ModelHaptic.preparedPeriod } ?? false
        device.recordHaptic(ModelHaptic(time: device.now, feedback: feedbackName, isPrepare: false, wasPrepared: prepared))
        preparedAt = nil
    }
}

/// [AD:uikit/uiimpactfeedbackgenerator] `@MainActor class UIImpactFeedbackGenerator :
/// UIFeedbackGenerator` (iOS 10). UIImpactFeedbackGenerator.h: `API_AVAILABLE(ios(10.0))
/// API_UNAVAILABLE(visionos, tvos) API_UNAVAILABLE(watchos)`.
@available(tvOS, unavailable)
@available(visionOS, unavailable)
@MainActor open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// UIImpactFeedbackGenerator.h `typedef NS_ENUM(NSInteger, UIImpactFeedbackStyle)`:
    /// light, medium, heavy, soft (iOS 13), rigid (iOS 13).
    public enum FeedbackStyle: Int, @unchecked Sendable {
        case light = 0, medium = 1, heavy = 2
        @available(iOS 13.0, *) case soft = 3
        @available(iOS 13.0, *) case rigid = 4
    }

    let style: FeedbackStyle

    /// https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/init(style:)
    public init(style: UIImpactFeedbackGenerator.FeedbackStyle) {
        self.style = style
        super.init()
    }

    override var feedbackName: String {
        switch style {
        case .light: "impact-light"
        case .medium: "impact-medium"
        case .heavy: "impact-heavy"
        case .soft: "impact-soft"
        case .rigid: "impact-rigid"
        }
    }

    /// https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/impactoccurred():
    /// "tells the generator that an impact has occurred".
    open func impactOccurred() {
        occurred()
    }

    /// UIImpactFeedbackGenerator.h `- (void)impactOccurredWithIntensity:(CGFloat)intensity`
    /// (iOS 13), "a specific intensity [0.0, 1.0]". The model logs it like `impactOccurred()`.
    @available(iOS 13.0, *)
    open func impactOccurred(intensity: CGFloat) {
        occurred()
    }
}

/// [AD:uikit/uiselectionfeedbackgenerator] `@MainActor class UISelectionFeedbackGenerator :
/// UIFeedbackGenerator` (iOS 10). UISelectionFeedbackGenerator.h: `API_AVAILABLE(ios(10.0))
/// API_UNAVAILABLE(visionos, tvos) API_UNAVAILABLE(watchos)`.
@available(tvOS, unavailable)
@available(visionOS, unavailable)
@MainActor open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    override var feedbackName: String { "selection" }

    /// https://developer.apple.com/documentation/uikit/uiselectionfeedbackgenerator/selectionchanged():
    /// "Triggers selection feedback."
    open func selectionChanged() {
        occurred()
    }
}

/// One entry of the device's haptic log (test-only SPI).
@_spi(UIKitModel) public struct ModelHaptic: Hashable, Sendable, CustomStringConvertible {
    /// How long a prepared generator stays prepared: Apple says "typically seconds" and
    /// documents no value; the model takes 2 s.
    public static let preparedPeriod: CFTimeInterval = 2

    public var time: CFTimeInterval
    /// `selection`, or `impact-<style>`.
    public var feedback: String
    /// A `prepare()` call, not feedback.
    public var isPrepare: Bool
    /// For feedback: the generator was prepared (earlier, within the period).
    public var wasPrepared: Bool

    public var description: String {
        isPrepare ? "prepare \(feedback) at \(time)" : "\(feedback) at \(time)\(wasPrepared ? "" : " (not prepared)")"
    }
}
