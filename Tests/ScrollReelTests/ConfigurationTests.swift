import Foundation
import ReelTestSupport
import ScrollReel
import ScrollReelDemos
import Testing

/// One script in every way users see it: right to left, Dynamic Type, and a matrix of
/// configurations side by side.
@Suite struct ConfigurationTests {
    static func yaml(_ top: String = "", layout: String = "flow", extra: String = "") -> String {
        """
        name: grid
        viewport: iphone-se
        fps: 30
        \(top)
        collection:
          layout: \(layout)
          contentInsetAdjustmentBehavior: never
          itemSize: [90, 60]
          sectionInset: [10, 10, 10, 10]
          sections: [7]
        \(extra)
        gestures: [{wait: 0.1}]
        """
    }

    static func firstCells(_ yaml: String) throws -> [CGRect] {
        let trace = try #require(Fixtures.traces(try Scenario.parse(yaml, file: "grid.yaml")).first)
        return trace.main.attributes.filter { $0.kind == .cell }.sorted { $0.item < $1.item }.map(\.frame)
    }

    // MARK: - Right to left

    /// A flow layout fills right to left: three 90-pt items a row in 300 pt, 15 pt apart
    /// (UIKit's justified line), item 0 against the right inset.
    @Test func aFlowLayoutFillsRightToLeft() throws {
        let ltr = try Self.firstCells(Self.yaml())
        let rtl = try Self.firstCells(Self.yaml("layoutDirection: rightToLeft"))
        #expect(ltr.prefix(3).map(\.minX) == [10, 115, 220])
        #expect(rtl.prefix(3).map(\.minX) == [220, 115, 10])
        #expect(zip(ltr, rtl).allSatisfy { $0.minY == $1.minY && $0.size == $1.size && $0.minX == 320 - $1.maxX })
    }

    /// A custom layout keeps UIKit's default (`flipsHorizontallyInOppositeLayoutDirection`
    /// false) and stays as written; answering true, the collection view mirrors it.
    @Test func aCustomLayoutIsMirroredOnlyWhenItSaysSo() throws {
        func bubbles(_ name: String) throws -> [CGFloat] {
            let trace = try #require(Fixtures.traces(try BuiltInDemos.scenario(named: name)).first)
            return trace.main.attributes.filter { $0.kind == .cell }.sorted { $0.item < $1.item }.prefix(2).map(\.frame.minX)
        }
        // 296 × 0.75 = 222-pt bubbles, theirs at the 12-pt margin, mine at 320 − 12 − 222.
        #expect(try bubbles("rtl-chat-layout-forgets") == [12, 86])
        #expect(try bubbles("rtl-chat-layout-mirrors") == [86, 12])
    }

    /// A horizontal flow layout right to left starts at its right end, with item 0 there.
    @Test func aHorizontalViewStartsAtItsLeadingEdge() throws {
        let yaml = Self.yaml("layoutDirection: rightToLeft").replacingOccurrences(of: "sections: [7]", with: "sections: [30]\n  scrollDirection: horizontal")
        let first = try #require(Fixtures.traces(try Scenario.parse(yaml, file: "grid.yaml")).first).main
        #expect(first.contentOffset.x == first.contentSize.width - 320)
        let item0 = try #require(first.attributes.first { $0.kind == .cell && $0.item == 0 })
        #expect(item0.frame.maxX == first.contentSize.width - 10)
    }

    /// Gestures are played as written unless the scenario asks them to follow the direction.
    @Test func gesturesAreMirroredOnlyWhenAsked() throws {
        let script = "  - drag: {from: [60, 300], by: [120, 0], duration: 0.5}\n"
        func steps(_ follow: Bool) throws -> [GestureStep] {
            let yaml = Self.yaml("layoutDirection: rightToLeft\ngesturesFollowLayoutDirection: \(follow)")
                .replacingOccurrences(of: "gestures: [{wait: 0.1}]", with: "gestures:\n" + script)
            return try Scenario.parse(yaml, file: "grid.yaml").gestures.map(\.step)
        }
        #expect(try steps(false) == [.drag(from: CGPoint(x: 60, y: 300), by: CGVector(dx: 120, dy: 0), duration: 0.5)])
        #expect(try steps(true) == [.drag(from: CGPoint(x: 260, y: 300), by: CGVector(dx: -120, dy: 0), duration: 0.5)])
    }

    // MARK: - Dynamic Type

    /// The Body style's sizes (Apple's Human Interface Guidelines) and other sizes scaled as it is.
    @Test func fontsScaleAsTheBodyStyle() {
        #expect(ContentSizeCategory.allCases.map(\.bodySize) == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        #expect(ContentSizeCategory.large.scaledFontSize(15) == 15)
        #expect(ContentSizeCategory.accessibilityExtraExtraExtraLarge.scaledFontSize(17) == 53)
        #expect(ContentSizeCategory.extraSmall.scaledFontSize(15) == 12)   // 15 × 14 / 17 = 12.4
    }

    /// At the largest size a self-sizing row holds its 53-pt text (one line plus the 8-pt
    /// margins; "Notifications" wraps to two); a fixed row stays 44 pt.
    @Test func selfSizingRowsGrowAtTheLargestSize() throws {
        func heights(_ name: String) throws -> [CGFloat] {
            let trace = try #require(Fixtures.traces(try BuiltInDemos.scenario(named: name)).first)
            return trace.main.attributes.filter { $0.kind == .cell }.sorted { $0.item < $1.item }.prefix(3).map(\.frame.height)
        }
        let line = FontMetrics.lineHeight(fontSize: 53)   // 64.5 pt with the bundled font
        #expect(try heights("dynamic-type-rows-self-sizing") == [line.rounded(.up) + 16, line.rounded(.up) + 16, (2 * line).rounded(.up) + 16])
        #expect(try heights("dynamic-type-rows-fixed-height") == [44, 44, 44])
    }

    // MARK: - Matrix

    /// A file's `matrix:` makes one scenario per configuration, first axis slowest, each named
    /// after its values and carrying them to its trace.
    @Test func aMatrixMakesOneScenarioPerConfiguration() throws {
        let yaml = Self.yaml(extra: "matrix: {theme: [light, dark], layoutDirection: [leftToRight, rightToLeft]}")
        let scenarios = try Scenario.parseAll(yaml, file: "grid.yaml")
        #expect(scenarios.map(\.name) == ["grid-light-leftToRight", "grid-light-rightToLeft", "grid-dark-leftToRight", "grid-dark-rightToLeft"])
        #expect(scenarios.map(\.theme) == [.light, .light, .dark, .dark])
        #expect(scenarios[3].configuration.map(\.description) == ["theme=dark", "layoutDirection=rightToLeft"])
        #expect(scenarios.allSatisfy { $0.unconfiguredName == "grid" })
        #expect(Reel(scenario: scenarios[3]).traceHeader.configuration == ["theme=dark", "layoutDirection=rightToLeft"])
        // A given axis replaces the file's of the same key and adds new ones.
        let given = try ScenarioMatrix.parse(["theme=dark", "contentSizeCategory=large,accessibilityMedium"])
        let replaced = try Scenario.parseAll(yaml, file: "grid.yaml", matrix: given)
        #expect(replaced.map(\.name) == ["grid-dark-leftToRight-large", "grid-dark-leftToRight-accessibilityMedium",
                                         "grid-dark-rightToLeft-large", "grid-dark-rightToLeft-accessibilityMedium"])
    }

    @Test func badMatrixValuesAreLocatedOrNamed() {
        let problems = Fixtures.problems(Self.yaml(extra: "matrix: {theme: [light, purple], size: [1]}"))
        // Located at the values, on the `matrix` line (the 11th of the file).
        #expect(problems.contains { $0.hasPrefix("bad.yaml:11:") && $0.contains("matrix.theme: theme must be one of light, dark, got 'purple'") })
        #expect(problems.contains { $0.hasPrefix("bad.yaml:11:") && $0.contains("matrix.size: unknown key 'size'") })
        #expect(throws: ScenarioOverrideError.self) { try ScenarioMatrix.parse(["theme"]) }
        #expect((try? ScenarioMatrix.parse(["viewport=iphone-se,iphone-15,iphone-8", "theme=light,dark",
                                            "contentSizeCategory=small,medium,large,extraLarge,extraExtraLarge"])) == nil)
    }

    /// The grid plays the configurations in rows of the last axis's values; devices of
    /// different sizes are scaled to the shortest one's height.
    @Test func theGridScalesDevicesToACommonHeight() throws {
        let yaml = Self.yaml(extra: "matrix: {viewport: [iphone-se, iphone-15]}")
        let matrix = try ReelMatrix(named: "grid", try Scenario.parseAll(yaml, file: "grid.yaml"), gridScale: 1)
        #expect(matrix.columns == 2 && matrix.captions == ["iphone-se", "iphone-15"])
        // 568 pt tall panels: the iPhone 15 (393 × 852) at 568 / 852 is 262 pt wide.
        let gap = DisplayList.panelGap, band = DisplayList.captionBandHeight
        let layout = matrix.layout
        #expect(layout.size == CGSize(width: gap + 320 + gap + 393 * 568 / 852 + gap, height: band + 568 + gap))
        #expect(layout.panelFrames == [CGRect(x: gap, y: band, width: 320, height: 568),
                                       CGRect(x: gap + 320 + gap, y: band, width: 393 * 568 / 852, height: 568)])
        // Below 1 pixel per point, the captions and gaps keep their @1x pixels.
        let half = try ReelMatrix(named: "grid", matrix.scenarios, gridScale: 0.5).layout
        #expect(half.captionFontSize == 30 && half.captionFrames[0].height == 2 * band)
        #expect(half.size.height * 0.5 == band + 568 * 0.5 + gap)
        #expect(throws: RenderRequestError.self) { try ReelMatrix(named: "grid", matrix.scenarios, gridScale: 0) }
    }

    /// The grid is made from the reels' own frames: at the reels' scale each panel is that
    /// configuration's frame, pixel for pixel, under its caption; the reels are written beside it.
    @Test func theGridShowsTheReelsOwnFrames() throws {
        let scenarios = try Scenario.parseAll(Self.yaml(extra: "matrix: {theme: [light, dark]}"), file: "grid.yaml")
        let matrix = try ReelMatrix(named: "grid", scenarios, gridScale: 2)
        let memory = MemoryDestination()
        try matrix.write([.png, .trace], to: memory)
        #expect(Set(memory.files.keys.filter { $0.hasSuffix(".trace.json") }) == ["grid-light.trace.json", "grid-dark.trace.json"])
        let grid = try RasterImage(pngData: try #require(memory.files["grid-matrix/frame-00002.png"]))
        let layout = matrix.layout
        #expect(grid.width == Int(layout.size.width * 2) && grid.height == Int(layout.size.height * 2))
        for (panel, name) in ["grid-light", "grid-dark"].enumerated() {
            let reel = try RasterImage(pngData: try #require(memory.files["\(name)/frame-00002.png"]))
            let origin = layout.panelFrames[panel].origin
            for (x, y) in [(0, 0), (100, 100), (250, 400), (639, 1135), (20, 30)] {
                #expect(grid.pixel(x: Int(origin.x * 2) + x, y: Int(origin.y * 2) + y) == reel.pixel(x: x, y: y))
            }
        }
        // The two themes differ where the background shows.
        #expect(grid.pixel(x: Int(layout.panelFrames[0].minX * 2) + 5, y: Int(layout.panelFrames[0].maxY * 2) - 5)
                != grid.pixel(x: Int(layout.panelFrames[1].minX * 2) + 5, y: Int(layout.panelFrames[1].maxY * 2) - 5))
        // At half a pixel a point the grid is half the size, its captions as tall as at @1x.
        let small = try ReelMatrix(named: "grid", scenarios, gridScale: 0.5)
        let smallFiles = MemoryDestination()
        try small.write([.png], to: smallFiles)
        let thumbnail = try RasterImage(pngData: try #require(smallFiles.files["grid-matrix/frame-00000.png"]))
        #expect(thumbnail.width == Int((small.layout.size.width * 0.5).rounded()))
        #expect(small.layout.panelFrames[0].minY * 0.5 == DisplayList.captionBandHeight)
    }

    /// A render simulates each reel once: the look-ahead pass a GIF's palette needs keeps its
    /// frames for the writing pass, so a layout (and the app code around it) is made once.
    @Test func aRenderMakesTheLayoutOnce() throws {
        final class Count: @unchecked Sendable {
            private let lock = NSLock()
            private var value = 0
            func increment() { lock.withLock { value += 1 } }
            var current: Int { lock.withLock { value } }
        }
        let count = Count()
        let scenario = try Scenario.parse(Self.yaml(), file: "grid.yaml")
        let files = try Reel(scenario: scenario) {
            count.increment()
            return FlowLayout()
        }.render(formats: [.gif, .trace, .png])
        #expect(files["grid.gif"] != nil && files["grid/frame-00000.png"] != nil)
        #expect(count.current == 1)
        let matrixCount = Count()
        var configured = try Scenario.parseAll(Self.yaml(extra: "matrix: {theme: [light, dark]}"), file: "grid.yaml")
        for index in configured.indices {
            configured[index].customLayout = {
                matrixCount.increment()
                return FlowLayout()
            }
        }
        try ReelMatrix(named: "grid", configured).write([.gif, .trace], to: MemoryDestination())
        #expect(matrixCount.current == 2)
    }
}
