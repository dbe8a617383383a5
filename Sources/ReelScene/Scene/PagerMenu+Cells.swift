import Foundation
import ReelGraphics
import ReelLayout
import ReelScenario

/// A row of the pager screen's menu table: a category's title on grey, or a dish with its
/// price and a separator inset 16 pt.
final class MenuRowCell: CollectionViewCell {
    private var labels: [(label: BuiltInLabel, place: (CGSize) -> CGRect)] = []
    private let separator = UIView()

    convenience init(row: MenuTable.Row, theme: Theme) {
        self.init(frame: .zero)
        switch row {
        case let .title(title):
            backgroundColor = ViewColor(color: theme.systemGray6)
            add(DrawnText(text: title, pointSize: 22, color: ViewColor(color: theme.label), alignment: .left, numberOfLines: 1)) {
                CGRect(origin: .zero, size: $0).insetBy(dx: 16, dy: 0)
            }
        case let .dish(name, price):
            backgroundColor = ViewColor(color: theme.systemBackground)
            add(DrawnText(text: name, pointSize: 17, color: ViewColor(color: theme.label), alignment: .left, numberOfLines: 1)) {
                CGRect(x: 16, y: 0, width: $0.width - 112, height: $0.height)
            }
            add(DrawnText(text: price, pointSize: 17, color: ViewColor(color: theme.secondaryLabel), alignment: .right,
                          numberOfLines: 1)) {
                CGRect(x: $0.width - 96, y: 0, width: 80, height: $0.height)
            }
            separator.backgroundColor = ViewColor(color: theme.separator)
            contentView.addSubview(separator)
        }
    }

    private func add(_ text: DrawnText, place: @escaping (CGSize) -> CGRect) {
        let label = BuiltInLabel(frame: .zero, text: text)
        contentView.addSubview(label)
        labels.append((label, place))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let size = bounds.size
        for (label, place) in labels { label.frame = place(size) }
        separator.frame = CGRect(x: 16, y: size.height - 0.5, width: size.width - 16, height: 0.5)
    }
}

/// A tab of the pager: its title, centred, in the colour the selection gives it.
final class TabCell: CollectionViewCell {
    private let label: BuiltInLabel

    required init(frame: CGRect) {
        label = BuiltInLabel(frame: .zero)
        super.init(frame: frame)
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) { nil }

    convenience init(title: String, fontSize: CGFloat) {
        self.init(frame: .zero)
        label.drawnText = DrawnText(text: title, pointSize: fontSize, color: ViewColor(color: .black), alignment: .center,
                                    numberOfLines: 1)
    }

    var titleColor: Color {
        get { label.drawnText.map { Color(viewColor: $0.color) } ?? .black }
        set { label.drawnText?.color = ViewColor(color: newValue) }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = CGRect(origin: .zero, size: bounds.size)
    }
}
