public import Foundation
public import ReelLayout

/// `UIStackView`: its arranged subviews laid out along its axis, each at the size it fits
/// (`sizeThatFits`, a label's text) or an equal share (`.fillEqually`), `spacing` apart, and
/// across the axis filling the stack or aligned as `alignment` says. *ScrollReel's reading
/// until constraints are solved*: no compression or hugging priorities, and `.fill` gives what
/// is left to the last view.
open class UIStackView: View {
    public private(set) var arrangedSubviews: [View] = []
    open var axis = NSLayoutConstraint.Axis.horizontal { didSet { layoutSubviews() } }
    open var spacing: CGFloat = 0 { didSet { layoutSubviews() } }
    open var alignment = Alignment.fill { didSet { layoutSubviews() } }
    open var distribution = Distribution.fill { didSet { layoutSubviews() } }
    open var isLayoutMarginsRelativeArrangement = false

    public init(arrangedSubviews views: [View]) {
        super.init(frame: .zero)
        views.forEach(addArrangedSubview)
    }

    public required init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    open func insertArrangedSubview(_ view: View, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(0, stackIndex), arrangedSubviews.count))
        addSubview(view)
        layoutSubviews()
    }

    open func removeArrangedSubview(_ view: View) {
        arrangedSubviews.removeAll { $0 === view }
        layoutSubviews()
    }

    open override var frame: CGRect { didSet { layoutSubviews() } }

    open override func layoutSubviews() {
        let shown = arrangedSubviews.filter { !$0.isHidden }
        guard !shown.isEmpty else { return }
        let box = isLayoutMarginsRelativeArrangement ? bounds.inset(by: layoutMargins) : CGRect(origin: .zero, size: bounds.size)
        let vertical = axis == .vertical
        let length = vertical ? box.height : box.width, across = vertical ? box.width : box.height
        let gaps = spacing * CGFloat(shown.count - 1)
        let fitting = shown.map { $0.sizeThatFits(CGSize(width: vertical ? across : .greatestFiniteMagnitude,
                                                         height: vertical ? .greatestFiniteMagnitude : across)) }
        var lengths = fitting.map { vertical ? $0.height : $0.width }
        if distribution == .fillEqually {
            lengths = Array(repeating: max(0, (length - gaps) / CGFloat(shown.count)), count: shown.count)
        } else if distribution == .fill, let last = lengths.indices.last {
            lengths[last] = max(0, length - gaps - lengths.dropLast().reduce(0, +))
        }
        var position = vertical ? box.minY : box.minX
        for (index, view) in shown.enumerated() {
            let natural = vertical ? fitting[index].width : fitting[index].height
            let size = alignment == .fill ? across : min(natural, across)
            let offset: CGFloat = switch alignment {
            case .center: (across - size) / 2
            case .trailing: across - size
            default: 0
            }
            view.frame = vertical
                ? CGRect(x: box.minX + offset, y: position, width: size, height: lengths[index])
                : CGRect(x: position, y: box.minY + offset, width: lengths[index], height: size)
            position += lengths[index] + spacing
        }
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
