// A centred card carousel of the kind apps build on `UICollectionViewFlowLayout`: the cards
// beside the centre shrink, fade and drop back (`transform3D`, `alpha`, `zIndex`), releases come
// to rest with a card centred (`targetContentOffset`), and the layout sets its collection view's
// deceleration rate itself. It works in either scroll direction.
import ScrollReelUIKit

class ScalingCarouselLayout: UICollectionViewFlowLayout {
    /// How far apart neighbouring cards are.
    enum CardSpacing {
        /// The visible gap between the centred card and a side card at its smallest.
        case gap(CGFloat)
        /// How much of each side card shows at the viewport's edges.
        case peek(CGFloat)
    }

    @IBInspectable var sideItemScale: CGFloat = 0.75
    @IBInspectable var sideItemAlpha: CGFloat = 0.5
    /// Moves side cards across the scroll direction (down for a horizontal carousel).
    @IBInspectable var sideItemOffset: CGFloat = 0
    /// The scroll view's deceleration factor per millisecond: between `.fast` (0.99) and `.normal`
    /// (0.998) the card a flick reaches depends on it.
    @IBInspectable var decelerationFactor: CGFloat = 0.996
    var cardSpacing: CardSpacing = .gap(24)

    /// The viewport size and direction the insets and spacing were computed for.
    private var configuredFor: (size: CGSize, direction: UICollectionView.ScrollDirection)?

    override init() {
        super.init()
        scrollDirection = .horizontal
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    private var isHorizontal: Bool { scrollDirection == .horizontal }

    /// The card length along the scroll direction.
    private var cardLength: CGFloat { isHorizontal ? itemSize.width : itemSize.height }

    /// From one card's centre to the next.
    private var pitch: CGFloat { cardLength + minimumLineSpacing }

    override func prepare() {
        guard let collectionView = collectionView else { return super.prepare() }
        let size = collectionView.bounds.size
        if let configured = configuredFor, configured.size.equalTo(size), configured.direction == scrollDirection {
            return super.prepare()
        }
        configuredFor = (size, scrollDirection)

        let rate = UIScrollView.DecelerationRate(rawValue: decelerationFactor)
        if collectionView.decelerationRate != rate { collectionView.decelerationRate = rate }

        // Insets that let the first and last cards reach the centre.
        let horizontalInset = (size.width - itemSize.width) / 2
        let verticalInset = (size.height - itemSize.height) / 2
        sectionInset = UIEdgeInsets(top: verticalInset, left: horizontalInset, bottom: verticalInset, right: horizontalInset)

        // A side card at its smallest is `shrink` shorter at each end than at full size.
        let shrink = (cardLength - cardLength * sideItemScale) / 2
        switch cardSpacing {
        case .gap(let gap):
            minimumLineSpacing = gap - shrink
        case .peek(let visible):
            let inset = isHorizontal ? horizontalInset : verticalInset
            minimumLineSpacing = inset - visible - shrink
        }
        super.prepare()
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        true
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let elements = super.layoutAttributesForElements(in: rect),
              let copies = NSArray(array: elements, copyItems: true) as? [UICollectionViewLayoutAttributes]
        else { return nil }
        for card in copies where card.representedElementCategory == .cell {
            style(card)
        }
        return copies
    }

    /// Scale, alpha, depth and offset from the card's distance to the viewport's centre.
    private func style(_ card: UICollectionViewLayoutAttributes) {
        guard let collectionView = collectionView else { return }
        let visibleCentre = isHorizontal ? collectionView.bounds.midX : collectionView.bounds.midY
        let cardCentre = isHorizontal ? card.center.x : card.center.y
        // 1 at the centre, 0 one pitch away and beyond.
        let closeness = 1 - min(abs(cardCentre - visibleCentre) / pitch, 1)

        let scale = sideItemScale + (1 - sideItemScale) * closeness
        card.transform3D = CATransform3DScale(CATransform3DIdentity, scale, scale, 1)
        card.alpha = sideItemAlpha + (1 - sideItemAlpha) * closeness
        card.zIndex = Int((closeness * 100).rounded())
        let offset = sideItemOffset * (1 - closeness)
        if isHorizontal { card.center.y += offset } else { card.center.x += offset }
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                      withScrollingVelocity velocity: CGPoint) -> CGPoint {
        guard let collectionView = collectionView, !collectionView.isPagingEnabled, pitch > 0 else {
            return super.targetContentOffset(forProposedContentOffset: proposedContentOffset,
                                             withScrollingVelocity: velocity)
        }
        // The insets put card n's centre in the middle of the viewport at offset n × pitch.
        let proposed = isHorizontal ? proposedContentOffset.x : proposedContentOffset.y
        let lastCard = CGFloat(max(collectionView.numberOfItems(inSection: 0) - 1, 0))
        let card = min(max((proposed / pitch).rounded(), 0), lastCard)
        // On the pixel grid, so the resting cards are drawn sharp.
        let scale = max(collectionView.traitCollection.displayScale, 1)
        let target = (card * pitch * scale).rounded() / scale
        return isHorizontal ? CGPoint(x: target, y: proposedContentOffset.y)
                            : CGPoint(x: proposedContentOffset.x, y: target)
    }
}
