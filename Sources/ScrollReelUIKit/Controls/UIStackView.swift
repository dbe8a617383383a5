public import Foundation
public import ReelLayout

/// `UIStackView`: lays out its arranged subviews with constraints of its own, as UIKit's does —
/// along the axis, first to the stack's leading edge, each `spacing` after the one before
/// (`UISV-spacing`), last to the trailing edge; across it, filling the stack or aligned.
/// Who stretches or shrinks along the axis is the arranged views' hugging and compression
/// resistance. Hidden views drop out. The stack has no size of its own: constrained in a
/// cell, it sizes the cell from what it holds.
open class UIStackView: UIView {
    public private(set) var arrangedSubviews: [UIView] = []
    open var axis = NSLayoutConstraint.Axis.horizontal { didSet { setNeedsUpdateConstraints() } }
    open var spacing: CGFloat = 0 { didSet { setNeedsUpdateConstraints() } }
    open var alignment = Alignment.fill { didSet { setNeedsUpdateConstraints() } }
    open var distribution = Distribution.fill { didSet { setNeedsUpdateConstraints() } }
    open var isLayoutMarginsRelativeArrangement = false { didSet { setNeedsUpdateConstraints() } }
    open var isBaselineRelativeArrangement = false
    /// The constraints the stack made for its arrangement (UIKit's `UISV-` ones).
    private var arrangement: [NSLayoutConstraint] = []
    /// The guides between views that equal spacing keeps equal.
    private var gapGuides: [UILayoutGuide] = []

    public init(arrangedSubviews views: [UIView]) {
        super.init(frame: .zero)
        views.forEach(addArrangedSubview)
    }

    public required init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Adds `view` to the arrangement (and as a subview); it is laid out by constraints from now.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(0, stackIndex), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        setNeedsUpdateConstraints()
    }

    /// Takes `view` out of the arrangement; it stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        setNeedsUpdateConstraints()
    }

    /// `setCustomSpacing(_:after:)`: the gap after `arrangedSubview`.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacing[ObjectIdentifier(arrangedSubview)] = spacing
        setNeedsUpdateConstraints()
    }

    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacing[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    private var customSpacing: [ObjectIdentifier: CGFloat] = [:]
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude

    /// Remakes the arrangement's constraints.
    open override func updateConstraints() {
        NSLayoutConstraint.deactivate(arrangement)
        gapGuides.forEach(removeLayoutGuide)
        gapGuides = []
        arrangement = makeArrangement()
        NSLayoutConstraint.activate(arrangement)
        super.updateConstraints()
    }

    private func makeArrangement() -> [NSLayoutConstraint] {
        // The views shown, still subviews of the stack.
        let shown = arrangedSubviews.filter { !$0.isHidden && $0.superview === self }
        guard !shown.isEmpty else { return [] }
        let vertical = axis == .vertical
        let edges: (leading: NSLayoutAnchor, trailing: NSLayoutAnchor, top: NSLayoutAnchor, bottom: NSLayoutAnchor)
        if isLayoutMarginsRelativeArrangement {
            let guide = layoutMarginsGuide
            edges = (guide.leadingAnchor, guide.trailingAnchor, guide.topAnchor, guide.bottomAnchor)
        } else {
            edges = (leadingAnchor, trailingAnchor, topAnchor, bottomAnchor)
        }
        // Along the axis: `start`/`end` of a view, and the stack's own.
        func start(_ view: UIView) -> NSLayoutAnchor { vertical ? view.topAnchor : view.leadingAnchor }
        func end(_ view: UIView) -> NSLayoutAnchor { vertical ? view.bottomAnchor : view.trailingAnchor }
        func length(_ view: UIView) -> NSLayoutAnchor { vertical ? view.heightAnchor : view.widthAnchor }
        let stackStart = vertical ? edges.top : edges.leading, stackEnd = vertical ? edges.bottom : edges.trailing
        // Across it.
        func acrossStart(_ view: UIView) -> NSLayoutAnchor { vertical ? view.leadingAnchor : view.topAnchor }
        func acrossEnd(_ view: UIView) -> NSLayoutAnchor { vertical ? view.trailingAnchor : view.bottomAnchor }
        func acrossCenter(_ view: UIView) -> NSLayoutAnchor { vertical ? view.centerXAnchor : view.centerYAnchor }
        let stackAcrossStart = vertical ? edges.leading : edges.top, stackAcrossEnd = vertical ? edges.trailing : edges.bottom
        let stackAcrossCenter = isLayoutMarginsRelativeArrangement
            ? (vertical ? layoutMarginsGuide.centerXAnchor : layoutMarginsGuide.centerYAnchor)
            : (vertical ? centerXAnchor : centerYAnchor)

        var made: [NSLayoutConstraint] = []
        made.append(start(shown[0]).constraint(equalTo: stackStart))
        for (previous, next) in zip(shown, shown.dropFirst()) {
            let custom = customSpacing(after: previous)
            let gap = custom == UIStackView.spacingUseDefault ? spacing : custom
            switch distribution {
            case .equalSpacing, .equalCentering:
                made.append(start(next).constraint(greaterThanOrEqualTo: end(previous), constant: gap))
            default:
                made.append(start(next).constraint(equalTo: end(previous), constant: gap))
            }
        }
        made.append(end(shown[shown.count - 1]).constraint(equalTo: stackEnd))
        switch distribution {
        case .fillEqually:
            for view in shown.dropFirst() { made.append(length(view).constraint(equalTo: length(shown[0]))) }
        case .equalSpacing where shown.count > 2, .equalCentering where shown.count > 2:
            // Equal gaps: each gap the first one's, through spacer guides.
            var gaps: [UILayoutGuide] = []
            for (previous, next) in zip(shown, shown.dropFirst()) {
                let gap = UILayoutGuide()
                addLayoutGuide(gap)
                gaps.append(gap)
                gapGuides.append(gap)
                made.append(vertical ? gap.topAnchor.constraint(equalTo: end(previous)) : gap.leadingAnchor.constraint(equalTo: end(previous)))
                made.append(vertical ? gap.bottomAnchor.constraint(equalTo: start(next)) : gap.trailingAnchor.constraint(equalTo: start(next)))
            }
            for gap in gaps.dropFirst() {
                made.append(vertical ? gap.heightAnchor.constraint(equalTo: gaps[0].heightAnchor)
                                     : gap.widthAnchor.constraint(equalTo: gaps[0].widthAnchor))
            }
        default:
            break
        }
        for view in shown {
            switch alignment {
            case .fill:
                made += [acrossStart(view).constraint(equalTo: stackAcrossStart), acrossEnd(view).constraint(equalTo: stackAcrossEnd)]
            case .leading, .firstBaseline:
                made += [acrossStart(view).constraint(equalTo: stackAcrossStart),
                         acrossEnd(view).constraint(lessThanOrEqualTo: stackAcrossEnd)]
            case .trailing, .lastBaseline:
                made += [acrossEnd(view).constraint(equalTo: stackAcrossEnd),
                         acrossStart(view).constraint(greaterThanOrEqualTo: stackAcrossStart)]
            case .center:
                made += [acrossCenter(view).constraint(equalTo: stackAcrossCenter),
                         acrossStart(view).constraint(greaterThanOrEqualTo: stackAcrossStart)]
            }
        }
        if alignment != .fill {
            // The stack hugs its tallest (widest) view across the axis, as UIKit's
            // `UISV-canvas-fit` constraint does, when nothing else sizes it.
            let hug = vertical ? widthAnchor.constraint(equalToConstant: 0) : heightAnchor.constraint(equalToConstant: 0)
            hug.priority = UILayoutPriority(49)
            made.append(hug)
        }
        for constraint in made { constraint.identifier = "UISV-\(constraint.relation == .equal ? "spacing" : "alignment")" }
        return made
    }

    /// `UIStackView.Alignment`.
    public enum Alignment: Int, Sendable {
        case fill, leading, center, trailing, firstBaseline, lastBaseline

        public static let top = Alignment.leading
        public static let bottom = Alignment.trailing
    }

    /// `UIStackView.Distribution`.
    public enum Distribution: Int, Sendable { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }
}
