import Foundation
import ReelTestSupport
import ScrollReel
import Testing

/// The iOS status bar, rounded screen corners and home indicator (`overlays.deviceChrome`).
@Suite struct DeviceChromeTests {
    static func firstFrame(_ yaml: String) throws -> RasterImage {
        let reel = Reel(scenario: try Scenario.parse(yaml, file: "chrome.yaml"))
        let frame = try #require(Array(reel.frames()).first)
        return try RasterRenderer().render(reel.displayList(of: frame))
    }

    static func yaml(viewport: String, theme: String = "light", chrome: Bool) -> String {
        """
        name: chrome
        viewport: \(viewport)
        theme: \(theme)
        background: systemBackground
        collection:
          contentInsetAdjustmentBehavior: never
          backgroundColor: systemBackground
          itemSize: [100, 100]
          sections: [0]
        overlays: {touches: false, contentOffset: false, deviceChrome: \(chrome)}
        gestures: [{wait: 0.1}]
        """
    }

    @Test func aSquareScreenGetsTheStatusBarInItsTwentyPoints() throws {
        let image = try Self.firstFrame(Self.yaml(viewport: "iphone-se", chrome: true))
        let black = Color(red: 0, green: 0, blue: 0), white = Color.white
        // The battery's charge: 20 × 9.6 pt at the right margin (6 pt), inset 2 pt, at @2x.
        #expect(image.pixel(x: 2 * (320 - 6 - 10), y: 2 * 10) == black)
        // "9:41" at the left margin: some of its pixels are ink.
        let time = (2 * 6..<2 * 40).flatMap { x in (2 * 4..<2 * 16).map { image.pixel(x: x, y: $0) } }
        #expect(time.contains(black))
        // Square corners and no home indicator on a home-button phone; the rest is the app.
        #expect(image.pixel(x: 0, y: 0) == white)
        #expect(image.pixel(x: 320, y: 2 * 568 - 20) == white)
    }

    @Test func aModernScreenGetsRoundedCornersAndTheHomeIndicator() throws {
        let image = try Self.firstFrame(Self.yaml(viewport: "iphone-15", chrome: true))
        let black = Color(red: 0, green: 0, blue: 0), white = Color.white
        // 393 × 852 pt at @3x with 55-pt corners: (8, 8) pt is 66 pt from the corner circle's
        // centre, outside the screen; (20, 20) pt is 49.5 pt from it, inside.
        #expect(image.pixel(x: 0, y: 0) == black && image.pixel(x: 3 * 393 - 1, y: 3 * 852 - 1) == black)
        #expect(image.pixel(x: 3 * 8, y: 3 * 8) == black)
        #expect(image.pixel(x: 3 * 20, y: 3 * 20) == white)
        // The home indicator, 5 pt tall, 8 pt above the bottom: black on a light app…
        #expect(image.pixel(x: 3 * 393 / 2, y: 3 * (852 - 10)) == black)
        #expect(image.pixel(x: 3 * 393 / 2, y: 3 * (852 - 20)) == white)
        // …and white on a dark one.
        let dark = try Self.firstFrame(Self.yaml(viewport: "iphone-15", theme: "dark", chrome: true))
        #expect(dark.pixel(x: 3 * 393 / 2, y: 3 * (852 - 10)) == white)
    }

    @Test func itIsOffUnlessAskedFor() throws {
        let image = try Self.firstFrame(Self.yaml(viewport: "iphone-15", chrome: false))
        let white = Color.white
        #expect(image.pixel(x: 0, y: 0) == white && image.pixel(x: 3 * 393 / 2, y: 3 * (852 - 10)) == white)
    }

    @Test func theCommandLineSwitchesItEitherWay() throws {
        let folder = try ToolRunner.makeFolder("chrome-cli")
        // The status bar fills the top safe area: the tiny scenario's, 20 pt here; a screen
        // with none has no status bar.
        let viewport = "viewport: {width: 120, height: 200, scale: 1}"
        try TinyScenario.yaml().replacingOccurrences(of: viewport, with: "viewport: {width: 120, height: 200, scale: 1, safeArea: {top: 20}}")
            .write(to: folder.appendingPathComponent("tiny.yaml"), atomically: true, encoding: .utf8)
        try TinyScenario.yaml().write(to: folder.appendingPathComponent("bare.yaml"), atomically: true, encoding: .utf8)
        func batteryPixel(_ flags: [String], file: String = "tiny") throws -> Color {
            let out = folder.appendingPathComponent("out-\(file)\(flags.joined())")
            let result = try ToolRunner.run(Fixtures.binary, ["render", "\(file).yaml", "--out", out.path, "--format", "png"] + flags,
                                            in: folder)
            #expect(result.status == 0, "\(result.error)")
            let image = try RasterImage(pngData: Data(contentsOf: out.appendingPathComponent("\(file == "bare" ? "tiny" : file)/frame-00000.png")))
            // The battery's charge: 120 − 6 − 10 pt across, 10 pt down, at @1x.
            return image.pixel(x: 104, y: 10)
        }
        #expect(try batteryPixel(["--device-chrome"]) == Color(red: 0, green: 0, blue: 0))
        #expect(try batteryPixel([]) != Color(red: 0, green: 0, blue: 0))
        #expect(try batteryPixel(["--no-device-chrome"]) == (try batteryPixel([])))
        #expect(try batteryPixel(["--device-chrome"], file: "bare") == (try batteryPixel([], file: "bare")))
    }
}
