@_spi(UIKitModel) import UIKit

/// A screen for scenarios: a view controller whose view holds, when the
/// transition coordinates one, a scroll view under everything, and one view
/// per element, at known places.
@MainActor
class ScenarioScreen: UIViewController {
    let elementNames: [String]
    let hasScrollView: Bool
    private(set) var elementViews: [String: UIView] = [:]
    let scrollView = UIScrollView(frame: .zero)
    /// Whether `optional` elements' views are lent (false: a cell scrolled out of sight).
    nonisolated(unsafe) static var lendsOptionalViews = true
    var lendsOptionalViews: Bool { Self.lendsOptionalViews }
    /// The elements the other screen lends (`from:`): the presenter, or the
    /// navigation root, is then a screen like this one, and the scenarios
    /// record those elements on it.
    nonisolated(unsafe) static var lentElements: Set<String> = []
    /// Set before its view loads on a screen made only to lend elements (a
    /// presenter, a navigation root): it has no scroll view, which would
    /// take the presenter's drags.
    var onlyLends = false

    /// `name`'s view on whichever screen lends it: `other` for a lent element.
    static func elementView(_ name: String, on screen: ScenarioScreen, other: UIViewController) -> UIView? {
        guard lentElements.contains(name) else { return screen.elementViews[name] }
        return (other as? ScenarioScreen)?.elementViews[name]
    }

    init(elements: [String], scrollView: Bool) {
        elementNames = elements
        hasScrollView = scrollView
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("not used")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        if hasScrollView && !onlyLends {
            scrollView.frame = view.bounds
            scrollView.contentSize = CGSize(width: view.bounds.width, height: 3000)
            view.addSubview(scrollView)
        }
        for (index, name) in elementNames.enumerated() {
            let element = UIView(frame: Self.elementFrame(index))
            element.backgroundColor = .black
            view.addSubview(element)
            elementViews[name] = element
        }
    }

    /// Element `index`'s frame in the screen: stacked down the left side,
    /// clear of where drags start.
    static func elementFrame(_ index: Int) -> CGRect {
        CGRect(x: 20 + 10 * CGFloat(index), y: 120 + 90 * CGFloat(index), width: 160 - 20 * CGFloat(index), height: 70)
    }

    func element(_ name: String) -> UIView {
        loadViewIfNeededForScenario()
        return elementViews[name]!
    }

    func loadViewIfNeededForScenario() {
        _ = view
    }
}
