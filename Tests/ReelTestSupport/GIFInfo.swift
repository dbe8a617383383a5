public import Foundation

/// A GIF as `gifsicle --info` decodes it.
public struct GIFInfo {
    public var imageCount = 0
    /// Each image's delay in centiseconds.
    public var delays: [Int] = []
    public var loopsForever = false
    public var globalColorTable = 0
    public var localColorTables = 0
    /// `WIDTHxHEIGHT` of the logical screen.
    public var screen = ""

    /// Decodes `url` with gifsicle.
    public init(url: URL) throws {
        let result = try ToolRunner.run(tool: "gifsicle", ["--info", url.path])
        guard result.status == 0 else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: url.path])
        }
        for line in result.output.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            if line.hasPrefix("*"), let n = line.split(separator: " ").dropLast().last.flatMap({ Int($0) }) {
                imageCount = n
            }
            if line.contains("loop forever") { loopsForever = true }
            if line.hasPrefix("logical screen") { screen = String(line.dropFirst("logical screen ".count)) }
            if line.hasPrefix("global color table ["), let n = Int(line.dropFirst(20).prefix { $0.isNumber }) {
                globalColorTable = n
            }
            if line.contains("local color table") { localColorTables += 1 }
            if let range = line.range(of: "delay ") {
                let seconds = line[range.upperBound...].prefix { $0.isNumber || $0 == "." }
                delays.append(Int((Double(seconds)! * 100).rounded()))
            }
        }
    }

    /// The composited picture of image `index` (what a viewer shows then), as a one-image GIF.
    public static func frame(_ index: Int, of url: URL) throws -> Data {
        let out = FileManager.default.temporaryDirectory
            .appendingPathComponent("scrollreel-frame-\(getpid())-\(index).gif")
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try ToolRunner.run(tool: "gifsicle", ["--unoptimize", url.path, "#\(index)", "-o", out.path])
        guard result.status == 0 else { throw CocoaError(.fileReadCorruptFile) }
        return try Data(contentsOf: out)
    }
}
