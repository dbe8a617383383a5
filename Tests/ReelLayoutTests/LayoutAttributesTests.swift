import Foundation
import ReelLayout
import Testing

/// `LayoutAttributes` geometry and copying.
@Suite struct LayoutAttributesTests {
    @Test func centerAndSizeDeriveFromTheFrame() {
        let attributes = LayoutAttributes(forCellWith: IndexPath(item: 2, section: 1))
        attributes.frame = rect(10, 20, 100, 40)
        #expect(attributes.center == CGPoint(x: 60, y: 40))
        // Setting the size keeps the center (60, 40): origin (60 − 25, 40 − 10).
        attributes.size = CGSize(width: 50, height: 20)
        #expect(attributes.frame == rect(35, 30, 50, 20))
        attributes.center = CGPoint(x: 0, y: 0)
        #expect(attributes.frame == rect(-25, -10, 50, 20))
        #expect(attributes.bounds == rect(0, 0, 50, 20))
        #expect(attributes.representedElementKind == nil)
        #expect(attributes.representedElementCategory == .cell)
    }

    @Test func copyIsIndependentAndKeepsTheSubclass() {
        // A custom attributes class written as on iOS: a stored property, `copy(with:)` and
        // `isEqual(_:)` overridden, the convenience initialisers inherited.
        final class Tinted: LayoutAttributes {
            var tint = 0
            override func copy(with zone: NSZone? = nil) -> Any {
                let copy = super.copy(with: zone) as! Tinted
                copy.tint = tint
                return copy
            }
            override func isEqual(_ object: Any?) -> Bool {
                guard let other = object as? Tinted, other.tint == tint else { return false }
                return super.isEqual(object)
            }
        }
        let original = Tinted(forSupplementaryViewOfKind: ElementKind.sectionHeader, with: IndexPath(item: 0, section: 0))
        original.tint = 7
        original.zIndex = 10
        let copy = original.copy() as! LayoutAttributes
        #expect(copy.isEqual(original))
        copy.frame = rect(1, 2, 3, 4)
        #expect(original.frame == .zero)
        #expect(!copy.isEqual(original))
        #expect((copy as? Tinted)?.tint == 7)
        #expect(copy.zIndex == 10)
        #expect(copy.representedElementKind == ElementKind.sectionHeader)
    }
}
