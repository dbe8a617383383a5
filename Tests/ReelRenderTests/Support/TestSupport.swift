import Foundation
@testable import ReelRender

/// Helpers shared by the ReelRender tests.
enum TestSupport {
    /// Runs a tool and returns its exit status and standard output.
    static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// A fresh empty folder under the system temporary directory.
    static func makeFolder(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("reelrender-tests-\(getpid())-\(name)", isDirectory: true)
        try? FileManager.default.removeItem(at: url)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Deletes a test folder and everything in it.
    static func remove(_ folder: URL) {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Names in a folder, sorted.
    static func contents(of folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    static let red = Color(red: 255, green: 0, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 255)
}
