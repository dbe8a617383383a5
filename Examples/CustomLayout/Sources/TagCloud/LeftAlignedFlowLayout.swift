import ScrollReelUIKit

/// Tags packed against the left edge of every line, `minimumInteritemSpacing` apart, as a tag
/// cloud reads best. Written for UIKit; only the import names ScrollReelUIKit instead.
///
/// `UICollectionViewFlowLayout` spreads a full line's spare width between its items and centres a
/// line holding a single item. Here the flow layout still decides which tags share a line; this
/// subclass only slides copies of them to the left (the flow layout keeps the objects it returns).
final class LeftAlignedFlowLayout: UICollectionViewFlowLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let elements = super.layoutAttributesForElements(in: rect)?
            .map({ $0.copy() as! UICollectionViewLayoutAttributes }) else { return nil }
        for line in lines(of: elements.filter { $0.representedElementCategory == .cell }) {
            pack(line)
        }
        return elements
    }

    /// The tags grouped into the flow layout's lines: a tag that starts below every tag of the
    /// current line begins the next one.
    private func lines(of tags: [UICollectionViewLayoutAttributes]) -> [[UICollectionViewLayoutAttributes]] {
        tags.reduce(into: []) { lines, tag in
            if let line = lines.last, let bottom = line.map(\.frame.maxY).max(), tag.frame.minY < bottom {
                lines[lines.count - 1].append(tag)
            } else {
                lines.append([tag])
            }
        }
    }

    /// Places a line's tags one after another from the section inset.
    private func pack(_ line: [UICollectionViewLayoutAttributes]) {
        var x = sectionInset.left
        for tag in line {
            tag.frame.origin.x = x
            x = tag.frame.maxX + minimumInteritemSpacing
        }
    }
}
