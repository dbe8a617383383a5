public import Foundation
import ReelGeometry

extension LayoutPassDriver {
    /// Performs a batch update the way `UICollectionView` does when the update block ends:
    ///
    /// 1. keeps the layout's answers around the visible rect (one screen to each side);
    /// 2. `applyData` changes the counts the host reports; the layout is invalidated, then
    ///    `prepare()` and `prepare(forCollectionViewUpdates:)` run;
    /// 3. `settle` receives the new content size and returns the bounds after the update (where
    ///    the host keeps, clamps or lets the layout move the offset);
    /// 4. the layout is asked the initial attributes of every element on screen after the
    ///    update and the final attributes of every element leaving it, then
    ///    `finalizeCollectionViewUpdates()`.
    ///
    /// An offset change is animated with the elements, as UIKit animates the bounds inside the
    /// update: every start is moved by it, which draws the same as moving the bounds.
    /// - Complexity: O(k log k) for k elements within a screen of the visible rect, plus the
    ///   layout's own work.
    public mutating func performUpdate(_ plan: UpdatePlan, at time: TimeInterval, bounds oldBounds: CGRect,
                                       applyData: () -> Void, settle: (CGSize) -> CGRect) -> UpdateTransition {
        layout.prepareIfNeeded()
        let around = oldBounds.insetBy(dx: -oldBounds.width, dy: -oldBounds.height)
        let beforeList = (layout.layoutAttributesForElements(in: around) ?? []).map { $0.copied() }
        var before: [ElementKey: LayoutAttributes] = [:]
        for attributes in beforeList where before[ElementKey(attributes)] == nil {
            before[ElementKey(attributes)] = attributes
        }

        applyData()
        layout.planBeingApplied = plan
        layout.invalidateForDataChange()
        layout.planBeingApplied = nil
        dropHeldAttributes()
        layout.prepareIfNeeded()
        layout.currentUpdate = LayoutUpdate(plan: plan, before: before)
        defer { layout.currentUpdate = nil }
        layout.prepare(forCollectionViewUpdates: plan.updateItems())

        let newBounds = settle(layout.collectionViewContentSize)
        update(bounds: newBounds)
        let afterList = (layout.layoutAttributesForElements(in: newBounds) ?? []).filter { $0.frame.overlaps(newBounds) }

        // Views the layout adds or removes beyond the sections' own, asked per kind on screen.
        func kinds(_ category: ElementCategory) -> [String] {
            Set((beforeList + afterList).filter { $0.representedElementCategory == category }
                .compactMap(\.representedElementKind)).sorted()
        }
        for kind in kinds(.supplementaryView) {
            layout.currentUpdate?.insertedViews[kind, default: []].formUnion(layout.indexPathsToInsertForSupplementaryView(ofKind: kind))
            layout.currentUpdate?.deletedViews[kind, default: []].formUnion(layout.indexPathsToDeleteForSupplementaryView(ofKind: kind))
        }
        for kind in kinds(.decorationView) {
            layout.currentUpdate?.insertedViews[kind, default: []].formUnion(layout.indexPathsToInsertForDecorationView(ofKind: kind))
            layout.currentUpdate?.deletedViews[kind, default: []].formUnion(layout.indexPathsToDeleteForDecorationView(ofKind: kind))
        }

        let shift = CGPoint(x: newBounds.minX - oldBounds.minX, y: newBounds.minY - oldBounds.minY)
        func shifted(_ attributes: LayoutAttributes) -> LayoutAttributes {
            guard shift != .zero else { return attributes }
            let copy = attributes.copied()
            copy.frame = copy.frame.offsetBy(dx: shift.x, dy: shift.y)
            return copy
        }
        var transition = UpdateTransition(startTime: time)
        for end in afterList {
            let key = ElementKey(end)
            let start: LayoutAttributes?
            let isNew: Bool
            switch key.category {
            case .cell:
                start = layout.initialLayoutAttributesForAppearingItem(at: key.indexPath)
                isNew = plan.cellSource(ofItemAt: key.indexPath) == nil
            case .supplementaryView:
                start = layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: key.kind ?? "", at: key.indexPath)
                isNew = isNewView(key, plan: plan)
            case .decorationView:
                start = layout.initialLayoutAttributesForAppearingDecorationElement(ofKind: key.kind ?? "", at: key.indexPath)
                isNew = isNewView(key, plan: plan)
            }
            transition.arriving[key] = UpdateTransition.Track(key: key, start: shifted(start ?? end), end: end,
                                                              role: isNew ? .appearing : .moving)
        }
        for old in beforeList where old.frame.overlaps(oldBounds) {
            let key = ElementKey(old)
            let destination = self.destination(of: key, plan: plan)
            if let destination, transition.arriving[destination] != nil { continue }
            let end: LayoutAttributes?
            switch key.category {
            case .cell:
                end = layout.finalLayoutAttributesForDisappearingItem(at: key.indexPath)
            case .supplementaryView:
                end = layout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: key.kind ?? "", at: key.indexPath)
            case .decorationView:
                end = layout.finalLayoutAttributesForDisappearingDecorationElement(ofKind: key.kind ?? "", at: key.indexPath)
            }
            let track = UpdateTransition.Track(key: destination ?? key, start: shifted(old), end: end ?? shifted(old),
                                               role: destination == nil ? .disappearing : .moving)
            transition.leaving.append(track)
        }
        layout.finalizeCollectionViewUpdates()
        return transition
    }

    /// Whether a header, footer or decoration view after the update is new: its section was
    /// inserted or reloaded, or the layout named it.
    private func isNewView(_ key: ElementKey, plan: UpdatePlan) -> Bool {
        if layout.currentUpdate?.insertedViews[key.kind ?? ""]?.contains(key.indexPath) == true { return true }
        guard let section = key.indexPath.first else { return false }
        return plan.source(ofSection: section) == nil
    }

    /// Where an element before the update is after it; nil when it is deleted.
    private func destination(of key: ElementKey, plan: UpdatePlan) -> ElementKey? {
        switch key.category {
        case .cell:
            return plan.cellDestination(ofItemAt: key.indexPath).map { key.moved(to: $0) }
        case .supplementaryView, .decorationView:
            if layout.currentUpdate?.deletedViews[key.kind ?? ""]?.contains(key.indexPath) == true { return nil }
            guard let section = key.indexPath.first, let moved = plan.destination(ofSection: section) else { return nil }
            var path = key.indexPath
            path[0] = moved
            return key.moved(to: path)
        }
    }
}
