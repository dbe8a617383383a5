import Foundation
import ReelScene
import ReelTestSupport
import ScrollReel
import ScrollReelDemos
import Testing

/// What the README gallery shows: bars where an iPhone puts them, and GIFs no optimizer shrinks.
@Suite struct DocsGalleryTests {
    static func render(_ yaml: String) throws -> RasterImage {
        let reel = Reel(scenario: try Scenario.parse(yaml, file: "bar.yaml"))
        let frame = try #require(Array(reel.frames()).first)
        return try RasterRenderer().render(reel.displayList(of: frame))
    }

    @Test func theNavigationBarSitsBelowTheStatusBarAndReachesBehindIt() throws {
        let image = try Self.render("""
            name: bar
            viewport: iphone-se
            background: white
            collection: {contentInsetAdjustmentBehavior: never, contentInset: {top: 64}, backgroundColor: white,
                         itemSize: [100, 100], sections: [0]}
            overlays: {touches: false, contentOffset: false, navigationBar: Title}
            gestures: [{wait: 0.1}]
            """)
        // iPhone SE (safe area top 20): the bar's background from 0 to 20 + 44 = 64 pt, its
        // hairline the half point above 64, the app below (@2x pixels).
        let bar = image.pixel(x: 10, y: 2 * 10)
        #expect(bar != .white)
        #expect(image.pixel(x: 10, y: 2 * 50) == bar)
        #expect(image.pixel(x: 10, y: 2 * 64 - 1) != bar)        // the hairline
        #expect(image.pixel(x: 10, y: 2 * 64 + 2) == .white)
        // The title is centred in the bar's 44 pt below the status bar: ink rows lie in 20…64.
        let ink = (0..<2 * 80).filter { y in (2 * 140..<2 * 180).contains { image.pixel(x: $0, y: y).red < 128 } }
        #expect(!ink.isEmpty && ink.min()! >= 2 * 20 && ink.max()! < 2 * 64)
    }

    @Test func thePagerScreenStartsBelowTheStatusAndNavigationBars() throws {
        let simulation = Simulation(scenario: try BuiltInDemos.scenario(named: "table-header-pager"))
        let screen = try #require(simulation.screen.pagerMenu)
        _ = simulation.nextFrame()
        // The article's app: status bar 20 pt, navigation bar 44 pt, then the 40-pt pager and the table.
        #expect(screen.pagerView.frame.minY == 64)
        #expect(screen.tableView.frame.minY == 104)
        #expect(screen.tableView.frame.maxY == 568)
    }

    @Test func gifsicleCannotShrinkTheDocsGIF() throws {
        // stretchy-header as the gallery renders it (@1x, 20 fps, device chrome).
        let folder = try ToolRunner.makeFolder("docs-gif")
        let scenario = try BuiltInDemos.scenario(named: "stretchy-header").overriding(scale: 1, fps: 20, deviceChrome: true)
        try Reel(scenario: scenario).render(to: folder, formats: [.gif])
        let gif = folder.appendingPathComponent("stretchy-header.gif")
        let optimized = folder.appendingPathComponent("O3.gif")
        #expect(try ToolRunner.run(tool: "gifsicle", ["-O3", gif.path, "-o", optimized.path]).status == 0)
        let ours = try FileManager.default.attributesOfItem(atPath: gif.path)[.size] as! Int
        let theirs = try FileManager.default.attributesOfItem(atPath: optimized.path)[.size] as! Int
        // Measured: 940,566 bytes against gifsicle's 947,421 (0.993).
        #expect(ours <= theirs, "\(ours) bytes, gifsicle -O3 makes \(theirs)")
    }
}
