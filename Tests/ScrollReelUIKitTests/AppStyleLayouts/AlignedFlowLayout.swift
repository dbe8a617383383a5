// A flow layout that aligns the cells of each line, the tag-list layout many apps carry: it lets
// `UICollectionViewFlowLayout` break the lines, then moves copies of the cells within each line.
import ScrollReelUIKit

/// A flow layout (vertical scrolling) whose lines are packed to one side and whose cells share
/// a top, centre or bottom edge within their line.
class AlignedFlowLayout: UICollectionViewFlowLayout {
    enum Horizontal {
        /// The flow layout's own placement: full lines spread out, a lone cell centred.
        case natural
        case left, right
        /// Left or right by the app's layout direction.
        case leading, trailing
    }

    enum Vertical {
        case top, center, bottom
    }

    var horizontal: Horizontal = .leading { didSet { invalidateLayout() } }
    var vertical: Vertical = .center { didSet { invalidateLayout() } }

    /// The aligned frame of every cell, worked out in `prepare()`.
    private var alignedFrames: [IndexPath: CGRect] = [:]

    init(horizontal: Horizontal = .leading, vertical: Vertical = .center) {
        super.init()
        self.horizontal = horizontal
        self.vertical = vertical
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// `.leading` and `.trailing` as a side of the screen; nil for `.natural`.
    private var packsToLeft: Bool? {
        let rightToLeft = UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft
        switch horizontal {
        case .natural: return nil
        case .left: return true
        case .right: return false
        case .leading: return !rightToLeft
        case .trailing: return rightToLeft
        }
    }

    override func prepare() {
        super.prepare()
        alignedFrames.removeAll()
        guard let collectionView = collectionView else { return }
        for section in 0..<collectionView.numberOfSections {
            let cells = (0..<collectionView.numberOfItems(inSection: section)).compactMap {
                super.layoutAttributesForItem(at: IndexPath(item: $0, section: section))
            }
            for line in Self.lines(of: cells) {
                align(line, width: collectionView.bounds.width)
            }
        }
    }

    /// Consecutive cells whose frames share some height form a line.
    private static func lines(of cells: [UICollectionViewLayoutAttributes]) -> [[UICollectionViewLayoutAttributes]] {
        var lines: [[UICollectionViewLayoutAttributes]] = []
        var lineBottom: CGFloat = 0
        for cell in cells {
            if let current = lines.indices.last, cell.frame.minY < lineBottom {
                lines[current].append(cell)
                lineBottom = max(lineBottom, cell.frame.maxY)
            } else {
                lines.append([cell])
                lineBottom = cell.frame.maxY
            }
        }
        return lines
    }

    private func align(_ line: [UICollectionViewLayoutAttributes], width: CGFloat) {
        let top = line.map(\.frame.minY).min() ?? 0
        let bottom = line.map(\.frame.maxY).max() ?? 0
        let used = line.reduce(0) { $0 + $1.frame.width } + minimumInteritemSpacing * CGFloat(line.count - 1)
        var x: CGFloat? = packsToLeft.map { $0 ? sectionInset.left : width - sectionInset.right - used }
        for cell in line {
            var frame = cell.frame
            if let start = x {
                frame.origin.x = start
                x = start + frame.width + minimumInteritemSpacing
            }
            switch vertical {
            case .top: frame.origin.y = top
            case .center: break
            case .bottom: frame.origin.y = bottom - frame.height
            }
            alignedFrames[cell.indexPath] = frame
        }
    }

    // MARK: - Vending (copies: the flow layout's own objects stay as it made them)

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        super.layoutAttributesForElements(in: rect)?.map(aligned)
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        super.layoutAttributesForItem(at: indexPath).map(aligned)
    }

    private func aligned(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard attributes.representedElementCategory == .cell,
              let frame = alignedFrames[attributes.indexPath] else { return attributes }
        let copy = attributes.copy() as! UICollectionViewLayoutAttributes
        copy.frame = frame
        return copy
    }
}
