// The README's "ten-line adoption": a view controller adopts the generated
// protocol and presents itself with the generated delegate. Type-checked
// together with TagsSheet.swift.
#if canImport(UIKit)
import UIKit

final class TagsViewController: UIViewController, TagsSheetDismissPresentable {
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
