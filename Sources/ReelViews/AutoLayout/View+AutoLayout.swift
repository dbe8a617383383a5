// Auto Layout as view code writes it: anchors, guides, constraints kept by the view,
// hugging and compression resistance. ConstraintLayout solves them.

extension UIView {
    public var firstBaselineAnchor: ConstraintAnchor { ConstraintAnchor(item: self, attribute: .firstBaseline) }
    public var lastBaselineAnchor: ConstraintAnchor { ConstraintAnchor(item: self, attribute: .lastBaseline) }

    /// The view's bounds inset by its layout margins.
    public var layoutMarginsGuide: LayoutGuide { systemGuide(.margins) }
    /// The view's bounds inset by its safe area.
    public var safeAreaLayoutGuide: LayoutGuide { systemGuide(.safeArea) }
    /// The margins guide: on an iPhone the readable width is wider than the margins allow
    /// (ScrollReel's reading of UIKit's readable width, 672 pt at the default text size).
    public var readableContentGuide: LayoutGuide { systemGuide(.readableContent) }

    /// A scroll view's `contentLayoutGuide`: its content area, as big as its content size; constraints
    /// to it from the content's views make the content size.
    package var scrollContentGuide: LayoutGuide { systemGuide(.scrollContent) }
    /// A scroll view's `frameLayoutGuide`: its frame, which the content scrolls under.
    package var scrollFrameGuide: LayoutGuide { systemGuide(.scrollFrame) }

    private func systemGuide(_ kind: LayoutGuide.Kind) -> LayoutGuide {
        if let guide = systemGuides.first(where: { $0.kind == kind }) { return guide }
        let guide = LayoutGuide(kind: kind, owningView: self)
        systemGuides.append(guide)
        return guide
    }

    /// `layoutGuides`: the guides added to the view.
    public var layoutGuides: [LayoutGuide] { addedLayoutGuides }

    public func addLayoutGuide(_ guide: LayoutGuide) {
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        addedLayoutGuides.append(guide)
        needsLayout = true
    }

    public func removeLayoutGuide(_ guide: LayoutGuide) {
        addedLayoutGuides.removeAll { $0 === guide }
        if guide.owningView === self { guide.owningView = nil }
        needsLayout = true
    }

    /// The active constraints the view keeps (those whose first item is the view).
    public var constraints: [LayoutConstraint] { activeConstraints }

    /// `addConstraint(_:)`: activates it (UIKit's older way to install a constraint).
    public func addConstraint(_ constraint: LayoutConstraint) { constraint.isActive = true }
    public func addConstraints(_ constraints: [LayoutConstraint]) { LayoutConstraint.activate(constraints) }
    public func removeConstraint(_ constraint: LayoutConstraint) { constraint.isActive = false }
    public func removeConstraints(_ constraints: [LayoutConstraint]) { LayoutConstraint.deactivate(constraints) }

    public func setNeedsUpdateConstraints() {
        needsUpdateConstraints = true
        setNeedsLayout()
    }

    /// Runs `updateConstraints()` on the views of the tree that need it, top-down.
    public func updateConstraintsIfNeeded() {
        for view in ConstraintLayout.tree(of: self) where view.needsUpdateConstraints {
            view.needsUpdateConstraints = false
            view.updateConstraints()
        }
    }

    /// Whether the view or any view under it is laid out by constraints.
    package var usesAutoLayout: Bool {
        if !activeConstraints.isEmpty || !translatesAutoresizingMaskIntoConstraints { return true }
        return subviews.contains { !$0.isLayoutRoot && $0.usesAutoLayout }
    }

    /// `hasAmbiguousLayout`: whether the constraints leave the view's frame open (ScrollReel
    /// answers false: its solver always settles on one solution).
    public var hasAmbiguousLayout: Bool { false }
}

extension UIView {
    /// `viewWithTag(_:)`: this view or the first view under it, depth first, whose `tag` is `tag`.
    public func viewWithTag(_ tag: Int) -> UIView? {
        var stack = [self]
        while let view = stack.popLast() {
            if view.tag == tag { return view }
            stack.append(contentsOf: view.subviews.reversed())
        }
        return nil
    }
}
