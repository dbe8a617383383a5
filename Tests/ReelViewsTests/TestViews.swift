import Foundation
@testable import ReelViews

/// A view with a fixed intrinsic size (an image view, a switch).
final class SizedView: UIView {
    var size = CGSize(width: -1, height: -1)

    convenience init(intrinsic size: CGSize) {
        self.init(frame: .zero)
        self.size = size
        translatesAutoresizingMaskIntoConstraints = false
    }

    override var intrinsicContentSize: CGSize { size }
}

/// A label whose text is `characters` glyphs 10 pt wide, lines 20 pt tall: wraps at the
/// width the engine gives it when it has more than one line.
final class GlyphLabel: UIView, TextDrawingView {
    var characters = 0 { didSet { invalidateIntrinsicContentSize() } }
    var numberOfLines = 1

    convenience init(characters: Int, numberOfLines: Int = 1) {
        self.init(frame: .zero)
        self.characters = characters
        self.numberOfLines = numberOfLines
        translatesAutoresizingMaskIntoConstraints = false
    }

    var drawnText: DrawnText? {
        DrawnText(text: String(repeating: "m", count: characters), pointSize: 17, color: .black, alignment: .natural,
                  numberOfLines: numberOfLines)
    }

    override var intrinsicContentSize: CGSize {
        let perLine = numberOfLines == 1 ? characters : max(1, Int(min(engineWidth ?? 1_000_000, 1_000_000) / 10))
        let lines = (characters + perLine - 1) / max(1, perLine)
        return CGSize(width: CGFloat(min(characters, perLine) * 10), height: CGFloat(max(1, lines) * 20))
    }
}

/// A cell as UIKit builds one: a content view that fills it and follows its size.
func makeCell(width: CGFloat = 320, height: CGFloat = 44) -> (cell: UIView, content: UIView) {
    let cell = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    let content = UIView(frame: cell.bounds)
    content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    cell.addSubview(content)
    return (cell, content)
}

/// Runs `body` in a runtime whose console lines are collected.
func withConsole(rightToLeft: Bool = false, _ body: () throws -> Void) rethrows -> [String] {
    let runtime = ViewRuntime()
    runtime.isRightToLeft = rightToLeft
    runtime.displayScale = 2
    var lines: [String] = []
    runtime.log = { lines.append($0) }
    try ViewRuntime.$running.withValue(runtime, operation: body)
    return lines
}
