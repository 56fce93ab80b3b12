// UITableView: a scroll view with a style. Rows, cells, the data source and the delegate are
// not modelled: transition code sees a table view only as the scroll view that gates a pan.

/// UITableView.h: `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UITableView :
/// UIScrollView <NSCoding, UIDataSourceTranslating>`;
/// https://developer.apple.com/documentation/uikit/uitableview ("A view that presents data using
/// rows in a single column"; `@MainActor class UITableView : UIScrollView`). Scrolling is the
/// inherited `UIScrollView` behaviour.
@available(iOS 2.0, *)
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// UITableView.h `typedef NS_ENUM(NSInteger, UITableViewStyle)`;
    /// https://developer.apple.com/documentation/uikit/uitableview/style
    public enum Style: Int, @unchecked Sendable {
        case plain = 0, grouped = 1
        @available(iOS 13.0, *) case insetGrouped = 2
    }

    private let storedStyle: Style

    /// `@property (nonatomic, readonly) UITableViewStyle style;`
    open var style: UITableView.Style { storedStyle }

    /// `- (instancetype)initWithFrame:(CGRect)frame style:(UITableViewStyle)style NS_DESIGNATED_INITIALIZER;`
    public init(frame: CGRect, style: UITableView.Style) {
        storedStyle = style
        super.init(frame: frame)
    }

    /// The header's comment on `initWithFrame:style:`: "must specify style at creation.
    /// -initWithFrame: calls this with UITableViewStylePlain". So `UITableView()` is plain too.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// `- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;`
    public required init?(coder: NSCoder) {
        storedStyle = .plain
        super.init(coder: coder)
    }
}
