// Seed 000's `CustomPresentable` example, adopting the generated Tags sheet
// transition: the README's "ten-line adoption". Type-checked with TagsSheet.swift.
#if canImport(UIKit)
import UIKit

final class TagsViewController: UIViewController, TagsSheetDismissPresentable {
    let cardView = UIView()
    let tableView = UIScrollView()
    let transitions = TagsSheetDismissTransitioningDelegate()
    var tagsSheetDismissScrollView: UIScrollView? { tableView }
}

extension UIViewController {
    func showTags() {
        let tags = TagsViewController()
        tags.transitions.present(tags, from: self)
    }
}
#endif
