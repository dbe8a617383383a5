import Foundation
import ReelLayout
import Testing

@Suite struct LayoutPassDriverTests {
    /// Records the calls a collection view makes, in order.
    final class RecordingLayout: CollectionViewLayout {
        var calls: [String] = []
        var invalidatesOnBoundsChange = true

        override func prepare() { calls.append("prepare") }

        override var collectionViewContentSize: CGSize { CGSize(width: 320, height: 1000) }

        override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
            calls.append("shouldInvalidate y=\(newBounds.minY.uikitDescription)")
            return invalidatesOnBoundsChange
        }

        override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
            calls.append("query y=\(rect.minY.uikitDescription) h=\(rect.height.uikitDescription)")
            let cell = LayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
            cell.frame = CGRect(x: 0, y: 0, width: 320, height: 100)
            return [cell]
        }
    }

    @Test func asksAboutBoundsChangesOnlyWhenTheBoundsChange() {
        let layout = RecordingLayout()
        var driver = LayoutPassDriver(layout: layout)
        let bounds = CGRect(x: 0, y: 0, width: 320, height: 568)
        let first = driver.pass(bounds: bounds)
        _ = driver.pass(bounds: bounds)
        _ = driver.pass(bounds: bounds.offsetBy(dx: 0, dy: 40))
        #expect(first.contentSize == CGSize(width: 320, height: 1000) && first.attributes.count == 1)
        // Pages are bounds-sized tiles from the content origin: at y = 40 the view spans two.
        #expect(layout.calls == [
            "prepare", "query y=0 h=568",
            "shouldInvalidate y=40", "prepare", "query y=0 h=1136",
        ])
    }

    @Test func withoutAnInvalidationOnlyNewPagesAreAsked() {
        let layout = RecordingLayout()
        layout.invalidatesOnBoundsChange = false
        var driver = LayoutPassDriver(layout: layout)
        let bounds = CGRect(x: 0, y: 0, width: 320, height: 568)
        _ = driver.pass(bounds: bounds)
        _ = driver.pass(bounds: bounds.offsetBy(dx: 0, dy: 100))
        _ = driver.pass(bounds: bounds.offsetBy(dx: 0, dy: 50))
        _ = driver.pass(bounds: bounds.offsetBy(dx: 0, dy: -80))
        #expect(layout.calls == [
            "prepare", "query y=0 h=568",
            "shouldInvalidate y=100", "query y=568 h=568",
            "shouldInvalidate y=50",
            "shouldInvalidate y=-80", "query y=-568 h=568",
        ])
        #expect(driver.elementQueryCount == 3)
        layout.invalidateLayout()
        _ = driver.pass(bounds: bounds)
        #expect(layout.calls.suffix(3) == ["shouldInvalidate y=0", "prepare", "query y=0 h=568"])
    }

    @Test func heldAttributesStayAsAnsweredUntilAnInvalidation() {
        // The classic bug: a layout whose answer depends on the offset but that never
        // invalidates shows its first answer.
        final class OffsetLayout: CollectionViewLayout {
            override var collectionViewContentSize: CGSize { CGSize(width: 320, height: 1000) }
            override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
                let header = LayoutAttributes(forSupplementaryViewOfKind: ElementKind.sectionHeader,
                                              with: IndexPath(item: 0, section: 0))
                let y = min(0, collectionView?.contentOffset.y ?? 0)
                header.frame = CGRect(x: 0, y: y, width: 320, height: 200 - y)
                return [header]
            }
        }
        let host = TestHost(items: [0])
        let layout = OffsetLayout()
        layout.attach(to: host)
        var driver = LayoutPassDriver(layout: layout)
        _ = driver.pass(bounds: host.bounds)
        host.bounds.origin.y = -60
        #expect(driver.pass(bounds: host.bounds).attributes.map(\.frame) == [CGRect(x: 0, y: 0, width: 320, height: 200)])
        layout.invalidateLayout()
        #expect(driver.pass(bounds: host.bounds).attributes.map(\.frame) == [CGRect(x: 0, y: -60, width: 320, height: 260)])
    }

    @Test func aLayoutThatDoesNotInvalidateIsNotPreparedAgain() {
        let layout = RecordingLayout()
        layout.invalidatesOnBoundsChange = false
        var driver = LayoutPassDriver(layout: layout)
        driver.update(bounds: CGRect(x: 0, y: 0, width: 320, height: 568))
        driver.update(bounds: CGRect(x: 0, y: -60, width: 320, height: 568))
        #expect(layout.calls == ["prepare", "shouldInvalidate y=-60"])
        #expect(driver.lastBounds?.minY == -60)
    }
}
