import Testing
import Foundation
@testable import ReelRender

@Test func probe() throws {
    for s in ["Hello", "Hello ", "l", "Hellol", "&#65;", "&", "a&b", "ab"] {
        print("W", s, FontMetrics.width(of: s, fontSize: 17), FontMetrics.pixelWidth(of: s, pixelSize: 34))
    }
    print("LH", FontMetrics.lineHeight(fontSize: 17), FontFile.bundled)
}
