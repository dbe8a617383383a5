import Foundation
import ReelLayout

/// A scripted collection view: bounds, insets and item counts the test sets directly.
final class TestHost: LayoutHost {
    var bounds: CGRect
    /// An @2x screen: frame origins land on half points.
    var displayScale: CGFloat = 2
    var adjustedContentInset: UIEdgeInsets
    var itemCounts: [Int]
    /// One driver per layout shown, as each collection view drives its own layout.
    private var drivers: [ObjectIdentifier: LayoutPassDriver] = [:]

    init(width: CGFloat = 320, height: CGFloat = 568, items: [Int], inset: UIEdgeInsets = .zero) {
        bounds = CGRect(x: 0, y: 0, width: width, height: height)
        adjustedContentInset = inset
        itemCounts = items
    }

    var numberOfSections: Int { itemCounts.count }

    func numberOfItems(inSection section: Int) -> Int { itemCounts[section] }

    /// Attaches `layout` and runs its first prepare, as a collection view does before display.
    func attach(_ layout: CollectionViewLayout) {
        layout.attach(to: self)
        update(layout)
    }

    /// Moves the bounds as scrolling does and drives the layout as the scene does
    /// (``LayoutPassDriver``): bounds change, then prepare.
    func scroll(_ layout: CollectionViewLayout, toY y: CGFloat) {
        bounds.origin.y = y
        update(layout)
    }

    /// Resizes the bounds (keeping the origin) and drives the layout as the scene does.
    func resize(_ layout: CollectionViewLayout, to size: CGSize) {
        bounds.size = size
        update(layout)
    }

    private func update(_ layout: CollectionViewLayout) {
        var driver = drivers[ObjectIdentifier(layout)] ?? LayoutPassDriver(layout: layout)
        driver.update(bounds: bounds)
        drivers[ObjectIdentifier(layout)] = driver
    }

    /// What the scene queries each frame: the elements in the visible bounds.
    func visibleAttributes(_ layout: CollectionViewLayout) -> [LayoutAttributes] {
        (layout.layoutAttributesForElements(in: bounds) ?? [])
    }
}

/// Collects what a layout logs.
final class ConsoleSpy {
    var lines: [String] = []

    func attach(to layout: CollectionViewLayout) {
        layout.console = { [unowned self] in lines.append($0) }
    }
}
