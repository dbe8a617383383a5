import Foundation
@testable import ReelRender

/// Frames and a decoder for the GIF tests.
enum GIFFixtures {
    static let size = CGSize(width: 40, height: 30)

    /// Frame `n`: a red square moved `position` points to the right on white.
    static func frame(position: Int) throws -> RasterImage {
        try RasterRenderer().render(DisplayList(size: size, scale: 1, background: .white, items: [
            .fill(CGRect(x: CGFloat(position), y: 10, width: 10, height: 10), color: TestSupport.red, cornerRadius: 0),
        ]))
    }

    static let palette: Palette = {
        var builder = PaletteBuilder()
        builder.addExact([Color.white, TestSupport.red])
        return builder.build()
    }()

    /// What `gifsicle --info` reports.
    struct Info {
        var imageCount = 0
        var delays: [Int] = []          // centiseconds
        var loopsForever = false
        var globalColorTable = 0
        var localColorTables = 0
        var screen = ""
    }

    static func info(_ url: URL) throws -> Info {
        let (status, output) = try TestSupport.run("/usr/bin/gifsicle", ["--info", url.path])
        guard status == 0 else { throw RenderError.io("gifsicle failed on \(url.path)") }
        var info = Info()
        for line in output.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            if line.hasPrefix("*"), let n = line.split(separator: " ").dropLast().last.flatMap({ Int($0) }) {
                info.imageCount = n
            }
            if line.contains("loop forever") { info.loopsForever = true }
            if line.hasPrefix("logical screen") { info.screen = String(line.dropFirst("logical screen ".count)) }
            if line.hasPrefix("global color table ["), let n = Int(line.dropFirst(20).prefix { $0.isNumber }) {
                info.globalColorTable = n
            }
            if line.contains("local color table") { info.localColorTables += 1 }
            if let range = line.range(of: "delay ") {
                let seconds = line[range.upperBound...].prefix { $0.isNumber || $0 == "." }
                info.delays.append(Int((Double(seconds)! * 100).rounded()))
            }
        }
        return info
    }
}
