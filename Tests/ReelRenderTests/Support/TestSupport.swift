import Foundation
import ReelGD
import ReelGeometry
import ReelGraphics
import ReelRender
import ReelText

/// Helpers shared by the ReelRender tests.
enum TestSupport {
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
