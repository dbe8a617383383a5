public import Foundation

/// `UICollectionReusableView`: a view a collection view places from layout attributes.
open class CollectionReusableView: UIView {
    /// The identifier it was registered with; nil for views the collection view made itself.
    open var reuseIdentifier: String?

    /// Its collection view places and sizes it: the window's layout pass stops here.
    public required init(frame: CGRect) {
        super.init(frame: frame)
        isLayoutRoot = true
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isLayoutRoot = true
    }

    /// Takes the attributes' geometry, as UIKit applies them before the view shows.
    open func apply(_ layoutAttributes: LayoutAttributes) {
        frame = layoutAttributes.frame
        alpha = layoutAttributes.alpha
        isHidden = layoutAttributes.isHidden
        transform = layoutAttributes.transform
    }

    /// What the view asks for when the layout gives it `layoutAttributes`: by default their
    /// size fitted to the view's constraints, as UIKit's default does: both sizes free
    /// (`fittingSizeLevel`), but a side the layout does not estimate (a compositional item's
    /// fixed or fractional width) is kept (`required`). A view without constraints answers
    /// what its `sizeThatFits(_:)` does (below).
    open func preferredLayoutAttributesFitting(_ layoutAttributes: LayoutAttributes) -> LayoutAttributes {
        var size = systemLayoutSizeFitting(layoutAttributes.size,
                                           withHorizontalFittingPriority: layoutAttributes.fixesWidth ? .required : .fittingSizeLevel,
                                           verticalFittingPriority: layoutAttributes.fixesHeight ? .required : .fittingSizeLevel)
        if layoutAttributes.fixesWidth { size.width = layoutAttributes.size.width }
        if layoutAttributes.fixesHeight { size.height = layoutAttributes.size.height }
        guard size != layoutAttributes.size else { return layoutAttributes }
        let preferred = layoutAttributes.copied()
        preferred.frame.size = size
        return preferred
    }

    /// A reusable view with no constraints in its tree answers its `sizeThatFits(_:)`: the other
    /// of UIKit's ways for a cell to self-size (WWDC 2014, "What's New in Table and Collection
    /// Views"). UIView's default answers the view's own size, so such a cell keeps its estimate.
    open override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        usesAutoLayout ? super.systemLayoutSizeFitting(targetSize) : sizeThatFits(targetSize)
    }

    /// Called before the view is used again; the default does nothing.
    open func prepareForReuse() {}
}

/// `UICollectionViewCell`: a reusable view with a `contentView` for the app's subviews.
open class CollectionViewCell: CollectionReusableView {
    /// The storyboard segue selecting the cell performs (a prototype cell's), before the
    /// delegate hears of the selection, as UIKit's order has it.
    package final var selectionSegue: (() -> Void)?
    /// Where a cell's content goes; it fills the cell.
    public let contentView = UIView()

    /// Selected (the collection view selected its item): the configuration updates.
    open var isSelected = false { didSet { if isSelected != oldValue { setNeedsUpdateConfiguration() } } }
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { setNeedsUpdateConfiguration() } } }
    /// `configurationUpdateHandler`: run with the cell's state whenever its configuration
    /// updates — before it first shows, and when its state changes.
    open var configurationUpdateHandler: ((CollectionViewCell, CellConfigurationState) -> Void)? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// `configurationState`: what the cell's configuration is made for.
    open var configurationState: CellConfigurationState {
        CellConfigurationState(isSelected: isSelected, isHighlighted: isHighlighted)
    }

    /// `updateConfiguration(using:)`: sets the cell's configurations for `state`; the default
    /// runs ``configurationUpdateHandler``. Overrides call `super`.
    open func updateConfiguration(using state: CellConfigurationState) {
        configurationUpdateHandler?(self, state)
    }

    /// `setNeedsUpdateConfiguration()`: the configuration updates now. *Our reading:* UIKit
    /// updates it before the next layout, which is before the next frame is drawn either way.
    open func setNeedsUpdateConfiguration() {
        guard !isUpdatingConfiguration else { return }
        isUpdatingConfiguration = true
        updateConfiguration(using: configurationState)
        isUpdatingConfiguration = false
    }
    private var isUpdatingConfiguration = false
    /// `contentConfiguration`: what the cell shows; its content view fills the content view.
    open var contentConfiguration: ContentConfiguration? {
        didSet {
            configuredView?.removeFromSuperview()
            configuredView = contentConfiguration?.makeContentView()
            if let configuredView {
                configuredView.frame = CGRect(origin: .zero, size: contentView.frame.size)
                contentView.addSubview(configuredView)
            }
        }
    }
    /// The view the content configuration made.
    package private(set) var configuredView: UIView?
    /// `backgroundConfiguration`: the cell's background colour, corners and stroke.
    open var backgroundConfiguration: BackgroundConfiguration? {
        didSet { backgroundConfiguration?.apply(to: self) }
    }

    public required init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contentView)
        contentView.frame = CGRect(origin: .zero, size: frame.size)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    /// A cell showing a content configuration is as large as the configuration's view says;
    /// otherwise its own size (UIView's default).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        configuredView?.sizeThatFits(size) ?? super.sizeThatFits(size)
    }

    /// The content view keeps filling the cell, and a configuration's view the content view.
    open override var frame: CGRect {
        didSet {
            contentView.frame = CGRect(origin: .zero, size: frame.size)
            configuredView?.frame = CGRect(origin: .zero, size: frame.size)
        }
    }
}

/// `UIBackgroundConfiguration` as a cell applies it: what it sets on the cell's view.
public protocol BackgroundConfiguration {
    func apply(to view: UIView)
}

/// `UIContentConfiguration`: a description of a cell's content (a list row's text and image),
/// and the view that shows it.
public protocol ContentConfiguration {
    func makeContentView() -> UIView
}

extension ContentConfiguration {
    /// An empty view, for a configuration that shows nothing of its own.
    public func makeContentView() -> UIView { UIView() }
}

/// `UICellConfigurationState`: the state a cell's configuration is updated for.
public struct CellConfigurationState: Sendable, Hashable {
    public var isSelected = false
    public var isHighlighted = false
    public var isFocused = false
    public var isDisabled = false
    public var isEditing = false
    public var isExpanded = false
    public var isSwiped = false
    public var isReordering = false

    public init(isSelected: Bool = false, isHighlighted: Bool = false) {
        self.isSelected = isSelected
        self.isHighlighted = isHighlighted
    }
}
