public import Foundation
public import ReelLayout

/// `UITableViewCell`: a row's view, with the labels of its style laid out as UIKit lays them
/// out — text 16 pt in at 17 pt, a subtitle below, a value trailing — an accessory, and its
/// separator. (It is the table's collection-view cell underneath: the table is ScrollReel's
/// table layout.)
open class UITableViewCell: CollectionViewCell {
    public let style: CellStyle
    /// `textLabel` and, but in the default style, `detailTextLabel`: made on first use, as
    /// UIKit makes them.
    public var textLabel: UILabel? {
        if madeTextLabel == nil { madeTextLabel = makeLabel(font: .preferredFont(forTextStyle: .body), color: .label) }
        return madeTextLabel
    }
    public var detailTextLabel: UILabel? {
        guard style != .default else { return nil }
        if madeDetailLabel == nil {
            madeDetailLabel = makeLabel(font: style == .subtitle ? .systemFont(ofSize: 12) : .preferredFont(forTextStyle: .body),
                                        color: style == .subtitle ? .label : .secondaryLabel)
        }
        return madeDetailLabel
    }
    private var madeTextLabel: UILabel?
    private var madeDetailLabel: UILabel?
    /// `imageView`: made on first use; with an image, the picture at the leading margin, centred
    /// in the row, and the labels after it.
    public var imageView: UIImageView? {
        if madeImageView == nil {
            let picture = UIImageView()
            contentView.addSubview(picture)
            madeImageView = picture
        }
        return madeImageView
    }
    private var madeImageView: UIImageView?
    open var accessoryType = AccessoryType.none { didSet { layoutSubviews() } }
    /// A view at the trailing edge in place of the accessory glyph (a switch), 16 pt in,
    /// centred; the content view ends where it starts (*our reading* of UIKit's placement).
    open var accessoryView: UIView? {
        didSet {
            guard accessoryView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let accessoryView { addSubview(accessoryView) }
            layoutSubviews()
        }
    }
    open var selectionStyle = SelectionStyle.default

    /// `setSelected(_:animated:)`: the table selects and deselects the cell through it, and
    /// setting `isSelected` calls it, as UIKit does — an app's override (Xcode's cell template
    /// has one) sees every change.
    open func setSelected(_ selected: Bool, animated: Bool) {
        super.isSelected = selected
    }

    open override var isSelected: Bool {
        get { super.isSelected }
        set { setSelected(newValue, animated: false) }
    }

    /// `setHighlighted(_:animated:)`, as `setSelected(_:animated:)` for the highlight.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        super.isHighlighted = highlighted
    }

    open override var isHighlighted: Bool {
        get { super.isHighlighted }
        set { setHighlighted(newValue, animated: false) }
    }
    /// The separator's inset; until the app sets one, it starts where the text does (after an
    /// image, as iOS 7 and later draw it).
    open var separatorInset: UIEdgeInsets {
        get { ownSeparatorInset ?? UIEdgeInsets(top: 0, left: textStart, bottom: 0, right: 0) }
        set {
            ownSeparatorInset = newValue
            layoutSubviews()
        }
    }
    private var ownSeparatorInset: UIEdgeInsets?
    /// Where the labels start: 16 pt in, or after the image view's picture and 16 pt more.
    private var textStart: CGFloat = 16
    open var indentationLevel = 0
    open var selectedBackgroundView: UIView?
    open var backgroundView: UIView?
    private let separator = UIView()
    private let accessory = UILabel()

    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        self.reuseIdentifier = reuseIdentifier
        setUpParts()
    }

    /// A registered class is made as UIKit makes it, through `init(style: .default,
    /// reuseIdentifier:)` — so an app's override of that initialiser, where cells set
    /// themselves up, runs. (Convenience, so a subclass that overrides the designated
    /// initialisers inherits it.)
    public required convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        style = .default
        super.init(coder: coder)
        setUpParts()
    }

    private func setUpParts() {
        backgroundColor = .systemBackground
        layoutMargins = UIEdgeInsets(top: 11, left: 16, bottom: 11, right: 16)
        // The content view's margins in a row on an iPhone (docs/facts.md, "Table cells").
        contentView.layoutMargins = UIEdgeInsets(top: 11, left: 16, bottom: 11, right: 16)
        separator.backgroundColor = .separator
        accessory.textColor = .tertiaryLabel
        accessory.font = .systemFont(ofSize: 17, weight: .semibold)
        addSubview(separator)
        addSubview(accessory)
    }

    private func makeLabel(font: UIFont, color: UIColor) -> UILabel {
        let label = UILabel()
        label.font = font
        label.textColor = color
        contentView.addSubview(label)
        // Where its style puts it, now that it exists.
        layoutSubviews()
        return label
    }

    open override var frame: CGRect { didSet { layoutSubviews() } }

    /// The style's labels in the content view, the accessory at the trailing edge, the
    /// separator along the bottom from its inset.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let size = frame.size
        var accessoryWidth = accessoryTypeWidth
        if let accessoryView {
            let intrinsic = accessoryView.intrinsicContentSize
            let fitted = CGSize(width: intrinsic.width >= 0 ? intrinsic.width : accessoryView.frame.width,
                                height: intrinsic.height >= 0 ? intrinsic.height : accessoryView.frame.height)
            accessoryView.frame = CGRect(x: size.width - 16 - fitted.width, y: ((size.height - fitted.height) / 2).rounded(),
                                         width: fitted.width, height: fitted.height)
            accessoryWidth = 16 + fitted.width
        }
        contentView.frame = CGRect(x: 0, y: 0, width: max(0, size.width - accessoryWidth), height: size.height)
        textStart = 16
        if let picture = madeImageView {
            let image = picture.intrinsicContentSize
            picture.isHidden = picture.image == nil
            if picture.image != nil, image.width > 0 {
                // *Our reading* of iOS 13–17: the picture at its own size 16 pt in, the text 16 pt after it.
                picture.frame = CGRect(x: 16, y: ((size.height - image.height) / 2).rounded(), width: image.width, height: image.height)
                textStart = 16 + image.width + 16
            }
        }
        let box = CGRect(x: textStart, y: 0, width: max(0, contentView.frame.width - textStart - (accessoryWidth > 0 ? 4 : 16)), height: size.height)
        // A content configuration's text, after its image, sets where the separator starts too.
        if let configured = contentView.subviews.lazy.compactMap({ $0 as? UIListContentView }).first {
            configured.frame = CGRect(origin: .zero, size: contentView.frame.size)
            textStart = configured.textStart
        }
        let text = madeTextLabel, detail = madeDetailLabel
        switch style {
        case .subtitle where !(detail?.text ?? "").isEmpty:
            let first: CGFloat = 20.5, second: CGFloat = 14.5
            let top = (size.height - first - second) / 2
            text?.frame = CGRect(x: box.minX, y: top, width: box.width, height: first)
            detail?.frame = CGRect(x: box.minX, y: top + first, width: box.width, height: second)
        case .value1:
            text?.frame = box
            detail?.frame = box
            detail?.textAlignment = .right
        case .value2:
            text?.frame = CGRect(x: box.minX, y: 0, width: box.width * 0.3, height: size.height)
            text?.textAlignment = .right
            detail?.frame = CGRect(x: box.minX + box.width * 0.3 + 6, y: 0, width: box.width * 0.7 - 6, height: size.height)
        default:
            text?.frame = box
            detail?.frame = box
        }
        accessory.text = accessoryView == nil ? accessoryType.glyph : nil
        accessory.textAlignment = .center
        accessory.frame = CGRect(x: size.width - accessoryWidth, y: 0, width: accessoryWidth - 4, height: size.height)
        let hairline = 1 / UIScreen.main.scale
        separator.frame = CGRect(x: separatorInset.left, y: size.height - hairline,
                                 width: max(0, size.width - separatorInset.left - separatorInset.right), height: hairline)
    }

    /// A self-sizing row's height. With constraints in the content view: the height they give
    /// it at the row's width (width required, height free), plus the separator's hairline —
    /// or, when they collapse it to zero, UIKit's standard 44 pt and its warning. Otherwise what
    /// the cell's `sizeThatFits(_:)` answers.
    open override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        // The app's constraints: in the content view, or on views the app added to the cell
        // itself (a slip tutorials make, which self-sizes). Views in the content view pinned to
        // the cell's own edges or margins guide give the content view no height (docs/facts.md,
        // "Auto Layout").
        if usesAutoLayout {
            let fitted = super.systemLayoutSizeFitting(CGSize(width: targetSize.width, height: 0), withHorizontalFittingPriority: .required,
                                                       verticalFittingPriority: .fittingSizeLevel)
            let hairline = 1 / UIScreen.main.scale
            let contentWidth = max(0, targetSize.width - accessoryTypeWidth)
            let contentCollapses = contentView.usesAutoLayout
                && contentView.systemLayoutSizeFitting(CGSize(width: contentWidth, height: 0), withHorizontalFittingPriority: .required,
                                                       verticalFittingPriority: .fittingSizeLevel).height <= hairline / 2
            guard fitted.height > hairline / 2, !contentCollapses else {
                if let runtime = ViewRuntime.running, runtime.reportOnce(Self.collapsedHeightWarning) { runtime.log(Self.collapsedHeightWarning) }
                return CGSize(width: targetSize.width, height: 44)
            }
            return CGSize(width: targetSize.width, height: fitted.height + (showsSeparator ? hairline : 0))
        }
        // Without constraints, the cell's sizeThatFits(_:), which an app's cell may override
        // (WWDC 2014, "What's New in Table and Collection Views").
        return sizeThatFits(targetSize)
    }

    /// The style's labels' lines between 11-pt margins, the content's views or the image,
    /// the tallest, at least 44 pt, at the row's width.
    open override func sizeThatFits(_ targetSize: CGSize) -> CGSize {
        let width = max(1, targetSize.width - textStart - 16 - accessoryTypeWidth)
        let labels = [madeTextLabel, style == .subtitle ? madeDetailLabel : nil].compactMap { $0 }
        let text = labels.reduce(CGFloat(0)) { $0 + $1.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height }
        let content = contentView.subviews.filter { !($0 is UILabel) && $0 !== madeImageView }
            .map { $0.systemLayoutSizeFitting(CGSize(width: targetSize.width, height: 0)).height }.max() ?? 0
        let picture = madeImageView?.image == nil ? 0 : madeImageView?.intrinsicContentSize.height ?? 0
        return CGSize(width: targetSize.width, height: max(44, (text > 0 ? text + 22 : 0).rounded(.up), content, picture))
    }

    /// What the standard accessory (a disclosure chevron, a checkmark) takes from the row's
    /// trailing side.
    private var accessoryTypeWidth: CGFloat { accessoryType == .none ? 0 : 34 }

    /// UIKit's console line when a self-sizing row's constraints leave its height at zero.
    static let collapsedHeightWarning = "[Warning] Warning once only: Detected a case where constraints ambiguously suggest a height of zero "
        + "for a table view cell's content view. We're considering the collapse unintentional and using standard height instead."

    /// The size its constraints give the row whatever the priorities asked: a row's width is the
    /// table's, so it is measured as above.
    open override func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                               verticalFittingPriority: UILayoutPriority) -> CGSize {
        systemLayoutSizeFitting(targetSize)
    }

    /// Whether the separator shows (the table's last row in a grouped section hides it).
    public var showsSeparator: Bool {
        get { !separator.isHidden }
        set { separator.isHidden = !newValue }
    }

    /// A content configuration replaces the style's labels.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

    /// `UITableViewCell.CellStyle`.
    public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }

    /// `UITableViewCell.AccessoryType`: drawn as UIKit's glyphs.
    public enum AccessoryType: Int, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton

        var glyph: String {
            switch self {
            case .none: ""
            case .disclosureIndicator: "›"
            case .checkmark: "✓"
            case .detailButton, .detailDisclosureButton: "ⓘ"
            }
        }
    }

    /// `UITableViewCell.SelectionStyle`.
    public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
}

/// `UITableViewHeaderFooterView`: a section's header or footer, with its title label.
open class UITableViewHeaderFooterView: CollectionReusableView {
    public let contentView = UIView()
    public private(set) lazy var textLabel: UILabel? = {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .footnote)
        label.textColor = .secondaryLabel
        contentView.addSubview(label)
        return label
    }()
    /// `backgroundView`: behind the content, filling the view.
    open var backgroundView: UIView? {
        didSet {
            guard backgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            layoutSubviews()
        }
    }
    open var contentConfiguration: ContentConfiguration?

    public init(reuseIdentifier: String?) {
        super.init(frame: .zero)
        self.reuseIdentifier = reuseIdentifier
        addSubview(contentView)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    /// Convenience, as a cell's is: a subclass that overrides `init(reuseIdentifier:)` (UIKit's
    /// designated initialiser) and `init(coder:)` inherits it, as on iOS it needs no other.
    public required convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    /// A header's 3-argument fitting is its table's: measured as above.
    open override func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                               verticalFittingPriority: UILayoutPriority) -> CGSize {
        systemLayoutSizeFitting(targetSize)
    }

    open override var frame: CGRect { didSet { layoutSubviews() } }

    /// Whether it titles a section of a plain table (else a grouped one's).
    var titlesPlainSection = false

    /// A titled header's height: 28 pt in a plain table, its line over 17 pt above and 7 below
    /// in a grouped one (ScrollReel's reading of iOS 13–17).
    open override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        if contentView.subviews.contains(where: \.usesAutoLayout) {
            // The app's own constraints: the height they give at the table's width.
            return super.systemLayoutSizeFitting(CGSize(width: targetSize.width, height: 0), withHorizontalFittingPriority: .required,
                                                 verticalFittingPriority: .fittingSizeLevel)
        }
        guard let label = contentView.subviews.first(where: { $0 is UILabel }) as? UILabel, !(label.text ?? "").isEmpty else {
            return targetSize
        }
        let line = label.sizeThatFits(CGSize(width: max(1, targetSize.width - 32), height: .greatestFiniteMagnitude)).height
        return CGSize(width: targetSize.width, height: titlesPlainSection ? 28 : (line + 24).rounded(.up))
    }

    open override func layoutSubviews() {
        contentView.frame = CGRect(origin: .zero, size: frame.size)
        backgroundView?.frame = CGRect(origin: .zero, size: frame.size)
        // A plain section's title is centred in its bar; a grouped one's sits 7 pt above the
        // header's bottom. Both are 16 pt in.
        let title = titlesPlainSection ? CGRect(x: 16, y: (frame.height - 21) / 2, width: max(0, frame.width - 32), height: 21)
            : CGRect(x: 16, y: max(0, frame.height - 25), width: max(0, frame.width - 32), height: 18)
        contentView.subviews.first { $0 is UILabel }?.frame = title
    }
}
