import ReelGraphics
import ReelScenario
import ReelScene
import Testing

@Suite struct ThemeTests {
    // UIKit's documented light / dark values of its semantic colours.
    @Test func groupedBackgroundsResolveAsUIKitDoes() {
        #expect(Theme.light.groupedBackground == Color(red: 242, green: 242, blue: 247))
        #expect(Theme.dark.groupedBackground == .black)
        #expect(Theme.light.secondaryGroupedBackground == .white)
        #expect(Theme.dark.secondaryGroupedBackground == Color(red: 28, green: 28, blue: 30))
        #expect(Theme.light.systemGray6 == Color(red: 242, green: 242, blue: 247))
    }

    @Test func specDefaultsAreTheLightThemesSystemColours() {
        #expect(SliderSpec().backgroundColor == Theme.light.systemBlue)
        #expect(Theme.light.systemBlue == Color(red: 0, green: 122, blue: 255))
        #expect(Theme.dark.systemBlue == Color(red: 10, green: 132, blue: 255))
    }
}
