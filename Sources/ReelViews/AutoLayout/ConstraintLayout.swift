import Foundation
import ReelGeometry

/// One solve of a view tree's constraints: the root's size fixed (a layout pass) or asked for
/// at priorities (a fitting size), every view's edges and size unknowns, and the constraints
/// UIKit's engine would hold — the app's, each view's intrinsic size with its hugging and
/// compression resistance, and the autoresizing masks of views that translate them.
///
/// A required constraint that cannot hold is broken, as UIKit breaks it, with UIKit's console
/// text naming the conflicting set; the rest of the layout goes on.
struct ConstraintLayout {
    enum Mode {
        case layout
        case fitting(CGSize, horizontal: LayoutPriority, vertical: LayoutPriority)
    }

    /// A view's (or a guide's) four unknowns, in the root's coordinates.
    struct Box { let left, top, width, height: SimplexSolver.Symbol }

    /// A constraint as the engine holds it, with the text the console names it by.
    struct Term {
        let expression: LinearExpression
        let relation: SimplexSolver.Relation
        let priority: LayoutPriority
        let description: String
        /// An intrinsic size's hugging or compression resistance: at the same priority, the
        /// app's own constraints are met first (*our reading*, docs/facts.md "Auto Layout").
        var isContentSize = false

        /// Where the solve ranks it among the optional terms: by priority, then the app's own
        /// before a content size's.
        var rank: Double { Double(priority.rawValue) * 2 + (isContentSize ? 0 : 1) }

        /// The term as a solve's configuration lists it: its unknowns in id order.
        var row: Configuration.Row {
            let unknowns = expression.terms.keys.sorted()
            return Configuration.Row(unknowns: unknowns.map(\.id), coefficients: unknowns.map { expression.terms[$0]! },
                                     constant: expression.constant, relation: relation, priority: priority.rawValue,
                                     description: description)
        }
    }

    /// A solve's input, as the solver sees it: every term's coefficients by unknown, constant,
    /// relation, priority and name. Two trees with equal configurations (the same constraints,
    /// contents and target) have the same solution.
    struct Configuration: Hashable, Sendable {
        struct Row: Hashable, Sendable {
            let unknowns: [Int]
            let coefficients: [Double]
            let constant: Double
            let relation: SimplexSolver.Relation
            let priority: Float
            let description: String
        }

        let unknownCount: Int
        let rows: [Row]
    }

    private let root: UIView
    private let views: [UIView]
    private let mode: Mode
    /// The last solve's value of each unknown, at its id − 1 (the boxes' unknowns are the first
    /// ids, from 1).
    private var solution: [Double] = []
    private var boxes: [ObjectIdentifier: Box] = [:]
    /// The content area of each scroll view whose content constraints reach (by the scroll view).
    private var contentBoxes: [ObjectIdentifier: Box] = [:]
    /// Which axes of each scroll view's content area constraints size (trailing or width,
    /// bottom or height).
    private var constrainedContentAxes: [ObjectIdentifier: (horizontal: Bool, vertical: Bool)] = [:]
    private let isRightToLeft: Bool

    private init(root: UIView, mode: Mode) {
        self.root = root
        self.mode = mode
        views = Self.tree(of: root)
        isRightToLeft = ViewRuntime.running?.isRightToLeft ?? false
    }

    // MARK: - Entry points

    /// How many rounds a layout pass runs at most: a hand layout that keeps asking for another
    /// pass after that has a layout that never settles (UIKit would lay out for ever).
    static let maximumRounds = 16

    /// Lays out `root`'s tree: solves its constraints with its size as it is, applies the
    /// frames, then runs `layoutSubviews()` top-down on the views that need it; again while
    /// those hand layouts resize views the constraints depend on, at most ``maximumRounds``
    /// times — after which the view still asking for layout is reported to the runtime
    /// (``ViewRuntime/unsettledLayout``).
    /// - Complexity: O(v) when nothing changed; a solve is O(c²) for c constraints.
    static func layOut(_ root: UIView) {
        guard !root.isLayingOut else { return }
        root.isLayingOut = true
        defer { root.isLayingOut = false }
        for _ in 0..<maximumRounds {
            root.updateConstraintsIfNeeded()
            let views = tree(of: root)
            guard views.contains(where: \.needsLayout) else { return }
            if root.usesAutoLayout {
                var layout = ConstraintLayout(root: root, mode: .layout)
                layout.solveAndApply()
            }
            for view in views where view.needsLayout {
                view.needsLayout = false
                // A view controller hears its view lay out, before and after.
                if let owner = view.owningController {
                    ViewRuntime.callingApp("viewWillLayoutSubviews()", on: owner) { owner.viewWillLayoutSubviews() }
                }
                ViewRuntime.callingApp("layoutSubviews()", on: view) { view.layoutSubviews() }
                if let owner = view.owningController {
                    ViewRuntime.callingApp("viewDidLayoutSubviews()", on: owner) { owner.viewDidLayoutSubviews() }
                }
            }
        }
        // Every round used and a view still asks for another: the layout does not settle.
        if let unsettled = tree(of: root).first(where: \.needsLayout), let runtime = ViewRuntime.running, runtime.unsettledLayout == nil {
            runtime.unsettledLayout = UIView.className(of: unsettled)
        }
    }

    /// The size `view`'s constraints give it at `target` with these fitting priorities.
    static func fittingSize(of view: UIView, target: CGSize, horizontal: LayoutPriority, vertical: LayoutPriority) -> CGSize {
        view.updateConstraintsIfNeeded()
        var layout = ConstraintLayout(root: view, mode: .fitting(target, horizontal: horizontal, vertical: vertical))
        guard let box = layout.solve() else { return target }
        return CGSize(width: layout.value(of: box.width), height: layout.value(of: box.height))
    }

    // MARK: - Solving

    /// Solves, then measures wrapping labels at the widths they got and solves again until
    /// their heights settle (UIKit's two-pass layout of multi-line labels). Returns the root's box.
    private mutating func solve() -> Box? {
        var rootBox: Box?
        for _ in 0..<4 {
            rootBox = solveOnce()
            var changed = false
            for view in views where (view as? TextDrawingView)?.wrapsText == true || view is WidthDependentView {
                guard let box = boxes[ObjectIdentifier(view)] else { continue }
                let width = CGFloat(value(of: box.width))
                if let known = view.engineWidth, abs(known - width) < 0.01 { continue }
                view.engineWidth = width
                changed = true
            }
            if !changed { break }
        }
        return rootBox
    }

    private mutating func solveOnce() -> Box? {
        boxes = [:]
        var terms: [Term] = []
        var nextSymbol = SimplexSolver(levels: 1)
        for view in views {
            boxes[ObjectIdentifier(view)] = Box(left: nextSymbol.makeVariable(), top: nextSymbol.makeVariable(),
                                                width: nextSymbol.makeVariable(), height: nextSymbol.makeVariable())
            for guide in view.addedLayoutGuides {
                boxes[ObjectIdentifier(guide)] = Box(left: nextSymbol.makeVariable(), top: nextSymbol.makeVariable(),
                                                     width: nextSymbol.makeVariable(), height: nextSymbol.makeVariable())
            }
        }
        terms += contentAreaTerms(symbols: &nextSymbol)
        terms += rootTerms()
        for view in views where view !== root {
            if view.translatesAutoresizingMaskIntoConstraints { terms += autoresizingTerms(view) }
        }
        for view in views where !view.translatesAutoresizingMaskIntoConstraints || view === root {
            terms += intrinsicTerms(view)
        }
        for view in views {
            for constraint in view.activeConstraints {
                if let term = term(for: constraint) { terms.append(term) }
            }
        }
        let unknowns = nextSymbol.symbolCount
        let configuration = Configuration(unknownCount: unknowns, rows: terms.map(\.row))
        // The same configuration was solved earlier in this simulation: its solution stands (and
        // any conflict it had was reported then).
        if let runtime = ViewRuntime.running {
            solution = runtime.constraintSolutions.value(for: configuration) {
                runtime.constraintSolves += 1
                return Self.solve(terms, from: nextSymbol, unknowns: unknowns)
            }
        } else {
            solution = Self.solve(terms, from: nextSymbol, unknowns: unknowns)
        }
        return boxes[ObjectIdentifier(root)]
    }

    /// Solves `terms`, required ones first (a required one that cannot hold is broken, with
    /// UIKit's report), then the optional ones rank by rank; returns the values of the unknowns
    /// with ids 1…`unknowns`.
    private static func solve(_ terms: [Term], from symbols: SimplexSolver, unknowns: Int) -> [Double] {
        let optional = Set(terms.filter { $0.priority < .required }.map(\.rank)).sorted(by: >)
        let levels = Dictionary(uniqueKeysWithValues: optional.enumerated().map { ($1, $0) })
        // The symbols already handed out come first, so the solver's own ids follow them.
        var solver = symbols
        solver.reset(levels: max(1, optional.count))
        var added: [Term] = []
        for term in terms where term.priority >= .required {
            do {
                try solver.add(term.expression, term.relation, level: nil)
                added.append(term)
            } catch {
                reportConflict(breaking: term, after: added, in: solver)
            }
        }
        for term in terms where term.priority < .required {
            try? solver.add(term.expression, term.relation, level: levels[term.rank])
        }
        return (1...max(1, unknowns)).map { solver.value(of: SimplexSolver.Symbol(id: $0, kind: .external)) }
    }

    /// The last solve's value of `unknown`.
    private func value(of unknown: SimplexSolver.Symbol) -> Double {
        solution.indices.contains(unknown.id - 1) ? solution[unknown.id - 1] : 0
    }

    /// Sets each constrained view's frame from the solution, on the pixel grid as UIKit rounds
    /// the engine's values.
    private mutating func solveAndApply() {
        guard solve() != nil else { return }
        let scale = max(1, ViewRuntime.running?.displayScale ?? 1)
        func pixel(_ value: Double) -> CGFloat { (CGFloat(value) * scale).rounded() / scale }
        func edges(_ box: Box) -> CGRect {
            let left = pixel(value(of: box.left)), top = pixel(value(of: box.top))
            let right = pixel(value(of: box.left) + value(of: box.width))
            let bottom = pixel(value(of: box.top) + value(of: box.height))
            return CGRect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
        }
        for view in views where view !== root && !view.translatesAutoresizingMaskIntoConstraints {
            guard let box = boxes[ObjectIdentifier(view)], let superview = view.superview,
                  let superBox = boxes[ObjectIdentifier(superview)] else { continue }
            let rect = edges(box), superRect = edges(superBox), origin = Self.contentOrigin(of: superview)
            let frame = CGRect(x: rect.minX - superRect.minX + origin.x, y: rect.minY - superRect.minY + origin.y,
                               width: rect.width, height: rect.height)
            if view.frame != frame { view.frame = frame }
        }
        // A scroll view's content size, on the axes its content's constraints size.
        for (id, box) in contentBoxes {
            guard let view = views.first(where: { ObjectIdentifier($0) == id }) else { continue }
            let axes = constrainedContentAxes[id] ?? (false, false)
            let size = edges(box).size
            view.contentSizeFromConstraints = (axes.horizontal ? size.width : nil, axes.vertical ? size.height : nil)
        }
        for view in views {
            guard let ownerBox = boxes[ObjectIdentifier(view)] else { continue }
            let owner = edges(ownerBox)
            for guide in view.addedLayoutGuides {
                guard let box = boxes[ObjectIdentifier(guide)] else { continue }
                guide.layoutFrame = edges(box).offsetBy(dx: -owner.minX, dy: -owner.minY)
            }
        }
    }

    // MARK: - The engine's own constraints

    /// The root at the origin; its size the bounds' (a layout pass, UIKit's encapsulated
    /// size) or the target at the fitting priorities.
    private func rootTerms() -> [Term] {
        guard let box = boxes[ObjectIdentifier(root)] else { return [] }
        let name = LayoutConstraint.name(of: root)
        var terms = [Term(expression: LinearExpression(box.left), relation: .equal, priority: .required,
                          description: "<NSLayoutConstraint '\(Self.encapsulated)-Left' \(name).minX == 0   (active)>"),
                     Term(expression: LinearExpression(box.top), relation: .equal, priority: .required,
                          description: "<NSLayoutConstraint '\(Self.encapsulated)-Top' \(name).minY == 0   (active)>")]
        let (size, horizontal, vertical): (CGSize, LayoutPriority, LayoutPriority) = switch mode {
        case .layout: (root.bounds.size, .required, .required)
        case let .fitting(target, horizontal, vertical): (target, horizontal, vertical)
        }
        for (symbol, value, priority, axis) in [(box.width, size.width, horizontal, "Width"), (box.height, size.height, vertical, "Height")] {
            let label = axis.lowercased()
            let suffix = priority < .required ? " @\(LayoutConstraint.format(CGFloat(priority.rawValue)))" : ""
            terms.append(Term(expression: LinearExpression(symbol) + -Double(value), relation: .equal, priority: min(priority, .required),
                              description: "<NSLayoutConstraint '\(Self.encapsulated)-\(axis)' \(name).\(label) == "
                                  + "\(LayoutConstraint.format(value))\(suffix)   (active)>"))
        }
        return terms
    }

    static let encapsulated = "UIView-Encapsulated-Layout"

    /// UIKit's constraints for a view that translates its autoresizing mask: each of the left
    /// margin, width and right margin (and top, height, bottom) is kept, or, when flexible,
    /// takes a share of the superview's change in proportion to its size now.
    private func autoresizingTerms(_ view: UIView) -> [Term] {
        guard let superview = view.superview, let box = boxes[ObjectIdentifier(view)],
              let superBox = boxes[ObjectIdentifier(superview)] else { return [] }
        let origin = Self.contentOrigin(of: superview)
        let frame = view.frame.offsetBy(dx: -origin.x, dy: -origin.y)
        let mask = view.autoresizingMask
        // UIKit's shorthand: `&` flexible, `-` fixed, for the leading margin, size, trailing margin.
        func code(_ parts: [AutoresizingMask]) -> String { parts.map { mask.contains($0) ? "&" : "-" }.joined() }
        let tag = "h=\(code([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin])) v=\(code([.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]))"
        let name = LayoutConstraint.name(of: view)
        func axis(start: CGFloat, length: CGFloat, total: CGFloat, flexible: [Bool],
                  position: SimplexSolver.Symbol, size: SimplexSolver.Symbol,
                  superStart: SimplexSolver.Symbol, superSize: SimplexSolver.Symbol, names: (String, String)) -> [Term] {
            let parts = [start, length, total - start - length]
            let fixed = zip(parts, flexible).filter { !$1 }.map(\.0).reduce(0, +)
            let flexibleSum = zip(parts, flexible).filter { $1 }.map(\.0).reduce(0, +)
            let flexibleCount = flexible.filter { $0 }.count
            func share(_ index: Int) -> Double {
                flexibleSum > 0 ? Double(parts[index] / flexibleSum) : 1 / Double(max(1, flexibleCount))
            }
            // start: superStart + (fixed part, or its share of superSize − fixed)
            var startValue = LinearExpression(superStart) + Double(start)
            if flexible[0] { startValue = LinearExpression(superStart) + (LinearExpression(superSize) + -Double(fixed)) * share(0) }
            var sizeValue = LinearExpression(constant: Double(length))
            if flexible[1] { sizeValue = (LinearExpression(superSize) + -Double(fixed)) * share(1) }
            return [Term(expression: LinearExpression(position) - startValue, relation: .equal, priority: .required,
                         description: "<NSAutoresizingMaskLayoutConstraint \(tag) \(name).\(names.0) == \(LayoutConstraint.format(start))   (active)>"),
                    Term(expression: LinearExpression(size) - sizeValue, relation: .equal, priority: .required,
                         description: "<NSAutoresizingMaskLayoutConstraint \(tag) \(name).\(names.1) == \(LayoutConstraint.format(length))   (active)>")]
        }
        return axis(start: frame.minX, length: frame.width, total: superview.bounds.width,
                    flexible: [mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)],
                    position: box.left, size: box.width, superStart: superBox.left, superSize: superBox.width, names: ("minX", "width"))
            + axis(start: frame.minY, length: frame.height, total: superview.bounds.height,
                   flexible: [mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)],
                   position: box.top, size: box.height, superStart: superBox.top, superSize: superBox.height, names: ("minY", "height"))
    }

    /// The intrinsic size as two constraints per axis: no larger at the hugging priority, no
    /// smaller at the compression resistance (`NSContentSizeLayoutConstraint`).
    private func intrinsicTerms(_ view: UIView) -> [Term] {
        guard let box = boxes[ObjectIdentifier(view)] else { return [] }
        let size = view.intrinsicContentSize
        let name = LayoutConstraint.name(of: view)
        var terms: [Term] = []
        for (index, value, symbol, label) in [(0, size.width, box.width, "width"), (1, size.height, box.height, "height")] where value >= 0 {
            let hugging = view.huggingPriorities[index], compression = view.compressionPriorities[index]
            let format = LayoutConstraint.format
            terms.append(Term(expression: LinearExpression(symbol) + -Double(value), relation: .lessThanOrEqual, priority: hugging,
                              description: "<NSContentSizeLayoutConstraint \(name).\(label) <= \(format(value)) "
                                  + "Hug:\(format(CGFloat(hugging.rawValue))) CompressionResistance:\(format(CGFloat(compression.rawValue)))   (active)>",
                              isContentSize: true))
            terms.append(Term(expression: LinearExpression(symbol) + -Double(value), relation: .greaterThanOrEqual, priority: compression,
                              description: "<NSContentSizeLayoutConstraint \(name).\(label) >= \(format(value)) "
                                  + "Hug:\(format(CGFloat(hugging.rawValue))) CompressionResistance:\(format(CGFloat(compression.rawValue)))   (active)>",
                              isContentSize: true))
        }
        return terms
    }

    // MARK: - The app's constraints

    /// `first relation multiplier × second + constant`, when both items are in the tree.
    private func term(for constraint: LayoutConstraint) -> Term? {
        guard constraint.constant.isFinite, constraint.multiplier.isFinite else {
            if let runtime = ViewRuntime.running, runtime.reportOnce("non-finite \(constraint.description)") {
                runtime.log("ScrollReel: \(constraint.description) has a constant or multiplier that is not a number; it is left out")
            }
            return nil
        }
        let contentSide = Self.contentAreaSide(of: constraint)
        guard let first = contentSide == .first ? contentExpression(constraint.firstItem, constraint.firstAttribute)
            : expression(constraint.firstItem, constraint.firstAttribute) else { return nil }
        var right = LinearExpression(constant: Double(constraint.constant))
        if constraint.secondAttribute != .notAnAttribute {
            guard let second = contentSide == .second ? contentExpression(constraint.secondItem, constraint.secondAttribute)
                : expression(constraint.secondItem, constraint.secondAttribute) else { return nil }
            right = second * Double(constraint.multiplier) + Double(constraint.constant)
        }
        let relation: SimplexSolver.Relation = switch constraint.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        return Term(expression: first - right, relation: relation, priority: min(max(constraint.priority, 1), .required),
                    description: constraint.description)
    }

    /// An attribute of a view or guide as the unknowns of the tree; nil for an item outside it.
    private func expression(_ item: AnyObject?, _ attribute: LayoutConstraint.Attribute) -> LinearExpression? {
        let rect: (left: LinearExpression, top: LinearExpression, width: LinearExpression, height: LinearExpression)
        var owner: UIView?
        if let view = item as? UIView {
            guard let box = boxes[ObjectIdentifier(view)] else { return nil }
            owner = view
            rect = (LinearExpression(box.left), LinearExpression(box.top), LinearExpression(box.width), LinearExpression(box.height))
        } else if let guide = item as? LayoutGuide, let view = guide.owningView, let box = boxes[ObjectIdentifier(view)] {
            if guide.kind == .custom {
                guard let own = boxes[ObjectIdentifier(guide)] else { return nil }
                rect = (LinearExpression(own.left), LinearExpression(own.top), LinearExpression(own.width), LinearExpression(own.height))
            } else if guide.kind == .scrollContent {
                guard let content = contentBoxes[ObjectIdentifier(view)] else { return nil }
                rect = (LinearExpression(content.left), LinearExpression(content.top), LinearExpression(content.width),
                        LinearExpression(content.height))
            } else if guide.kind == .scrollFrame {
                rect = Self.frameArea(box, of: view)
            } else {
                rect = Self.inset(box, by: guide.kind == .safeArea ? view.safeAreaInsets : view.effectiveLayoutMargins)
            }
        } else {
            return nil
        }
        let right = rect.left + rect.width, bottom = rect.top + rect.height
        // Right to left, leading and trailing run leftwards: negated, so that a constant added
        // to one moves inwards in the reading direction, as UIKit applies it.
        let (leading, trailing) = isRightToLeft ? (right * -1, rect.left * -1) : (rect.left, right)
        switch attribute {
        case .left: return rect.left
        case .right: return right
        case .top: return rect.top
        case .bottom: return bottom
        case .leading: return leading
        case .trailing: return trailing
        case .width: return rect.width
        case .height: return rect.height
        case .centerX: return rect.left + rect.width * 0.5
        case .centerY: return rect.top + rect.height * 0.5
        case .firstBaseline: return rect.top + Double(Self.baselines(of: owner).first)
        case .lastBaseline: return bottom + -Double(Self.baselines(of: owner).fromBottom)
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins, .centerYWithinMargins:
            guard let owner, item is UIView, let box = boxes[ObjectIdentifier(owner)] else { return nil }
            let margins = Self.inset(box, by: owner.effectiveLayoutMargins)
            let marginRight = margins.left + margins.width, marginBottom = margins.top + margins.height
            switch attribute {
            case .leftMargin: return margins.left
            case .rightMargin: return marginRight
            case .topMargin: return margins.top
            case .bottomMargin: return marginBottom
            case .leadingMargin: return isRightToLeft ? marginRight * -1 : margins.left
            case .trailingMargin: return isRightToLeft ? margins.left * -1 : marginRight
            case .centerXWithinMargins: return margins.left + margins.width * 0.5
            default: return margins.top + margins.height * 0.5
            }
        case .notAnAttribute: return nil
        }
    }

    // MARK: - Scroll views

    /// Where a view's subviews' frames start: a scroll view's subviews are in its content (its
    /// bounds origin is how far that is scrolled); any other view's, in its bounds.
    private static func contentOrigin(of view: UIView) -> CGPoint {
        view.scrollsContent ? .zero : view.bounds.origin
    }

    /// A scroll view's frame as its `frameLayoutGuide` has it in the content's unknowns: its box
    /// moved by how far the content is scrolled, so what is pinned to it stays on screen.
    private static func frameArea(_ box: Box, of view: UIView)
        -> (left: LinearExpression, top: LinearExpression, width: LinearExpression, height: LinearExpression) {
        let offset = view.bounds.origin
        return (LinearExpression(box.left) + Double(offset.x), LinearExpression(box.top) + Double(offset.y),
                LinearExpression(box.width), LinearExpression(box.height))
    }

    /// Which side of a constraint names a scroll view's content area without its guide: one
    /// between an edge of a scroll view and a view in its content (Apple's Auto Layout Guide,
    /// "Working with Scroll Views": edges attach to the content area, widths, heights and centres
    /// to the frame).
    private enum ContentSide { case first, second }

    private static func contentAreaSide(of constraint: LayoutConstraint) -> ContentSide? {
        func isEdge(_ attribute: LayoutConstraint.Attribute) -> Bool {
            [.left, .right, .top, .bottom, .leading, .trailing].contains(attribute)
        }
        if let scroll = constraint.firstItem as? UIView, scroll.scrollsContent, isEdge(constraint.firstAttribute),
           let other = constraint.secondItem as? UIView, other !== scroll, other.isDescendant(of: scroll) { return .first }
        if let scroll = constraint.secondItem as? UIView, scroll.scrollsContent, isEdge(constraint.secondAttribute),
           let other = constraint.firstItem as? UIView, other !== scroll, other.isDescendant(of: scroll) { return .second }
        return nil
    }

    /// An edge of a scroll view's content area (its content guide's).
    private func contentExpression(_ item: AnyObject?, _ attribute: LayoutConstraint.Attribute) -> LinearExpression? {
        guard let view = item as? UIView else { return nil }
        return expression(view.scrollContentGuide, attribute)
    }

    /// Each scroll view whose content area a constraint reaches gets one: four unknowns, at the
    /// scroll view's origin, as big as its content size unless the constraints say otherwise.
    private mutating func contentAreaTerms(symbols: inout SimplexSolver) -> [Term] {
        contentBoxes = [:]
        constrainedContentAxes = [:]
        for view in views {
            for constraint in view.activeConstraints {
                for (item, attribute, isContent) in [(constraint.firstItem, constraint.firstAttribute, Self.contentAreaSide(of: constraint) == .first),
                                                     (constraint.secondItem, constraint.secondAttribute, Self.contentAreaSide(of: constraint) == .second)] {
                    let scroll: UIView?
                    if let guide = item as? LayoutGuide, guide.kind == .scrollContent { scroll = guide.owningView }
                    else if isContent { scroll = item as? UIView } else { scroll = nil }
                    guard let scroll, boxes[ObjectIdentifier(scroll)] != nil else { continue }
                    var axes = constrainedContentAxes[ObjectIdentifier(scroll)] ?? (false, false)
                    if [.right, .trailing, .width].contains(attribute) { axes.horizontal = true }
                    if [.bottom, .height].contains(attribute) { axes.vertical = true }
                    constrainedContentAxes[ObjectIdentifier(scroll)] = axes
                }
            }
        }
        var terms: [Term] = []
        for view in views where constrainedContentAxes[ObjectIdentifier(view)] != nil {
            guard let box = boxes[ObjectIdentifier(view)] else { continue }
            let content = Box(left: symbols.makeVariable(), top: symbols.makeVariable(), width: symbols.makeVariable(), height: symbols.makeVariable())
            contentBoxes[ObjectIdentifier(view)] = content
            let name = LayoutConstraint.name(of: view)
            terms.append(Term(expression: LinearExpression(content.left) - LinearExpression(box.left), relation: .equal, priority: .required,
                              description: "<NSLayoutConstraint 'UIScrollView-contentLayoutGuide-Left' \(name).contentLayoutGuide.minX == \(name).minX   (active)>"))
            terms.append(Term(expression: LinearExpression(content.top) - LinearExpression(box.top), relation: .equal, priority: .required,
                              description: "<NSLayoutConstraint 'UIScrollView-contentLayoutGuide-Top' \(name).contentLayoutGuide.minY == \(name).minY   (active)>"))
            for (symbol, label) in [(content.width, "width"), (content.height, "height")] {
                terms.append(Term(expression: LinearExpression(symbol), relation: .greaterThanOrEqual, priority: .required,
                                  description: "<NSLayoutConstraint 'UIScrollView-contentLayoutGuide-\(label)' \(name).contentLayoutGuide.\(label) >= 0   (active)>"))
                terms.append(Term(expression: LinearExpression(symbol), relation: .equal, priority: LayoutPriority(1),
                                  description: "<NSLayoutConstraint 'UIScrollView-contentLayoutGuide-\(label)-Ambiguity' \(name).contentLayoutGuide.\(label) == 0 @1   (active)>"))
            }
        }
        return terms
    }

    private static func inset(_ box: Box, by insets: UIEdgeInsets)
        -> (left: LinearExpression, top: LinearExpression, width: LinearExpression, height: LinearExpression) {
        let left: LinearExpression = LinearExpression(box.left) + Double(insets.left)
        let top: LinearExpression = LinearExpression(box.top) + Double(insets.top)
        let width: LinearExpression = LinearExpression(box.width) + Double(-(insets.left + insets.right))
        let height: LinearExpression = LinearExpression(box.height) + Double(-(insets.top + insets.bottom))
        return (left, top, width, height)
    }

    /// Where a text view's first baseline is from its top and its last from its bottom: the
    /// scene's font metrics when it has some, else a typical face's (0.8 and 0.25 of the size).
    private static func baselines(of view: UIView?) -> (first: CGFloat, fromBottom: CGFloat) {
        guard let text = (view as? TextDrawingView)?.drawnText else { return (0, 0) }
        if let metrics = ViewRuntime.running?.baselines { return metrics(text) }
        return (text.pointSize * 0.8, text.pointSize * 0.25)
    }

    // MARK: - Breaking a constraint

    /// UIKit's report of an unsatisfiable set: the smallest set of required constraints that
    /// cannot hold with `broken` (found by leaving each out in turn), and the one it breaks.
    /// Each distinct report is printed once a simulation.
    private static func reportConflict(breaking broken: Term, after added: [Term], in solver: SimplexSolver) {
        guard let runtime = ViewRuntime.running, runtime.reportOnce(broken.description) else { return }
        var conflicting = added
        func holds(_ set: [Term]) -> Bool {
            // A copy keeps the symbols made so far, so the terms' variables stay its own.
            var trial = solver
            trial.reset(levels: 1)
            for term in set + [broken] {
                do { try trial.add(term.expression, term.relation, level: nil) } catch { return false }
            }
            return true
        }
        if added.count <= 64 {
            var index = 0
            while index < conflicting.count {
                var without = conflicting
                without.remove(at: index)
                if holds(without) { index += 1 } else { conflicting = without }
            }
        }
        let listed = (conflicting + [broken]).map { "    \"\($0.description)\"" }
        var lines = ["[LayoutConstraints] Unable to simultaneously satisfy constraints.",
                     "\tProbably at least one of the constraints in the following list is one you don't want. ",
                     "\tTry this: ",
                     "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
                     "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
                     "("]
        lines += listed.enumerated().map { $0.offset < listed.count - 1 ? $0.element + "," : $0.element }
        lines += [")", "", "Will attempt to recover by breaking constraint ", broken.description, "",
                  "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.",
                  "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful."]
        for line in lines { runtime.log(line) }
    }

    /// `root` and every view under it, parents before children, short of the layout roots
    /// under it (cells, which their collection view lays out).
    static func tree(of root: UIView) -> [UIView] {
        var result: [UIView] = []
        var stack = [root]
        while let view = stack.popLast() {
            result.append(view)
            stack.append(contentsOf: view.subviews.reversed().filter { !$0.isLayoutRoot })
        }
        return result
    }
}

extension TextDrawingView {
    /// Whether the text wraps to the width it is given (a label of more than one line).
    var wrapsText: Bool { drawnText.map { $0.numberOfLines != 1 } ?? false }
}
