#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit

/// A push or pop some of whose elements the spec declares `optional: true`.
/// Generated code adopts it, naming them; in a SwiftUI stack every other
/// element is required, so a screen that marks none of its views is
/// reported when the transition starts.
public protocol OptionalMarkedElements {
    /// The names of the elements the spec declares `optional: true`.
    static var optionalElements: Set<String> { get }
}

extension TranspecElementView {
    /// The views the screens of a SwiftUI stack mark as `names`: on
    /// `subject`, the screen pushed or popped, else on `other`. For each
    /// name not in `optional` that neither marks, a message names it and
    /// `transition`: the transition plays, that element stays still.
    @MainActor
    static func marked(
        _ names: [String], on subject: UIViewController, else other: UIViewController?,
        for transition: Any.Type, optional: Set<String>
    ) -> [UIView?] {
        names.map { name in
            let view = marked(name, on: subject) ?? other.flatMap { marked(name, on: $0) }
            if view == nil, !optional.contains(name) {
                reportMissing(name, on: "either screen", neededBy: "\(transition)")
            }
            return view
        }
    }

    /// The console message for a required element no view marks.
    static func reportMissing(_ name: String, on screen: String, neededBy transition: String) {
        print("transpec: no view on \(screen) is marked .transpecElement(\(name)), which \(transition) needs; "
            + "mark one, or declare the element `optional: true` in the spec")
    }
}
#endif
