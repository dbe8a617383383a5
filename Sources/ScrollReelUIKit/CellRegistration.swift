public import Foundation
public import ReelLayout

// Cell and supplementary registrations, as Apple's compositional-layout samples write their data
// sources: the cell provider dequeues a cell of the registration's class, the handler configures
// it, and the scene draws it.

extension LayoutCollectionView {
    /// `UICollectionView.CellRegistration`: how a cell of `Cell` is configured for an item.
    public struct CellRegistration<Cell: CollectionViewCell, Item> {
        public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void
        let handler: Handler
        /// Makes a cell at a frame: the xib's, for a registration with one.
        let make: (CGRect) -> Cell
        /// The queue its cells are reused from: one per cell class (by its module-qualified name),
        /// and per class from a xib.
        let reuseIdentifier: String

        public init(handler: @escaping Handler) {
            self.handler = handler
            make = { Cell(frame: $0) }
            reuseIdentifier = "CellRegistration.\(String(reflecting: Cell.self))"
        }

        /// `init(cellNib:handler:)`: cells made from the xib's first cell of the class.
        public init(cellNib: UINib, handler: @escaping Handler) {
            self.handler = handler
            make = { frame in cellNib.instantiateFirst(Cell.self, frame: frame) ?? Cell(frame: frame) }
            reuseIdentifier = "CellRegistration.\(String(reflecting: Cell.self)).nib"
        }
    }

    /// `UICollectionView.SupplementaryRegistration`: how a supplementary view of one kind is
    /// configured.
    public struct SupplementaryRegistration<Supplementary: CollectionReusableView> {
        public typealias Handler = (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void
        public let elementKind: String
        let handler: Handler
        let make: (CGRect) -> Supplementary

        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
            make = { Supplementary(frame: $0) }
        }

        /// `init(supplementaryNib:elementKind:handler:)`: views made from the xib.
        public init(supplementaryNib: UINib, elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
            make = { frame in supplementaryNib.instantiateFirst(Supplementary.self, frame: frame) ?? Supplementary(frame: frame) }
        }
    }

    /// A cell of the registration's class, at the item's frame, configured by its handler for
    /// `item`. (Every view's `init(frame:)` is required here, so any cell class can be made.)
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>,
                                                          for indexPath: IndexPath, item: Item?) -> Cell {
        let cell: Cell
        if let existing = existingCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath) as? Cell {
            cell = existing
        } else {
            cell = registration.make(layoutAttributesForItem(at: indexPath)?.frame ?? .zero)
            cell.reuseIdentifier = registration.reuseIdentifier
        }
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A supplementary view of the registration's class, at its frame, configured by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(using registration: SupplementaryRegistration<Supplementary>,
                                                                      for indexPath: IndexPath) -> Supplementary {
        let view = registration.make(layoutAttributesForSupplementaryElement(ofKind: registration.elementKind, at: indexPath)?.frame ?? .zero)
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}

/// `UICollectionViewListCell`: a cell with a default content configuration and accessories —
/// drawn at the trailing edge as UIKit's glyphs (a disclosure chevron, a checkmark, …) after
/// the label accessories' texts, the content view ending where they start.
open class UICollectionViewListCell: CollectionViewCell {
    open var accessories: [UICellAccessory] = [] { didSet { layoutSubviews() } }
    open var indentationLevel = 0
    private let accessoryGlyphs = UILabel()
    private let accessoryTexts = UILabel()

    public required init(frame: CGRect) {
        super.init(frame: frame)
        setUpAccessories()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpAccessories()
    }

    private func setUpAccessories() {
        accessoryGlyphs.textAlignment = .right
        accessoryGlyphs.font = .systemFont(ofSize: 17, weight: .semibold)
        accessoryGlyphs.textColor = .tertiaryLabel
        accessoryTexts.textAlignment = .right
        accessoryTexts.font = .preferredFont(forTextStyle: .body)
        accessoryTexts.textColor = .secondaryLabel
        addSubview(accessoryTexts)
        addSubview(accessoryGlyphs)
    }

    open override var frame: CGRect { didSet { layoutSubviews() } }

    /// The accessories' glyphs, 16 pt from the trailing edge, 24 pt each; a label accessory's
    /// text (body, secondary label colour) 8 pt before them (*our reading* of iOS 14–17 lists);
    /// the content view ends before them.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let glyphs = accessories.filter { $0.kind != "label" }.compactMap(\.glyph)
        let texts = accessories.filter { $0.kind == "label" }.compactMap(\.glyph)
        accessoryGlyphs.text = glyphs.isEmpty ? nil : glyphs.joined(separator: " ")
        accessoryTexts.text = texts.isEmpty ? nil : texts.joined(separator: " ")
        let glyphWidth = glyphs.isEmpty ? 0 : CGFloat(glyphs.count) * 24
        let textWidth = texts.isEmpty ? 0 : accessoryTexts.intrinsicContentSize.width.rounded(.up)
        let gap: CGFloat = glyphs.isEmpty || texts.isEmpty ? 0 : 8
        let width = glyphWidth + gap + textWidth
        accessoryGlyphs.frame = CGRect(x: bounds.width - 16 - glyphWidth, y: 0, width: glyphWidth, height: bounds.height)
        accessoryTexts.frame = CGRect(x: bounds.width - 16 - width, y: 0, width: textWidth, height: bounds.height)
        contentView.frame = CGRect(x: 0, y: 0, width: max(0, bounds.width - (width == 0 ? 0 : width + 16)), height: bounds.height)
    }


    /// The configuration of a list cell's text and image, to fill in and set back.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        .cell()
    }

    /// A plain list's cell background, to adjust and set back.
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        .listPlainCell()
    }
}

/// `UIContentConfiguration`.
public typealias UIContentConfiguration = ContentConfiguration

/// `UIListContentConfiguration`: a list row's text, secondary text and image.
public struct UIListContentConfiguration: UIContentConfiguration {
    public var text: String?
    public var secondaryText: String?
    public var image: UIImage?
    public var textProperties = TextProperties()
    public var secondaryTextProperties = TextProperties()
    public var imageProperties = ImageProperties()
    public var directionalLayoutMargins = DirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    /// Kept: which of the cell's margins the content keeps (both, as UIKit's default).
    public var axesPreservingSuperviewLayoutMargins: UIAxis = [.horizontal, .vertical]
    /// The space between the image and the text; 0 is the system's, 16 pt (*our reading*).
    public var imageToTextPadding: CGFloat = 0
    public var textToSecondaryTextHorizontalPadding: CGFloat = 0
    public var textToSecondaryTextVerticalPadding: CGFloat = 0
    /// Whether the secondary text trails the text on the same line when there is room.
    public var prefersSideBySideTextAndSecondaryText = false {
        didSet { arrangement = prefersSideBySideTextAndSecondaryText ? .valueTrailing : .stacked }
    }

    /// Font and colour of a text.
    public struct TextProperties {
        public var font = UIFont.preferredFont(forTextStyle: .body)
        public var color = UIColor.label
        public var numberOfLines = 0
        public var alignment = Alignment.natural
        public var lineBreakMode = NSLineBreakMode.byTruncatingTail
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat = 0
        public var allowsDefaultTighteningForTruncation = true
        public var adjustsFontForContentSizeCategory = true
        /// How the text's letters are cased when drawn.
        public var transform = TextTransform.none

        public enum Alignment: Sendable { case natural, center, justified }

        /// `UIListContentConfiguration.TextProperties.TextTransform`.
        public enum TextTransform: Int, Sendable {
            case none, uppercase, lowercase, capitalized

            /// `text` with its letters cased so.
            func applied(to text: String?) -> String? {
                switch self {
                case .none: text
                case .uppercase: text?.uppercased()
                case .lowercase: text?.lowercased()
                case .capitalized: text?.capitalized
                }
            }
        }
    }

    /// `UIListContentConfiguration.ImageProperties`: the symbol configuration and tint the
    /// image takes and its size limit (`maximumSize`, zero for none); the rest kept.
    public struct ImageProperties {
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        public var tintColor: UIColor?
        public var cornerRadius: CGFloat = 0
        public var maximumSize = CGSize.zero
        public var reservedLayoutSize = CGSize.zero
        public var accessibilityIgnoresInvertColors = false
    }

    /// Where the secondary text goes: below the text, or trailing on the same line.
    var arrangement = Arrangement.stacked
    enum Arrangement { case stacked, valueTrailing }

    public static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func subtitleCell() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration()
        configuration.secondaryTextProperties.font = .preferredFont(forTextStyle: .subheadline)
        return configuration
    }
    public static func valueCell() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration()
        configuration.arrangement = .valueTrailing
        configuration.secondaryTextProperties.color = .secondaryLabel
        return configuration
    }
    public static func header() -> UIListContentConfiguration { groupedHeader() }
    public static func footer() -> UIListContentConfiguration { groupedHeader() }
    public static func groupedHeader() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration()
        configuration.textProperties.font = .preferredFont(forTextStyle: .footnote)
        configuration.textProperties.color = .secondaryLabel
        return configuration
    }
    public static func sidebarCell() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func sidebarSubtitleCell() -> UIListContentConfiguration { subtitleCell() }
    public static func accompaniedSidebarCell() -> UIListContentConfiguration { valueCell() }
    public static func sidebarHeader() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration()
        configuration.textProperties.font = .preferredFont(forTextStyle: .headline)
        return configuration
    }
    public static func plainHeader() -> UIListContentConfiguration { groupedHeader() }
    public static func plainFooter() -> UIListContentConfiguration { groupedHeader() }
    public static func groupedFooter() -> UIListContentConfiguration { groupedHeader() }
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration { sidebarHeader() }

    /// `updated(for:)`: the same configuration (ScrollReel's presets do not change with state).
    public func updated(for state: UICellConfigurationState) -> UIListContentConfiguration { self }

    /// Labels at the margins: the text, and the secondary text below it or trailing.
    public func makeContentView() -> UIView { UIListContentView(configuration: self) }
}

/// `UIListContentView`: a list configuration's labels, laid out at its margins.
open class UIListContentView: UIView {
    public var configuration: UIListContentConfiguration { didSet { apply() } }
    private let textLabel = UILabel()
    private let secondaryTextLabel = UILabel()
    private let imageView = UIImageView()
    /// Where the text starts: the leading margin, or after the image and its padding.
    private(set) var textStart: CGFloat = 16

    public init(configuration: UIListContentConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        for part in [imageView, textLabel, secondaryTextLabel] as [UIView] { addSubview(part) }
        apply()
    }

    public required init(frame: CGRect) {
        configuration = .cell()
        super.init(frame: frame)
        for part in [imageView, textLabel, secondaryTextLabel] as [UIView] { addSubview(part) }
    }

    public required init?(coder: NSCoder) { nil }

    open override var frame: CGRect { didSet { layoutSubviews() } }

    private func apply() {
        for (label, text, properties) in [(textLabel, configuration.text, configuration.textProperties),
                                          (secondaryTextLabel, configuration.secondaryText, configuration.secondaryTextProperties)] {
            label.text = properties.transform.applied(to: text)
            label.font = properties.font
            label.textColor = properties.color
            label.numberOfLines = properties.numberOfLines == 0 ? 1 : properties.numberOfLines
        }
        imageView.image = configuration.image
        imageView.preferredSymbolConfiguration = configuration.imageProperties.preferredSymbolConfiguration
        imageView.tintColor = configuration.imageProperties.tintColor
        imageView.layer.cornerRadius = configuration.imageProperties.cornerRadius
        imageView.clipsToBounds = configuration.imageProperties.cornerRadius > 0
        imageView.isHidden = configuration.image == nil
        layoutSubviews()
    }

    /// A row with this content self-sizes to it, at the width it is given (the list keeps it
    /// 44 pt at least), in any cell: a list cell or a plain one given the configuration.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: fittingHeight()) }

    /// How tall the content is: its text (a line a label, stacked unless side by side) or its
    /// image, the taller, within the top and bottom margins — what a list row self-sizes to.
    func fittingHeight() -> CGFloat {
        let margins = configuration.directionalLayoutMargins
        let first = configuration.textProperties.font.pointSize * 1.2, second = configuration.secondaryTextProperties.font.pointSize * 1.2
        let stacked = !(configuration.secondaryText ?? "").isEmpty && configuration.arrangement != .valueTrailing
        let image = configuration.image == nil ? 0 : imageSize().height
        return (max(stacked ? first + second : first, image) + margins.top + margins.bottom).rounded(.up)
    }

    /// The image's size, within `maximumSize`.
    private func imageSize() -> CGSize {
        var size = imageView.intrinsicContentSize
        let limit = configuration.imageProperties.maximumSize
        if limit.width > 0, size.width > limit.width { size = CGSize(width: limit.width, height: size.height * limit.width / size.width) }
        if limit.height > 0, size.height > limit.height { size = CGSize(width: size.width * limit.height / size.height, height: limit.height) }
        return size
    }

    /// One line each, centred in the margins' height: side by side for a value cell, stacked
    /// otherwise (ScrollReel's reading until constraints are solved).
    open override func layoutSubviews() {
        let margins = configuration.directionalLayoutMargins
        var box = CGRect(x: margins.leading, y: margins.top, width: max(0, bounds.width - margins.leading - margins.trailing),
                         height: max(0, bounds.height - margins.top - margins.bottom))
        if configuration.image != nil {
            // The image at its size (within `maximumSize`), at the leading margin, centred; the
            // text after it.
            let size = imageSize()
            imageView.frame = CGRect(x: box.minX, y: (box.midY - size.height / 2).rounded(), width: size.width, height: size.height)
            let padding = configuration.imageToTextPadding > 0 ? configuration.imageToTextPadding : 16
            box = CGRect(x: box.minX + size.width + padding, y: box.minY, width: max(0, box.width - size.width - padding), height: box.height)
        }
        textStart = box.minX
        let hasSecondary = !(configuration.secondaryText ?? "").isEmpty
        if !hasSecondary || configuration.arrangement == .valueTrailing {
            textLabel.frame = box
            secondaryTextLabel.frame = box
            secondaryTextLabel.textAlignment = .right
        } else {
            let first = configuration.textProperties.font.pointSize * 1.2, second = configuration.secondaryTextProperties.font.pointSize * 1.2
            let top = box.minY + (box.height - first - second) / 2
            textLabel.frame = CGRect(x: box.minX, y: top, width: box.width, height: first)
            secondaryTextLabel.frame = CGRect(x: box.minX, y: top + first, width: box.width, height: second)
            secondaryTextLabel.textAlignment = .natural
        }
    }
}

/// `UICellAccessory`: a list cell's disclosure indicator, checkmark, label, … Each is drawn as a
/// glyph (a label accessory as its text) unless its options hide it or it shows only while
/// editing.
public struct UICellAccessory: Sendable, Hashable {
    public let kind: String
    /// A label accessory's text.
    public let text: String?
    /// When it shows: always, or only while the list is (or is not) editing.
    public let displayedState: DisplayedState
    /// Hidden by its options (`isHidden`): it keeps its place, as UIKit's does.
    public let isHidden: Bool
    /// What a tap on an outline disclosure or a delete control runs (kept; a reel never taps
    /// an accessory).
    public let actionHandler: (@Sendable () -> Void)?

    public init(kind: String, text: String? = nil, displayed: DisplayedState = .always, isHidden: Bool = false,
                actionHandler: (@Sendable () -> Void)? = nil) {
        self.kind = kind
        self.text = text
        displayedState = displayed
        self.isHidden = isHidden
        self.actionHandler = actionHandler
    }

    /// The glyph drawn for it (the reorder and delete controls are editing-mode only); nil
    /// when nothing shows.
    var glyph: String? {
        guard displayedState != .whenEditing, !isHidden else { return nil }
        switch kind {
        case "disclosureIndicator": return "›"
        case "outlineDisclosure": return "⌄"
        case "checkmark": return "✓"
        case "label": return text
        default: return nil
        }
    }

    public static func == (lhs: UICellAccessory, rhs: UICellAccessory) -> Bool {
        (lhs.kind, lhs.text, lhs.displayedState, lhs.isHidden) == (rhs.kind, rhs.text, rhs.displayedState, rhs.isHidden)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(text)
        hasher.combine(displayedState)
        hasher.combine(isHidden)
    }

    /// `UICellAccessory.DisplayedState`.
    public enum DisplayedState: Sendable, Hashable {
        case always, whenEditing, whenNotEditing
    }

    /// `UICellAccessory.LayoutDimension`: the width an accessory reserves.
    public enum LayoutDimension: Sendable, Hashable {
        case actual
        case standard
        case custom(CGFloat)
    }

    /// The options every accessory shares.
    public struct DisclosureIndicatorOptions: Sendable {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }
    public typealias CheckmarkOptions = DisclosureIndicatorOptions
    public typealias ReorderOptions = DisclosureIndicatorOptions
    public typealias DetailOptions = DisclosureIndicatorOptions

    /// `DeleteOptions`: a delete control's options.
    public struct DeleteOptions: Sendable {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public var backgroundColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    /// `OutlineDisclosureOptions`: the chevron that expands and collapses a header's children.
    public struct OutlineDisclosureOptions: Sendable {
        /// `.header` draws the chevron at the trailing edge, `.cell` at the leading one;
        /// `.automatic` picks by whether the row has children (drawn trailing here).
        public enum Style: Sendable, Hashable { case automatic, header, cell }
        public var style: Style
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public init(style: Style = .automatic, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
                    tintColor: UIColor? = nil) {
            self.style = style
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    /// `LabelOptions`: a label accessory's options.
    public struct LabelOptions: Sendable {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public var font: UIFont?
        public var adjustsFontForContentSizeCategory: Bool?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    font: UIFont? = nil, adjustsFontForContentSizeCategory: Bool? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.font = font
            self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        }
    }

    public static func disclosureIndicator(displayed: DisplayedState = .always,
                                           options: DisclosureIndicatorOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: "disclosureIndicator", displayed: displayed, isHidden: options.isHidden ?? false)
    }

    public static func outlineDisclosure(displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(),
                                         actionHandler: (@Sendable () -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(kind: "outlineDisclosure", displayed: displayed, isHidden: options.isHidden ?? false,
                        actionHandler: actionHandler)
    }

    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: "checkmark", displayed: displayed, isHidden: options.isHidden ?? false)
    }

    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: "label", text: text, displayed: displayed, isHidden: options.isHidden ?? false)
    }

    /// A delete control: shown while editing by default, as UIKit's.
    public static func delete(displayed: DisplayedState = .whenEditing, options: DeleteOptions = .init(),
                              actionHandler: (@Sendable () -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(kind: "delete", displayed: displayed, isHidden: options.isHidden ?? false, actionHandler: actionHandler)
    }

    /// A reorder control: shown while editing by default, as UIKit's.
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: "reorder", displayed: displayed, isHidden: options.isHidden ?? false)
    }
}

/// `UIBackgroundConfiguration`: a cell's background colour, corner radius and stroke, applied
/// to the cell's view. The list presets take the list's colours (UIKit docs: the plain list's
/// system background, the grouped list's secondary grouped background).
public struct UIBackgroundConfiguration: BackgroundConfiguration {
    public var backgroundColor: UIColor?
    public var cornerRadius: CGFloat = 0
    public var strokeColor: UIColor?
    public var strokeWidth: CGFloat = 0
    public var backgroundInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    public var customView: UIView?

    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration(backgroundColor: .clear) }
    public static func listCell() -> UIBackgroundConfiguration { listPlainCell() }
    public static func listPlainCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(backgroundColor: .systemBackground) }
    public static func listGroupedCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(backgroundColor: .secondarySystemGroupedBackground)
    }
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(backgroundColor: .systemBackground)
    }
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { clear() }
    public static func listSidebarCell() -> UIBackgroundConfiguration { listGroupedCell() }
    public static func listSidebarHeader() -> UIBackgroundConfiguration { clear() }
    public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration { listGroupedCell() }

    /// `updated(for:)`: the same background for every state; the app's handler sets what
    /// selection changes.
    public func updated(for state: UICellConfigurationState) -> UIBackgroundConfiguration { self }

    public func apply(to view: UIView) {
        view.backgroundColor = backgroundColor
        view.layer.cornerRadius = cornerRadius
        view.layer.borderWidth = strokeWidth
        view.layer.borderColor = strokeColor?.cgColor
    }
}

/// The presets by a leading dot where a cell's `backgroundConfiguration` (an optional
/// configuration of any kind here) takes one: `cell.backgroundConfiguration = .clear()`.
extension BackgroundConfiguration where Self == UIBackgroundConfiguration {
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration.clear() }
    public static func listCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration.listCell() }
    public static func listPlainCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration.listPlainCell() }
    public static func listGroupedCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration.listGroupedCell() }
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration { UIBackgroundConfiguration.listPlainHeaderFooter() }
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { UIBackgroundConfiguration.listGroupedHeaderFooter() }
    public static func listSidebarCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration.listSidebarCell() }
    public static func listSidebarHeader() -> UIBackgroundConfiguration { UIBackgroundConfiguration.listSidebarHeader() }
    public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration.listAccompaniedSidebarCell() }
}

