import Foundation
@_spi(UIKitModel) import UIKit

/// What one scenario did on the UIKit model, printed as one JSON line for
/// the test that compares it with `transpec simulate`.
struct ScenarioReport: Codable {
    var transition: String
    var scenario: String
    /// `trace`: compare with `transpec simulate --gesture` of `trace`;
    /// `play`: with `transpec simulate --play <play>`; `none`: nothing moves.
    var kind: String
    var trace: String?
    var play: String?
    /// The transition `simulate` plays for a trace when it is not
    /// `transition`: a pair's presentation drag is its partner's.
    var simulatedTransition: String?
    /// Which of the transition's drags a trace plays (`simulate --gesture`), from 1; nil: the first.
    var gesture: Int?
    /// `WxH` when the device is not the iPhone `simulate` assumes.
    var container: String?
    /// `top,leading,bottom,trailing` when the device has unsafe edges (`simulate --safe-area`).
    var safeArea: String?
    /// The optional elements the screens lent no view for (`simulate --missing-view`).
    var missingViews: [String]?
    /// Reduce Motion was on (`simulate --reduce-motion`).
    var reduceMotion: Bool?
    /// Each recorded element view's bounds size `WxH`, for `simulate --view-size`.
    var viewSizes: [String: String]?
    /// One per frame from the compared part's start: `t` in seconds from it.
    var frames: [FrameRecord] = []
    /// What the screen shows once everything has come to rest, after the
    /// transition ended and UIKit's end-of-transition calls ran.
    var rest: FrameRecord?
    /// Where the shared element's snapshot starts (the source at progress 0)
    /// and ends (the destination at rest at progress 1), in the window.
    var sharedStart: RectRecord?
    /// The moving screen's offset along its travel when `sharedStart` was
    /// measured, and that direction: a source inside the moving screen
    /// carries the start along with the screen's offset since.
    var sharedStartOffset: Double?
    /// Whether the source is inside the moving screen (false: lent by the presenter).
    var sharedStartRides: Bool?
    var direction: [Double]?
    var sharedEnd: RectRecord?
    /// `completed` or `cancelled`: what UIKit made of the compared part.
    var outcome: String?
    /// A detent sheet: the detent the trace starts at (`simulate --from-detent`)
    /// and the one the presentation controller rests at in the end (nil once dismissed).
    var fromDetent: String?
    var restingDetent: String?
    /// A play of a detent sheet's move from code to this detent (`simulate --to-detent`).
    var toDetent: String?
    /// What `TransitionCallbacks.detentChanged` reported while recording.
    var detentChanges: [String] = []
    /// Behaviour the scenario expected and did not see.
    var failures: [String] = []
    var violations: [String] = []
    var console: [String] = []
    /// The delegate's `TransitionCallbacks` while recording: threshold and
    /// trigger crossings, and outcomes.
    var crossings: [CrossingRecord] = []
    var completions: [Bool] = []
    /// The dimming view's red, green, blue and alpha as drawn while it was shown.
    var dimmingColor: [Double]?
    /// The same at rest in each appearance (`light`, `dark`).
    var appearanceColors: [String: [Double]]?
    /// What the progress callback reported, in order.
    var progressReports: [ProgressReportRecord] = []
    /// Haptic feedback played while recording (not the prepare() calls).
    var haptics: [HapticRecord] = []
}

struct CrossingRecord: Codable {
    var t: Double
    /// nil for the threshold.
    var trigger: String?
    var direction: String
}

struct HapticRecord: Codable {
    var t: Double
    var feedback: String
    var wasPrepared: Bool
}

struct ProgressReportRecord: Codable {
    var value: Double
    /// The plan plays from 1 back to 0 (a dismissal's motion presenting).
    var isReversed: Bool
}

struct FrameRecord: Codable {
    var t: Double
    /// The moving screen's offset from its resting frame along the travel
    /// direction; nil while it is not in the window.
    var offset: Double?
    /// The same across the travel direction (`TravelDirection.crossComponent`).
    var offsetAcross: Double?
    var dimming: Double?
    /// `element.property` → value, for every tracked property.
    var channels: [String: Double] = [:]
    /// The shared element's snapshot, while it flies.
    var shared: RectRecord?
    var inTransition: Bool
}

struct RectRecord: Codable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double

    init(_ rect: CGRect) {
        x = Double(rect.minX)
        y = Double(rect.minY)
        width = Double(rect.width)
        height = Double(rect.height)
    }
}

@MainActor
enum ReportPrinter {
    static func print(_ report: ScenarioReport) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(report), let line = String(data: data, encoding: .utf8) else {
            Swift.print("{\"failures\":[\"report not encodable\"]}")
            return
        }
        Swift.print(line)
    }
}
