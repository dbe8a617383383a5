import Foundation
import ReelLayout
import Testing

/// UIKit reports flow-layout origins on the device pixel grid, `round(v × scale) / scale` with
/// ties away from zero, and never rounds sizes (UICollectionViewFlowLayout's frame code in the
/// decompiled UIKitCore of iOS 26.1; the same rule in iOS 9–12 console logs below).
@Suite struct FlowLayoutPixelGridTests {
    private func layout(width: CGFloat, height: CGFloat, scale: CGFloat, items: [Int],
                        configure: (FlowLayout) -> Void) -> (FlowLayout, TestHost) {
        let layout = FlowLayout()
        configure(layout)
        let host = TestHost(width: width, height: height, items: items)
        host.displayScale = scale
        host.attach(layout)
        return (layout, host)
    }

    private func frame(_ layout: FlowLayout, _ item: Int, section: Int = 0) -> CGRect? {
        layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    @Test func aTieOnAt3xRoundsAwayFromZero() {
        // akkyie/AKPickerView issue 62, UIKit's console: "expected value: {{170.66666666666666, 0},
        // {73, 736}}". A horizontal picker on a 414 × 736 @3x screen centres a 73-pt item with
        // insets of (414 − 73) / 2 = 170.5 pt: 511.5 px rounds to 512 px.
        let (picker, host) = layout(width: 414, height: 736, scale: 3, items: [5]) {
            $0.scrollDirection = .horizontal
            $0.itemSize = CGSize(width: 73, height: 736)
            $0.minimumLineSpacing = 0
            $0.sectionInset = UIEdgeInsets(top: 0, left: 170.5, bottom: 0, right: 170.5)
        }
        #expect(frame(picker, 0) == CGRect(x: 512.0 / 3, y: 0, width: 73, height: 736))
        #expect(frame(picker, 0)?.minX.uikitDescription == "170.667")
        // The next item starts at 170.5 + 73 = 243.5 pt = 730.5 px: also a tie, 731 px.
        #expect(frame(picker, 1)?.minX == 731.0 / 3)
        _ = host
    }

    @Test func sizesStayExactWhileTheCentredOriginRounds() {
        // terminatorover/RGCardViewLayout issue 16, UIKit's console: "expected value: {{35, 83.5},
        // {305, 500.25}}". One 305 × 500.25 card per section in a horizontal 375 × 667 @2x view,
        // insets 35 left and right: centred at y = (667 − 500.25) / 2 = 83.375 pt = 166.75 px →
        // 167 px = 83.5; the height keeps its quarter point.
        let (cards, host) = layout(width: 375, height: 667, scale: 2, items: [1, 1]) {
            $0.scrollDirection = .horizontal
            $0.itemSize = CGSize(width: 305, height: 500.25)
            $0.sectionInset = UIEdgeInsets(top: 0, left: 35, bottom: 0, right: 35)
        }
        #expect(frame(cards, 0) == CGRect(x: 35, y: 83.5, width: 305, height: 500.25))
        // Section 1 starts at 35 + 305 + 35 = 375, unrounded sums: x = 410.
        #expect(frame(cards, 0, section: 1) == CGRect(x: 410, y: 83.5, width: 305, height: 500.25))
        _ = host
    }

    @Test func aGridOfQuarterWidthsOnAt3x() {
        // The "4 × 2 grid" question: 414-wide @3x view, items 414 / 4 = 103.5 pt wide, no
        // spacing. Columns at 0, 103.5, 207, 310.5 pt = 0, 310.5, 621, 931.5 px. What UIKit
        // printed there is not in the stored copies of the question, so these values follow from
        // the decompiled rule (ties away from zero), not from a device; they reproduce the
        // hairline gaps the asker describes.
        let (grid, host) = layout(width: 414, height: 226, scale: 3, items: [8]) {
            $0.itemSize = CGSize(width: 103.5, height: 113)
            $0.minimumInteritemSpacing = 0
            $0.minimumLineSpacing = 0
        }
        #expect((0..<4).compactMap { frame(grid, $0)?.minX } == [0, 311.0 / 3, 207, 932.0 / 3])
        #expect((0..<8).compactMap { frame(grid, $0)?.width }.allSatisfy { $0 == 103.5 })
        #expect(frame(grid, 4)?.minY == 113)
        _ = host
    }

    @Test func roundingIsOffWhenTheLayoutSaysSo() {
        let (picker, host) = layout(width: 414, height: 736, scale: 3, items: [1]) {
            $0.scrollDirection = .horizontal
            $0.itemSize = CGSize(width: 73, height: 736)
            $0.sectionInset = UIEdgeInsets(top: 0, left: 170.5, bottom: 0, right: 170.5)
            $0.roundsToScreenScale = false
        }
        #expect(frame(picker, 0)?.minX == 170.5)
        _ = host
    }

    @Test func negativeTiesRoundAwayFromZeroToo() {
        // C round(): −0.5 px → −1 px, −1.5 px → −2 px; not floor, not ties-to-even.
        #expect(CGFloat(-0.25).roundedToPixels(scale: 2) == -0.5)
        #expect(CGFloat(-0.75).roundedToPixels(scale: 2) == -1)
        #expect(CGFloat(0.25).roundedToPixels(scale: 2) == 0.5)
        #expect(CGFloat(1.25).roundedToPixels(scale: 2) == 1.5)
        #expect(CGFloat(1.0 / 6).roundedToPixels(scale: 3) == 1.0 / 3)
    }
}
