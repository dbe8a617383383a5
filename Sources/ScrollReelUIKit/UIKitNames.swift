import Foundation
import ReelCompositional
import ReelGeometry
import ReelLayout
import ReelScroll

// UIKit's names for ScrollReel's layout engine: the same classes, so a layout written against
// UIKit subclasses and overrides the engine itself (no wrappers, no second implementation).

public typealias UICollectionViewLayout = CollectionViewLayout
public typealias UICollectionViewFlowLayout = FlowLayout
public typealias UICollectionViewLayoutAttributes = LayoutAttributes
public typealias UICollectionViewLayoutInvalidationContext = InvalidationContext
public typealias UICollectionViewFlowLayoutInvalidationContext = FlowLayoutInvalidationContext
/// The collection view a layout sees (`collectionView`), with UIKit's members.
public typealias UICollectionView = LayoutCollectionView
public typealias UICollectionViewUpdateItem = CollectionViewUpdateItem
/// The collection view's `delegate`, and the part of it a flow layout asks (UIKit's signatures;
/// every method optional, as in UIKit, through defaults answering the layout's own properties).
public typealias UICollectionViewDelegate = CollectionViewDelegate
public typealias UICollectionViewDelegateFlowLayout = FlowLayoutDelegate
public typealias UICollectionReusableView = CollectionReusableView
public typealias UICollectionViewCell = CollectionViewCell
public typealias UICellConfigurationState = CellConfigurationState
public typealias UIColor = ViewColor
public typealias CACornerMask = CornerMask
public typealias CALayer = ViewLayer
public typealias CAShapeLayer = ShapeLayer
public typealias CGPath = ShapePath
public typealias CALayerCornerCurve = CornerCurve
public typealias UIUserInterfaceIdiom = UserInterfaceIdiom
public typealias UIUserInterfaceStyle = UserInterfaceStyle

// Compositional layout.
public typealias UICollectionViewCompositionalLayout = CompositionalLayout
public typealias UICollectionViewCompositionalLayoutConfiguration = CompositionalLayoutConfiguration
public typealias UICollectionViewCompositionalLayoutSectionProvider = CompositionalLayout.SectionProvider
public typealias NSCollectionLayoutDimension = LayoutDimension
public typealias NSCollectionLayoutSize = LayoutSize
public typealias NSCollectionLayoutSpacing = LayoutSpacing
public typealias NSCollectionLayoutItem = LayoutItem
public typealias NSCollectionLayoutGroup = LayoutGroup
public typealias NSCollectionLayoutSection = LayoutSection
public typealias NSCollectionLayoutBoundarySupplementaryItem = BoundarySupplementaryItem
public typealias NSCollectionLayoutDecorationItem = DecorationItem
public typealias NSCollectionLayoutSupplementaryItem = SupplementaryItem
public typealias NSCollectionLayoutAnchor = LayoutAnchor
public typealias NSDirectionalRectEdge = DirectionalRectEdge
public typealias NSCollectionLayoutEdgeSpacing = EdgeSpacing
public typealias NSCollectionLayoutGroupCustomItem = CustomItem
public typealias NSCollectionLayoutEnvironment = LayoutEnvironment
public typealias NSRectAlignment = RectAlignment
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
public typealias UICollectionLayoutSectionOrthogonalScrollingBehavior = OrthogonalScrollingBehavior
public typealias UICollectionLayoutListConfiguration = ListConfiguration
public typealias UIContentInsetsReference = ContentInsetsReference
public typealias NSCollectionLayoutVisibleItem = VisibleItem
public typealias UICollectionLayoutSectionOrthogonalScrollingProperties = OrthogonalScrollingProperties
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler = VisibleItemsInvalidationHandler
public typealias NSCollectionLayoutGroupCustomItemProvider = LayoutGroup.CustomItemProvider

extension LayoutEnvironment {
    /// `traitCollection`: the display scale, layout direction and, for an iPhone in portrait,
    /// compact width and regular height.
    public var traitCollection: UITraitCollection {
        UITraitCollection(displayScale: displayScale, layoutDirection: layoutDirection)
    }
}

/// The Objective-C era constants, still common in ported code.
public let UICollectionElementKindSectionHeader = ElementKind.sectionHeader
public let UICollectionElementKindSectionFooter = ElementKind.sectionFooter

extension LayoutCollectionView {
    public static let elementKindSectionHeader = ElementKind.sectionHeader
    public static let elementKindSectionFooter = ElementKind.sectionFooter
    public typealias ScrollDirection = ScrollAxis
    public typealias ScrollPosition = ReelScroll.ScrollPosition

    /// `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`: the class
    /// `dequeueReusableSupplementaryView` makes for that kind and identifier.
    public func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
                         withReuseIdentifier identifier: String) {
        registeredSupplementaryClasses[elementKind + "\u{0}" + identifier] = viewClass as? UICollectionReusableView.Type
        supplementaryMakers[elementKind + "\u{0}" + identifier] = nil
    }

    /// A view of the class registered for the kind and identifier, at the element's frame (a
    /// plain one when none was).
    public func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                                 for indexPath: IndexPath) -> UICollectionReusableView {
        let frame = layoutAttributesForSupplementaryElement(ofKind: elementKind, at: indexPath)?.frame ?? .zero
        if let make = supplementaryMakers[elementKind + "\u{0}" + identifier] {
            let view = make(frame)
            view.reuseIdentifier = identifier
            return view
        }
        let type = registeredSupplementaryClasses[elementKind + "\u{0}" + identifier] ?? UICollectionReusableView.self
        let view = type.init(frame: frame)
        view.reuseIdentifier = identifier
        return view
    }

    public typealias ElementCategory = ReelLayout.ElementCategory

    /// The app's data source, held weakly as UIKit holds it: a batch update is checked against
    /// the counts it reports afterwards. Unset, the collection view's own counts answer (what
    /// a layout asks), and an update is checked against the counts its calls imply.
    public var dataSource: UICollectionViewDataSource? {
        get { appDataSource as? UICollectionViewDataSource ?? CountsDataSource() }
        set {
            appDataSource = newValue
            cellSource = newValue.map { source in
                { [weak source, unowned self] indexPath in
                    source?.collectionView(self, cellForItemAt: indexPath) ?? UICollectionViewCell(frame: .zero)
                }
            }
            supplementarySource = newValue.map { source in
                { [weak source, unowned self] kind, indexPath in
                    source?.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath)
                }
            }
            reportedCounts = newValue.map { source in
                { [weak source, unowned self] in
                    guard let source else { return [] }
                    return (0..<source.numberOfSections(in: self)).map { source.collectionView(self, numberOfItemsInSection: $0) }
                }
            }
        }
    }
}

/// The traits a layout reads from its collection view.
/// `UIContentSizeCategory`.
public typealias UIContentSizeCategory = ContentSizeCategory

public typealias UITraitCollection = TraitCollection
public typealias CAShapeLayerLineCap = ShapeLayer.LineCap
public typealias CAShapeLayerLineJoin = ShapeLayer.LineJoin
public typealias CAShapeLayerFillRule = ShapeLayer.FillRule

extension TraitCollection: CustomStringConvertible {
    /// As UIKit prints a trait collection, without the object's address (it would differ every
    /// run): `<UITraitCollection; UserInterfaceIdiom = Phone, DisplayScale = 2, …>`.
    public var description: String {
        let idiom = ["Phone", "Pad", "TV", "CarPlay", "Unspecified", "Mac", "Vision"][userInterfaceIdiom == .unspecified ? 4 : userInterfaceIdiom.rawValue]
        func sizeClass(_ value: UIUserInterfaceSizeClass) -> String { ["Unspecified", "Compact", "Regular"][value.rawValue] }
        let style = ["Unspecified", "Light", "Dark"][userInterfaceStyle.rawValue]
        return "<UITraitCollection; UserInterfaceIdiom = \(idiom), DisplayScale = \(Int(displayScale)), "
            + "HorizontalSizeClass = \(sizeClass(horizontalSizeClass)), VerticalSizeClass = \(sizeClass(verticalSizeClass)), "
            + "UserInterfaceStyle = \(style), LayoutDirection = \(layoutDirection == .leftToRight ? "LeftToRight" : "RightToLeft")>"
    }
}

extension TraitCollection {
    /// The user's text size (the script's `contentSizeCategory`).
    public var preferredContentSizeCategory: UIContentSizeCategory { AppContext.current?.contentSizeCategory ?? .large }

    /// Bold Text is off, and Increase Contrast.
    public var legibilityWeight: UILegibilityWeight { .regular }
    public var accessibilityContrast: UIAccessibilityContrast { .normal }

    /// Whether a colour drawn for these traits may differ from one drawn for `other`'s:
    /// the appearance or the contrast differs.
    public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
        guard let other else { return true }
        return userInterfaceStyle != other.userInterfaceStyle || accessibilityContrast != other.accessibilityContrast
    }

    /// `UITraitCollection.current`: the screen's traits.
    public static var current: UITraitCollection {
        UITraitCollection(displayScale: LayoutScreen.current.scale,
                          layoutDirection: AppContext.current?.isRightToLeft == true ? .rightToLeft : .leftToRight)
    }
}

extension ViewColor {
    /// `UIColor(dynamicProvider:)`: the colour the provider gives for the screen's traits now
    /// (the light appearance).
    public init(dynamicProvider: (UITraitCollection) -> ViewColor) {
        self = dynamicProvider(.current)
    }

    /// `#colorLiteral(red:green:blue:alpha:)`, as Xcode writes a colour picked in the editor:
    /// sRGB components.
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// `UIColor(displayP3Red:green:blue:alpha:)`: the Display P3 colour in sRGB, as it is
    /// drawn — decoded with the sRGB curve both spaces share, taken through the P3-to-sRGB
    /// matrix of their primaries, encoded again; colours outside sRGB are clamped to its edge
    /// (*our reading*: UIKit keeps them as extended sRGB, which an 8-bit frame cannot show).
    public init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func decode(_ value: CGFloat) -> Double {
            let v = Double(value)
            return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
        }
        func encode(_ value: Double) -> CGFloat {
            let v = min(1, max(0, value))
            return CGFloat(v <= 0.0031308 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055)
        }
        let (r, g, b) = (decode(red), decode(green), decode(blue))
        self.init(red: encode(1.224940 * r - 0.224940 * g),
                  green: encode(-0.042057 * r + 1.042057 * g),
                  blue: encode(-0.019638 * r - 0.078636 * g + 1.098274 * b),
                  alpha: alpha)
    }
}

extension ViewColor: _ExpressibleByColorLiteral {}

/// The types an untyped `#colorLiteral` and `#imageLiteral` make, as UIKit declares them.
public typealias _ColorLiteralType = UIColor
public typealias _ImageLiteralType = UIImage



/// `UIScrollView`: a collection view is one; its nested names (`UIScrollView.DecelerationRate.fast`)
/// are there too.
public typealias UIScrollView = ScrollingView
public typealias UITouch = ViewTouch
public typealias UIEvent = ViewEvent
/// `UIScrollViewDelegate`'s methods are the collection view delegate's.
public typealias UIScrollViewDelegate = CollectionViewDelegate

extension DecelerationRate {
    /// The factor per millisecond, as `UIScrollView.DecelerationRate.rawValue`.
    public var rawValue: CGFloat { CGFloat(perMillisecond) }

    /// `UIScrollView.DecelerationRate(_:)`, the same as `init(rawValue:)`.
    public init(_ rawValue: CGFloat) {
        self.init(rawValue: rawValue)
    }

    /// `UIScrollView.DecelerationRate(rawValue:)`: the named rates for their values, else custom
    /// (clamped to a rate that comes to rest, see `perMillisecond`).
    public init(rawValue: CGFloat) {
        switch Double(rawValue) {
        case DecelerationRate.normal.perMillisecond: self = .normal
        case DecelerationRate.fast.perMillisecond: self = .fast
        default: self = .custom(Double(rawValue))
        }
    }
}

/// `UICollectionViewDataSource`: the counts a layout asks for, and the cells the scene draws
/// (`cellForItemAt`, asked as an item comes on screen).
public protocol UICollectionViewDataSource: AnyObject {
    func numberOfSections(in collectionView: UICollectionView) -> Int
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// A header's, footer's or layout's own element's view.
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
    /// Default: one section, as UIKit assumes when the data source does not say.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// Default: an empty view (UIKit raises when a layout places an element the data source
    /// gives no view for; ScrollReel leaves the space empty).
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        UICollectionReusableView(frame: collectionView.layoutAttributesForSupplementaryElement(ofKind: kind, at: indexPath)?.frame ?? .zero)
    }
}

/// Answers a layout's data-source questions from the collection view it is asked about.
private final class CountsDataSource: UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: collectionView.layoutAttributesForItem(at: indexPath)?.frame ?? .zero)
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        collectionView.numberOfSections
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        collectionView.numberOfItems(inSection: section)
    }
}

// MARK: - The screen and the application

/// `UIScreen.main`: the screen of the running simulation (its viewport and scale).
public struct UIScreen: Sendable {
    /// The simulated device's screen.
    public static var main: UIScreen { UIScreen(screen: LayoutScreen.current) }

    let screen: LayoutScreen

    public var bounds: CGRect { screen.bounds }
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: screen.bounds.width * screen.scale, height: screen.bounds.height * screen.scale)
    }
    public var scale: CGFloat { screen.scale }
    public var nativeScale: CGFloat { screen.scale }
    /// The screen's coordinate space, upright: its bounds.
    public var coordinateSpace: UICoordinateSpace { self }
    public var fixedCoordinateSpace: UICoordinateSpace { self }
}

/// `UICoordinateSpace`: a space with bounds — the screen's, a view's.
public protocol UICoordinateSpace {
    var bounds: CGRect { get }
}

extension UIScreen: UICoordinateSpace {}
extension UIView: UICoordinateSpace {}

// MARK: - CoreGraphics spellings

extension ViewColor {
    /// `UIColor(named:)`: the asset catalog's colour set of that name; nil, as on iOS, for a
    /// name the catalog lacks.
    public init?(named name: String) {
        guard let color = AppResources.current.color(named: name) else { return nil }
        self = color
    }

    /// `cgColor`: the colour, for a layer.
    public var cgColor: CGColor { CGColor(self) }

    public init(cgColor: CGColor) { self = cgColor.viewColor }
}


extension UIView {
    /// `overrideUserInterfaceStyle`: kept; the script's `theme` says light or dark.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { .unspecified }
        set {}
    }
}

extension UIViewController {
    /// `overrideUserInterfaceStyle`: kept; the script's `theme` says light or dark.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { .unspecified }
        set {}
    }
}

extension CGSize {
    /// CoreGraphics' `equalTo(_:)`.
    public func equalTo(_ size: CGSize) -> Bool { self == size }
}

extension CGPoint {
    /// CoreGraphics' `equalTo(_:)`.
    public func equalTo(_ point: CGPoint) -> Bool { self == point }
}

extension CGRect {
    /// CoreGraphics' `equalTo(_:)`.
    public func equalTo(_ rect: CGRect) -> Bool { self == rect }
}

extension UIContentSizeCategory {
    /// `UIContentSizeCategory.didChangeNotification`: posted when the user's text size changes
    /// (never during a simulation: the script's category holds for the whole reel).
    public static let didChangeNotification = NSNotification.Name("UIContentSizeCategoryDidChangeNotification")
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"
}

extension NSIndexPath {
    /// `NSIndexPath(item:section:)` and `NSIndexPath(row:section:)`: a section and an item.
    public convenience init(item: Int, section: Int) { self.init(indexes: [section, item], length: 2) }
    public convenience init(row: Int, section: Int) { self.init(indexes: [section, row], length: 2) }
    public var section: Int { index(atPosition: 0) }
    public var item: Int { index(atPosition: 1) }
    public var row: Int { index(atPosition: 1) }
}

/// `UIAxis`: the horizontal and the vertical axis, as options.
public struct UIAxis: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let horizontal = UIAxis(rawValue: 1)
    public static let vertical = UIAxis(rawValue: 2)
    public static let both: UIAxis = [.horizontal, .vertical]
}

extension ScrollAxis {
    /// `UICollectionView.ScrollDirection(rawValue:)` with UIKit's values: vertical 0,
    /// horizontal 1 (a segmented control's index often picks one).
    public init?(rawValue: Int) {
        switch rawValue {
        case 0: self = .vertical
        case 1: self = .horizontal
        default: return nil
        }
    }
}

/// `UILegibilityWeight`: whether the user turned Bold Text on.
public enum UILegibilityWeight: Int, Sendable, Hashable { case unspecified = -1, regular, bold }

/// `UIAccessibilityContrast`: whether the user turned Increase Contrast on.
public enum UIAccessibilityContrast: Int, Sendable, Hashable { case unspecified = -1, normal, high }
