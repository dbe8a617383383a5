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

        override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
            calls.append("query y=\(rect.minY.uikitDescription)")
            return [LayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))]
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
        #expect(layout.calls == [
            "prepare", "query y=0",
            "query y=0",
            "shouldInvalidate y=40", "prepare", "query y=40",
        ])
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
