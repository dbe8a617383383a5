import Foundation
import ReelTestSupport
import ReelTrace
import ScrollReel
import Testing

/// A render's outputs are never half there: a killed render's staging is finished or removed by
/// the next render in that folder, a frames folder is replaced as a unit, and concurrent
/// renders of one name each land whole.
@Suite(.serialized) struct OutputAtomicityTests {
    static func tiny(named name: String = "tiny") throws -> Scenario {
        try Scenario.parse(TinyScenario.yaml().replacingOccurrences(of: "name: tiny", with: "name: \(name)"), file: "tiny.yaml")
    }

    /// The PID of a process that has ended.
    static func deadPID() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    @Test func stagingLeftByADeadRenderIsRemovedByTheNext() throws {
        let folder = try ToolRunner.makeFolder("atomic-stale")
        let dead = folder.appendingPathComponent(".scrollreel-tiny-\(try Self.deadPID())-1/new", isDirectory: true)
        try FileManager.default.createDirectory(at: dead, withIntermediateDirectories: true)
        try Data("half a GIF".utf8).write(to: dead.appendingPathComponent("tiny.gif"))
        // A render that is still running (this process) keeps its staging.
        let live = folder.appendingPathComponent(".scrollreel-other-\(getpid())-1/new", isDirectory: true)
        try FileManager.default.createDirectory(at: live, withIntermediateDirectories: true)

        try Reel(scenario: try Self.tiny()).render(to: folder, formats: [.trace])
        #expect(ToolRunner.contents(of: folder) == [".scrollreel-other-\(getpid())-1", "tiny.trace.json"])
        try FileManager.default.removeItem(at: live.deletingLastPathComponent())
    }

    @Test func aRenderKilledWhilePublishingIsFinishedByTheNext() throws {
        let folder = try ToolRunner.makeFolder("atomic-journal")
        try Data("old trace".utf8).write(to: folder.appendingPathComponent("tiny.trace.json"))
        try Data("old gif".utf8).write(to: folder.appendingPathComponent("tiny.gif"))
        // The killed render had journaled both outputs and put the GIF in place already.
        let staging = folder.appendingPathComponent(".scrollreel-tiny-\(try Self.deadPID())-1", isDirectory: true)
        let new = staging.appendingPathComponent("new", isDirectory: true)
        try FileManager.default.createDirectory(at: new, withIntermediateDirectories: true)
        try Data("new trace".utf8).write(to: new.appendingPathComponent("tiny.trace.json"))
        try Data("new gif".utf8).write(to: new.appendingPathComponent("tiny.gif"))
        func inode(_ url: URL) throws -> UInt64 {
            try #require(FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? UInt64)
        }
        let journal = ["tiny.trace.json": try inode(new.appendingPathComponent("tiny.trace.json")),
                       "tiny.gif": try inode(new.appendingPathComponent("tiny.gif"))]
        try JSONEncoder().encode(journal).write(to: staging.appendingPathComponent("publishing.json"))
        try FileManager.default.removeItem(at: folder.appendingPathComponent("tiny.gif"))
        try FileManager.default.moveItem(at: new.appendingPathComponent("tiny.gif"), to: folder.appendingPathComponent("tiny.gif"))

        try Reel(scenario: try Self.tiny(named: "other")).render(to: folder, formats: [.trace])
        #expect(ToolRunner.contents(of: folder) == ["other.trace.json", "tiny.gif", "tiny.trace.json"])
        #expect(try String(contentsOf: folder.appendingPathComponent("tiny.trace.json"), encoding: .utf8) == "new trace")
        #expect(try String(contentsOf: folder.appendingPathComponent("tiny.gif"), encoding: .utf8) == "new gif")
    }

    @Test func aFramesFolderIsReplacedAsAUnit() throws {
        let folder = try ToolRunner.makeFolder("atomic-frames")
        let reel = Reel(scenario: try Self.tiny())
        try reel.render(to: folder, formats: [.svg])
        let frames = folder.appendingPathComponent("tiny", isDirectory: true)
        #expect(ToolRunner.contents(of: frames).count == 36)
        try reel.render(to: folder, formats: [.png])
        // Only the new render's frames: the old folder left whole, not file by file.
        let names = ToolRunner.contents(of: frames)
        #expect(names.count == 36 && names.allSatisfy { $0.hasSuffix(".png") })
        #expect(ToolRunner.contents(of: folder) == ["tiny"])
    }

    @Test func concurrentRendersOfOneNameEachLandWhole() throws {
        let folder = try ToolRunner.makeFolder("atomic-concurrent")
        let scenario = folder.appendingPathComponent("tiny.yaml")
        try TinyScenario.yaml().write(to: scenario, atomically: true, encoding: .utf8)
        let results = Locked([ToolRunner.Result]())
        DispatchQueue.concurrentPerform(iterations: 3) { _ in
            let result = try? ToolRunner.run(Fixtures.binary, ["render", "tiny.yaml", "--out", "out", "--format", "gif,svg,trace"],
                                              in: folder, timeLimit: 300)
            if let result { results.withLock { $0.append(result) } }
        }
        let all = results.withLock { $0 }
        #expect(all.count == 3 && all.allSatisfy { $0.status == 0 }, "\(all.map(\.error))")
        let out = folder.appendingPathComponent("out")
        #expect(ToolRunner.contents(of: out) == ["tiny", "tiny.gif", "tiny.trace.json"])
        #expect(ToolRunner.contents(of: out.appendingPathComponent("tiny")).count == 36)
        let trace = try TraceDocument(contentsOf: out.appendingPathComponent("tiny.trace.json"))
        #expect(trace.frames.count == 36)
        #expect(try GIFInfo(url: out.appendingPathComponent("tiny.gif")).delays.reduce(0, +) > 0)
    }
}
