import Foundation
import ReelTestSupport
import ReelTrace
import Testing

/// `scrollreel init-app DIR`: the package an app's files go into, made, built and run here as a
/// user would — the starter app, then a view controller from a "bug report" whose code traps.
@Suite(.serialized) struct InitAppTests {
    @Test func writesAPackageThatRunsTheAppsOwnFiles() throws {
        let folder = try ToolRunner.makeFolder("init-app")
        let package = folder.appendingPathComponent("inbox-app")
        let made = try ToolRunner.run(Fixtures.binary, ["init-app", package.path, "--scrollreel-path", Fixtures.packageRoot.path])
        #expect(made.status == 0, "\(made.error)")
        #expect(ToolRunner.contents(of: package) == [".gitignore", "Package.swift", "README.md", "Sources", "Tests", "script.yaml"])
        #expect(ToolRunner.contents(of: package.appendingPathComponent("Sources/App"))
                == ["AppDelegate.swift", "ListViewController.swift", "SceneDelegate.swift"])
        #expect(ToolRunner.contents(of: folder) == ["inbox-app"])

        // A view controller as a bug report posts it: no app delegate of its own (the starter's
        // are deleted), and a tap on a row that reaches a `fatalError`.
        let sources = package.appendingPathComponent("Sources/App")
        try """
            import UIKit

            class ReportViewController: UITableViewController {
                var rows = (1...30).map { "Report row \\($0)" }

                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                    return rows.count
                }

                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell") ?? UITableViewCell(style: .default, reuseIdentifier: "Cell")
                    cell.textLabel?.text = rows[indexPath.row]
                    return cell
                }

                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    fatalError("no detail screen for \\(rows[indexPath.row])")
                }
            }

            """.write(to: sources.appendingPathComponent("ReportViewController.swift"), atomically: true, encoding: .utf8)
        try """
            name: report
            viewport: iphone-se
            fps: 10
            app: {rootViewController: ReportViewController}
            gestures:
              - wait: 0.5
              - tap: [160, 100]
              - wait: 0.5

            """.write(to: package.appendingPathComponent("report.yaml"), atomically: true, encoding: .utf8)

        // A view controller made in code, whose init(coder:) traps as Xcode's template writes it.
        try """
            import UIKit

            class CodeOnlyViewController: UIViewController {
                init(items: [String]) { super.init(nibName: nil, bundle: nil) }

                required init?(coder: NSCoder) {
                    fatalError("init(coder:) has not been implemented")
                }
            }

            """.write(to: sources.appendingPathComponent("CodeOnlyViewController.swift"), atomically: true, encoding: .utf8)

        // View controllers whose code never returns: on a tap, and as the screen appears.
        try """
            import UIKit

            class HangingViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }

                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                    cell.textLabel?.text = "Row \\(indexPath.row)"
                    return cell
                }

                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    var spins = 0
                    while true { spins &+= 1 }
                }
            }

            class StuckViewController: UIViewController {
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    var spins = 0
                    while true { spins &+= 1 }
                }
            }

            """.write(to: sources.appendingPathComponent("HangingViewController.swift"), atomically: true, encoding: .utf8)

        // Code as iOS compiles it and Linux Swift refuses, in a group with a space in its name:
        // the build ports it; nothing is run on it first.
        let group = sources.appendingPathComponent("Report Screens", isDirectory: true)
        try FileManager.default.createDirectory(at: group, withIntermediateDirectories: true)
        // A module of the app's own repository, which the app imports.
        let module = package.appendingPathComponent("Sources/Modules/TickerKit", isDirectory: true)
        try FileManager.default.createDirectory(at: module, withIntermediateDirectories: true)
        try """
            import Foundation

            public enum TickerFormat {
                public static func label(_ count: Int) -> String { "\\(count) ticks" }
            }

            """.write(to: module.appendingPathComponent("TickerFormat.swift"), atomically: true, encoding: .utf8)
        try """
            import UIKit
            import TickerKit

            @objc protocol TickerDelegate: AnyObject {
                @objc optional func tickerDidTick(_ count: Int) -> String
            }

            class TickerViewController: UIViewController, TickerDelegate {
                @IBOutlet weak var countLabel: UILabel!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .refresh, target: self, action: #selector(tick))
                }

                @objc func tick() { countLabel.text = TickerFormat.label(1) }
            }

            """.write(to: group.appendingPathComponent("TickerViewController.swift"), atomically: true, encoding: .utf8)

        let scratch = try ToolRunner.makeFolder("init-app-build")
        defer { try? FileManager.default.removeItem(at: scratch) }
        // SnapshotTesting first, as the starter's README says: built after ScrollReel's UIKit,
        // its `#if canImport(UIKit)` would find it.
        let snapshotTesting = try ToolRunner.run(tool: "swift", ["build", "--package-path", package.path, "--scratch-path", scratch.path,
                                                                  "--target", "SnapshotTesting"])
        #expect(snapshotTesting.status == 0, "\(snapshotTesting.output)\(snapshotTesting.error)")
        let build = try ToolRunner.run(tool: "swift", ["build", "--package-path", package.path, "--scratch-path", scratch.path])
        #expect(build.status == 0, "\(build.output)\(build.error)")
        let app = scratch.appendingPathComponent("debug/App").path

        // The starter: launched through its app and scene delegates into a navigation
        // controller; a row arrives a second after the list appears, a tapped row is deleted.
        let out = package.appendingPathComponent("out")
        let run = try ToolRunner.run(app, ["script.yaml", "--out", out.path, "--scale", "1"], in: package)
        #expect(run.status == 0, "\(run.error)")
        #expect(ToolRunner.contents(of: out) == ["inbox-app.gif", "inbox-app.trace.json"])
        let trace = try TraceDocument(contentsOf: out.appendingPathComponent("inbox-app.trace.json"))
        let events = trace.frames.compactMap { frame in frame.events.map { (frame.index, $0) } }
        #expect(events.map(\.0) == [30, 50])
        // Named as the app's code calls UIKit.
        #expect(events.map(\.1) == [["insertRows [[0, 0]] .automatic"], ["deleteRows [[0, 2]] .fade"]])
        // The navigation bar (44 pt below the 59-pt status bar) is in the adjusted inset.
        #expect(trace.frames[0].scrollViews[0].contentOffset.y == -103)

        // The report's view controller, named by the script: the tap at 0.5 s traps in the app's
        // code. The reel ends with the frame before, the trap in its console; the command fails.
        let reportOut = package.appendingPathComponent("report-out")
        let report = try ToolRunner.run(app, ["report.yaml", "--out", reportOut.path, "--scale", "1"], in: package)
        #expect(report.status != 0)
        #expect(report.error.contains("error: the app's code trapped after frame 6: "))
        #expect(report.error.contains("Fatal error: no detail screen for Report row 2"))
        #expect(ToolRunner.contents(of: reportOut) == ["report.gif", "report.trace.json"])
        let reportTrace = try TraceDocument(contentsOf: reportOut.appendingPathComponent("report.trace.json"))
        #expect(reportTrace.frames.count == 7)
        #expect(reportTrace.frames.last?.console.last?.hasSuffix("Fatal error: no detail screen for Report row 2") == true)

        // Named by a script, it is made as a storyboard makes it, and traps before any frame:
        // no reel, and the message says why.
        try "name: code-only\nviewport: iphone-se\napp: {rootViewController: CodeOnlyViewController}\ngestures: [{wait: 0.1}]\n"
            .write(to: package.appendingPathComponent("code-only.yaml"), atomically: true, encoding: .utf8)
        let codeOnlyOut = package.appendingPathComponent("code-only-out")
        let codeOnly = try ToolRunner.run(app, ["code-only.yaml", "--out", codeOnlyOut.path], in: package)
        #expect(codeOnly.status != 0)
        #expect(codeOnly.error.contains("error: the app's code trapped while it launched: App/CodeOnlyViewController.swift:7: Fatal error: init(coder:) has not been implemented (the script's rootViewController CodeOnlyViewController is made with init(coder:)"))
        #expect(!FileManager.default.fileExists(atPath: codeOnlyOut.path))

        // Code that never returns: iOS's watchdog would end the app; so does ScrollReel's (two
        // seconds here), the reel ending with the frame before, naming the method.
        let watchdog: [String: String?] = ["SCROLLREEL_WATCHDOG_SECONDS": "2"]
        try "name: hang\nviewport: iphone-se\nfps: 10\napp: {rootViewController: HangingViewController}\ngestures: [{wait: 0.5}, {tap: [160, 100]}, {wait: 0.5}]\n"
            .write(to: package.appendingPathComponent("hang.yaml"), atomically: true, encoding: .utf8)
        let hangOut = package.appendingPathComponent("hang-out")
        let hang = try ToolRunner.run(app, ["hang.yaml", "--out", hangOut.path, "--scale", "1"], in: package, environment: watchdog)
        #expect(hang.status != 0)
        #expect(hang.error.contains("error: the app's code stopped responding after frame 6: ScrollReel: the app's code did not return from "
                                    + "tableView(_:didSelectRowAt:) of HangingViewController in 2 s; iOS's watchdog ends an app that stops responding"))
        let hangTrace = try TraceDocument(contentsOf: hangOut.appendingPathComponent("hang.trace.json"))
        #expect(hangTrace.frames.count == 7)
        try "name: stuck\nviewport: iphone-se\napp: {rootViewController: StuckViewController}\ngestures: [{wait: 0.1}]\n"
            .write(to: package.appendingPathComponent("stuck.yaml"), atomically: true, encoding: .utf8)
        let stuckOut = package.appendingPathComponent("stuck-out")
        let stuck = try ToolRunner.run(app, ["stuck.yaml", "--out", stuckOut.path], in: package, environment: watchdog)
        #expect(stuck.status != 0)
        #expect(stuck.error.contains("error: the app stopped responding while it launched: ScrollReel: the app's code did not return from "
                                     + "viewDidAppear(_:) of StuckViewController in 2 s"))
        #expect(!FileManager.default.fileExists(atPath: stuckOut.path))

        // A script naming a class the app does not have: refused before anything runs.
        try "name: missing\nviewport: iphone-se\napp: {rootViewController: MissingViewController}\ngestures: [{wait: 0.1}]\n"
            .write(to: package.appendingPathComponent("missing.yaml"), atomically: true, encoding: .utf8)
        let missingOut = package.appendingPathComponent("missing-out")
        let missing = try ToolRunner.run(app, ["missing.yaml", "--out", missingOut.path], in: package)
        #expect(missing.status != 0)
        #expect(missing.error == "error: missing.yaml: app.rootViewController: no class 'MissingViewController' in the app's module App\n")
        #expect(!FileManager.default.fileExists(atPath: missingOut.path))

        // A file copied in after the first build, which does not compile: the compiler's error
        // names the file as the user has it, and its line — past lines the build rewrote.
        try """
            import UIKit

            @objc class BrokenViewController: UIViewController {
                @IBOutlet weak var titleLabel: UILabel!
                let count: Int = "three"
            }

            """.write(to: group.appendingPathComponent("Broken Screen.swift"), atomically: true, encoding: .utf8)
        let broken = try ToolRunner.run(tool: "swift", ["build", "--package-path", package.path, "--scratch-path", scratch.path])
        #expect(broken.status != 0)
        let place = group.appendingPathComponent("Broken Screen.swift").path + ":5:22: error: cannot convert value of type 'String' to specified type 'Int'"
        #expect((broken.output + broken.error).contains(place), "\(broken.output)")
        // No error names the copy the compiler was given.
        #expect(!(broken.output + broken.error).split(separator: "\n").contains { $0.contains("error") && $0.contains(".ported.swift") })

        // The app's Xcode project copied in beside its files: only the files its sources phase
        // builds are built, so the file the project leaves out is not compiled.
        let project = sources.appendingPathComponent("Inbox.xcodeproj", isDirectory: true)
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        let built = ["AppDelegate", "SceneDelegate", "ListViewController", "ReportViewController", "CodeOnlyViewController",
                     "HangingViewController", "TickerViewController"]
        // Its groups say which of two files of one name it builds: the old copy in `Old/`, which
        // does not compile, is left out.
        func id(_ kind: Int, _ index: Int) -> String { String(format: "%08X%016X", kind, index) }
        let inGroup = built.filter { $0 != "TickerViewController" }
        let objects = built.enumerated().map { index, name in
            "\t\t\(id(1, index)) /* \(name).swift in Sources */ = {isa = PBXBuildFile; fileRef = \(id(2, index)) /* \(name).swift */; };\n"
                + "\t\t\(id(2, index)) /* \(name).swift */ = {isa = PBXFileReference; path = \(name).swift; sourceTree = \"<group>\"; };"
        } + [
            "\t\t\(id(3, 0)) = {\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n\t\t\t\t\(id(3, 1)) /* Inbox */,\n\t\t\t);\n\t\t\tsourceTree = \"<group>\";\n\t\t};",
            "\t\t\(id(3, 1)) /* Inbox */ = {\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n"
                + inGroup.map { name in "\t\t\t\t\(id(2, built.firstIndex(of: name)!)) /* \(name).swift */,\n" }.joined()
                + "\t\t\t\t\(id(3, 2)) /* Report Screens */,\n\t\t\t);\n\t\t\tpath = Inbox;\n\t\t\tsourceTree = \"<group>\";\n\t\t};",
            "\t\t\(id(3, 2)) /* Report Screens */ = {\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n\t\t\t\t\(id(2, built.firstIndex(of: "TickerViewController")!)) /* TickerViewController.swift */,\n"
                + "\t\t\t);\n\t\t\tpath = \"Report Screens\";\n\t\t\tsourceTree = \"<group>\";\n\t\t};",
            "\t\t\(id(4, 0)) /* Sources */ = {\n\t\t\tisa = PBXSourcesBuildPhase;\n\t\t\tfiles = (\n"
                + built.indices.map { "\t\t\t\t\(id(1, $0)) /* \(built[$0]).swift in Sources */,\n" }.joined() + "\t\t\t);\n\t\t};",
        ]
        try ("// !$*UTF8*$!\n{\n\tobjects = {\n" + objects.joined(separator: "\n") + "\n\t};\n}\n")
            .write(to: project.appendingPathComponent("project.pbxproj"), atomically: true, encoding: .utf8)
        let old = sources.appendingPathComponent("Old", isDirectory: true)
        try FileManager.default.createDirectory(at: old, withIntermediateDirectories: true)
        try "import UIKit\n\nfinal class TickerViewController: UIViewController { let count: Int = \"old\" }\n"
            .write(to: old.appendingPathComponent("TickerViewController.swift"), atomically: true, encoding: .utf8)
        let fromProject = try ToolRunner.run(tool: "swift", ["build", "--package-path", package.path, "--scratch-path", scratch.path])
        #expect(fromProject.status == 0, "\(fromProject.output)\(fromProject.error)")
        try FileManager.default.removeItem(at: project)
        try FileManager.default.removeItem(at: old)
        try FileManager.default.removeItem(at: group.appendingPathComponent("Broken Screen.swift"))

        // The team's snapshot test of the app's first second: recorded on the first run (which
        // fails, as SnapshotTesting's first run does), then passing.
        let test = ["test", "--package-path", package.path, "--scratch-path", scratch.path]
        let recording = try ToolRunner.run(tool: "swift", test)
        #expect(recording.status != 0)
        #expect((recording.output + recording.error).contains("No reference was found on disk. Automatically recorded snapshot"))
        let reference = package.appendingPathComponent("Tests/AppTests/__Snapshots__/AppSnapshotTests/firstSecond.1.json")
        let recorded = try String(contentsOf: reference, encoding: .utf8)
        #expect(recorded.hasPrefix("{\"scenario\":\"first-second\",\"viewport\":{\"width\":393,\"height\":852,\"scale\":3},\"fps\":10,"))
        let passing = try ToolRunner.run(tool: "swift", test)
        #expect(passing.status == 0, "\(passing.output)\(passing.error)")
        #expect((passing.output + passing.error).contains("Test firstSecond() passed"))
    }
}
