public import Foundation
public import ReelScroll

/// What UICollectionView answers about the cells on screen, from its layout: ScrollReel draws
/// from attributes, so a cell here is a ``CollectionViewCell`` with the item's geometry
/// applied — the same object while the item stays on screen, a subview of the collection view.
extension LayoutCollectionView {
    /// The attributes of the cells the layout places in the bounds, front to back by zIndex.
    /// - Complexity: what the layout's rect query costs.
    private var visibleCellAttributes: [LayoutAttributes] {
        (collectionViewLayout.layoutAttributesForElements(in: bounds) ?? [])
            .filter { $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.intersects(bounds) }
    }

    /// The index paths of the items on screen, in index-path order.
    public var indexPathsForVisibleItems: [IndexPath] {
        visibleCellAttributes.map(\.indexPath).sorted()
    }

    /// The cells on screen, in index-path order.
    public var visibleCells: [CollectionViewCell] {
        guard !isUpdatingVisibleCells else { return cellsOnScreen.sorted { $0.key < $1.key }.map(\.value) }
        isUpdatingVisibleCells = true
        defer { isUpdatingVisibleCells = false }
        let attributes = visibleCellAttributes.sorted { $0.indexPath < $1.indexPath }
        return showCells(for: attributes)
    }

    /// The cells of the items `attributes` place on screen (in that order): cells that stay keep
    /// their object, cells that left are told to the delegate and kept for reuse, new ones come
    /// from the data source.
    /// - Complexity: O(k log k) for k cells on screen.
    @discardableResult
    package func showCells(for attributes: [LayoutAttributes]) -> [CollectionViewCell] {
        let shown = Set(attributes.map(\.indexPath))
        for (path, cell) in cellsOnScreen.sorted(by: { $0.key < $1.key }) where !shown.contains(path) {
            cell.removeFromSuperview()
            cellsOnScreen[path] = nil
            delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
            enqueueReusableCell(cell)
        }
        return attributes.map(cell(for:))
    }

    /// The cells on screen follow their items through an update (UIKit moves a cell with its
    /// item), and so do the cells made to be measured and the selection; a deleted or reloaded
    /// item's cell is kept in ``leavingCells`` while it animates out. A reconfigured item's cell
    /// on screen is configured again by the data source, which dequeues that same cell (UIKit's
    /// documentation of `reconfigureItems(_:)`: the existing cell, not a new one).
    package func moveCellsOnScreen(through plan: UpdatePlan) {
        var moved: [IndexPath: CollectionViewCell] = [:]
        leavingCells = [:]
        for (path, cell) in cellsOnScreen {
            if !plan.reloadedBefore.contains(path), let destination = plan.destination(ofItemAt: path) {
                moved[destination] = cell
            } else {
                leavingCells[path] = cell
            }
        }
        cellsOnScreen = moved
        var measured: [IndexPath: CollectionViewCell] = [:]
        for (path, cell) in measuredCells where !plan.reloadedBefore.contains(path) {
            if let destination = plan.destination(ofItemAt: path), !plan.reconfigured.contains(destination) { measured[destination] = cell }
        }
        measuredCells = measured
        for path in plan.reconfigured.sorted() {
            guard let cell = cellsOnScreen[path], hasItem(at: path) else { continue }
            reconfiguringCell = (path, cell)
            let configured = ViewRuntime.callingApp("collectionView(_:cellForItemAt:)", on: appDataSource) { cellSource?(path) }
            reconfiguringCell = nil
            guard let configured, configured !== cell else { continue }
            // The data source answered another cell: it takes the item's place.
            enqueueReusableCell(cell)
            cellsOnScreen[path] = configured
            addSubview(configured)
            configured.frame = cell.frame
        }
        // The selection follows its items; a deleted or reloaded item is no longer selected.
        selectedItems = Set(selectedItems.compactMap { plan.reloadedBefore.contains($0) ? nil : plan.destination(ofItemAt: $0) })
    }

    /// The cell of the item at `indexPath`, or nil when it is not on screen.
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
        _ = visibleCells   // brings `cellsOnScreen` up to date
        return cellsOnScreen[indexPath]
    }

    /// The index path of a cell on screen, or nil.
    public func indexPath(for cell: CollectionViewCell) -> IndexPath? {
        cellsOnScreen.first { $0.value === cell }?.key
    }

    /// The item whose cell is at `point` (content coordinates), the frontmost when cells
    /// overlap; nil over no cell.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        let probe = CGRect(x: point.x, y: point.y, width: 0, height: 0).insetBy(dx: -0.5, dy: -0.5)
        return (collectionViewLayout.layoutAttributesForElements(in: probe) ?? [])
            .filter { $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point) }
            .max { $0.zIndex < $1.zIndex }?.indexPath
    }

    /// The cell for `attributes`, made or updated with them.
    /// A cell coming on screen is the app's data source's (else a plain one), and the delegate
    /// hears `willDisplay` once it has the item's geometry.
    private func cell(for attributes: LayoutAttributes) -> CollectionViewCell {
        if let cell = cellsOnScreen[attributes.indexPath] {
            cell.apply(attributes)
            return cell
        }
        let cell = measuredCells.removeValue(forKey: attributes.indexPath)
            ?? (hasItem(at: attributes.indexPath)
                ? ViewRuntime.callingApp("collectionView(_:cellForItemAt:)", on: appDataSource) { cellSource?(attributes.indexPath) } : nil)
            ?? CollectionViewCell(frame: attributes.frame)
        cellsOnScreen[attributes.indexPath] = cell
        addSubview(cell)
        cell.apply(attributes)
        // Its selection, then its configuration for that state, before it shows.
        cell.isSelected = selectedItems.contains(attributes.indexPath)
        cell.setNeedsUpdateConfiguration()
        cell.layoutSubviews()
        delegate?.collectionView(self, willDisplay: cell, forItemAt: attributes.indexPath)
        return cell
    }

    /// The cell of the item at `indexPath` to measure: the one on screen, else one the data
    /// source makes now — kept to be the one that shows, as UIKit sizes the cell it displays.
    package func cellForMeasuring(at indexPath: IndexPath) -> CollectionViewCell? {
        if let cell = cellsOnScreen[indexPath] ?? measuredCells[indexPath] { return cell }
        guard hasItem(at: indexPath), let cell = cellSource?(indexPath) else { return nil }
        measuredCells[indexPath] = cell
        return cell
    }

    /// Whether the data source has the item, by the counts the layout was given; the data
    /// source is never asked for one it does not have. An app's own layout that places one
    /// ends the app with UIKit's exception; ScrollReel's (flow, compositional, list, table)
    /// placing one is ScrollReel's bug, not the app's: the console says so, once, and the item
    /// is left empty.
    private func hasItem(at indexPath: IndexPath) -> Bool {
        guard let host else { return true }
        if indexPath.section >= 0, indexPath.section < host.numberOfSections,
           indexPath.item >= 0, indexPath.item < host.numberOfItems(inSection: indexPath.section) { return true }
        if !ViewRuntime.isScrollReels(type(of: collectionViewLayout)) {
            host.raise(.attributesForMissingCell(at: indexPath))
            return false
        }
        let line = "ScrollReel: its layout placed item [\(indexPath.section), \(indexPath.item)], which the data source does not have; "
            + "this is ScrollReel's bug, not the app's, and the item is left empty"
        if let runtime = ViewRuntime.running, runtime.reportOnce(line) { runtime.log(line) }
        return false
    }

    /// Forgets the cells on screen and the selection: after a reload the data source makes
    /// them again.
    package func discardCellsOnScreen() {
        selectedItems = []
        for (_, cell) in cellsOnScreen { cell.removeFromSuperview() }
        cellsOnScreen = [:]
        leavingCells = [:]
        measuredCells = [:]
    }

    // MARK: - Selection

    /// `indexPathsForSelectedItems`, in index-path order.
    public var indexPathsForSelectedItems: [IndexPath]? { selectedItems.sorted() }

    /// `selectItem(at:animated:scrollPosition:)`: selects the item (alone, unless several may
    /// be selected) and scrolls it to the first position given; nil deselects all. The
    /// delegate is not told, as UIKit does not tell it of selections made in code.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: SelectionScrollPosition) {
        guard let indexPath else { return selectedItems.forEach { deselectItem(at: $0, animated: animated) } }
        guard allowsSelection else { return }
        if !allowsMultipleSelection {
            for other in selectedItems where other != indexPath { deselectItem(at: other, animated: animated) }
        }
        selectedItems.insert(indexPath)
        cellsOnScreen[indexPath]?.isSelected = true
        if let position = scrollPosition.position { scrollToItem(at: indexPath, at: position, animated: animated) }
    }

    /// `deselectItem(at:animated:)`.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedItems.remove(indexPath)
        cellsOnScreen[indexPath]?.isSelected = false
    }

    /// `UICollectionView.ScrollPosition` as `selectItem` takes it: a set, empty for no scroll.
    public struct SelectionScrollPosition: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = SelectionScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = SelectionScrollPosition(rawValue: 1 << 1)
        public static let bottom = SelectionScrollPosition(rawValue: 1 << 2)
        public static let left = SelectionScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = SelectionScrollPosition(rawValue: 1 << 4)
        public static let right = SelectionScrollPosition(rawValue: 1 << 5)

        /// The first position in the set; nil for none.
        var position: ScrollPosition? {
            let order: [(SelectionScrollPosition, ScrollPosition)] = [
                (.top, .top), (.centeredVertically, .centeredVertically), (.bottom, .bottom),
                (.left, .left), (.centeredHorizontally, .centeredHorizontally), (.right, .right),
            ]
            return order.first { contains($0.0) }?.1
        }
    }

    // MARK: - Registering and dequeuing

    /// `register(_:forCellWithReuseIdentifier:)`: `dequeueReusableCell` makes this class.
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        registeredCellClasses[identifier] = cellClass as? CollectionViewCell.Type
    }

    /// A cell that left the screen, prepared for reuse, or a new one of the class registered
    /// for `identifier`. An identifier nothing was registered for raises UIKit's exception (the
    /// app ends) and gives a plain cell.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> CollectionViewCell {
        if let cell = existingCell(withReuseIdentifier: identifier, for: indexPath) { return cell }
        let frame = layoutAttributesForItem(at: indexPath)?.frame ?? .zero
        if registeredCellClasses[identifier] == nil, let make = cellMakers[identifier] {
            let cell = make(frame)
            cell.reuseIdentifier = identifier
            return cell
        }
        guard let cellClass = registeredCellClasses[identifier] else {
            host?.raise(.raised(name: "NSInternalInconsistencyException", reason: Self.unregisteredReason(identifier)))
            return CollectionViewCell(frame: frame)
        }
        let cell = cellClass.init(frame: frame)
        cell.reuseIdentifier = identifier
        return cell
    }

    /// Puts a cell that left the screen (the collection view's, or a section's scrolling
    /// sideways) in the reuse queue of its identifier.
    package func enqueueReusableCell(_ cell: CollectionViewCell) {
        cell.removeFromSuperview()
        if let identifier = cell.reuseIdentifier { reusableCells[identifier, default: []].append(cell) }
    }

    /// The cell a dequeue of `identifier` at `indexPath` gives without making one: the cell on
    /// screen being reconfigured, else one that left the screen, prepared for reuse.
    package func existingCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> CollectionViewCell? {
        if let reconfiguring = reconfiguringCell, reconfiguring.indexPath == indexPath, reconfiguring.cell.reuseIdentifier == identifier {
            return reconfiguring.cell
        }
        return reusedCell(withReuseIdentifier: identifier)
    }

    /// A cell that left the screen with `identifier`, prepared for reuse; nil when none waits.
    package func reusedCell(withReuseIdentifier identifier: String) -> CollectionViewCell? {
        guard let cell = reusableCells[identifier]?.popLast() else { return nil }
        cell.prepareForReuse()
        return cell
    }

    /// UIKit's reason for dequeuing an identifier nothing was registered for.
    static func unregisteredReason(_ identifier: String) -> String {
        "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register "
            + "a nib or a class for the identifier or connect a prototype cell in a storyboard"
    }

    // MARK: - Scrolling


    /// Scrolls so the item at `indexPath` is at `position`, aiming at where the layout has it
    /// now (after a pending reload) and stopping at the content's edges, as UIKit does.
    /// Before the view is laid out on screen, the item is scrolled to at its first layout there.
    public func scrollToItem(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        guard let host, host.hasPlacedContent else { return scrollToItemBeforeScreen = (indexPath, position) }
        // A pending reload reads the data source first: the target is on the current data.
        host.layoutIfNeeded()
        guard let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame else { return }
        let offset = position.contentOffset(showing: frame, in: bounds, adjustedContentInset: adjustedContentInset)
        host.apply(.scroll(to: offset, animated: animated, clampedToContent: true))
    }
}
