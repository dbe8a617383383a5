import Foundation

/// The files of a starter package that runs an app's own files under a script: `Sources/App/`
/// takes the app's folder as Xcode keeps it (an app delegate, a scene delegate, view
/// controllers, cells, storyboards, xibs, asset catalogs), ported as it is built;
/// `Sources/AppMain/main.swift` runs them, `script.yaml` gives the device, gestures and timing.
/// `scrollreel init-app` writes them.
struct StarterApp {
    /// The package name: the folder's.
    let name: String
    /// The ScrollReel checkout the package depends on, by path.
    let scrollReelPath: String

    /// Every file, by path inside the package.
    var files: [(path: String, text: String)] {
        [
            ("Package.swift", packageManifest),
            ("README.md", readme),
            ("script.yaml", script),
            ("Sources/App/AppDelegate.swift", appDelegate),
            ("Sources/App/SceneDelegate.swift", sceneDelegate),
            ("Sources/App/ListViewController.swift", listViewController),
            ("Sources/PortedApp/PortedApp.swift", portedApp),
            ("Sources/Modules/README.md", modulesReadme),
            ("Sources/AppMain/main.swift", main),
            ("Tests/AppTests/AppSnapshotTests.swift", snapshotTests),
            (".gitignore", ".build/\nPackage.resolved\nout/\n"),
        ]
    }

    var packageManifest: String {
        """
        // swift-tools-version: 6.1
        // Runs an app's own files with ScrollReel's UIKit: copy the app's folder into
        // Sources/App/ as it is, then `swift build -c release` and `.build/release/App script.yaml --out out`.
        import PackageDescription

        let package = Package(
            name: "\(name)",
            products: [
                .executable(name: "App", targets: ["AppMain"]),
            ],
            dependencies: [
                .package(name: "ScrollReel", path: \(StarterPackage.swiftString(scrollReelPath))),
                .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
            ],
            targets: [
                // The app's Swift files in Sources/App/, as they are: ScrollReel's PortApp step
                // rewrites what iOS compiles and Linux Swift refuses (`@objc`, `@UIApplicationMain`,
                // `#selector`) into copies as it builds, and `import UIKit` is ScrollReel's. The
                // storyboards, xibs, asset catalogs and Info.plist are read from Sources/App/
                // when the app runs. A module the app imports from its own repository goes in
                // Sources/Modules/NAME/ and is built into the app. The target's folder is all of
                // Sources/, so that a file copied in after a build is seen by the next one.
                .target(
                    name: "App",
                    dependencies: [
                        .product(name: "UIKit", package: "ScrollReel"),
                        .product(name: "WebKit", package: "ScrollReel"),
                        .product(name: "SafariServices", package: "ScrollReel"),
                        .product(name: "Combine", package: "ScrollReel"),
                        .product(name: "CoreData", package: "ScrollReel"),
                        .product(name: "AVFoundation", package: "ScrollReel"),
                        .product(name: "UserNotifications", package: "ScrollReel"),
                        .product(name: "UserNotificationsUI", package: "ScrollReel"),
                        .product(name: "SwiftUI", package: "ScrollReel"),
                    ],
                    path: "Sources",
                    exclude: ["App", "AppMain", "Modules"],
                    sources: ["PortedApp"],
                    plugins: [.plugin(name: "PortApp", package: "ScrollReel")]
                ),
                // Runs them: `App SCRIPT.yaml --out DIR`.
                .executableTarget(
                    name: "AppMain",
                    dependencies: ["App", .product(name: "UIKit", package: "ScrollReel")],
                    path: "Sources/AppMain"
                ),
                // The team's snapshot tests of the app's screens: `swift test`.
                .testTarget(
                    name: "AppTests",
                    dependencies: [
                        "App",
                        .product(name: "ScrollReelSnapshotTesting", package: "ScrollReel"),
                        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                    ]
                ),
            ],
            // iOS apps are usually Swift 5 code.
            swiftLanguageModes: [.v5]
        )

        """
    }

    var snapshotTests: String {
        """
        @testable import App
        import ScrollReel
        import ScrollReelSnapshotTesting
        import SnapshotTesting
        import Testing
        import UIKit

        /// The app's first second, launched through its app delegate as UIKit launches it: the
        /// trace of its frames is compared with the reference beside this file, in
        /// __Snapshots__ (recorded on the first run, which then fails once, as SnapshotTesting
        /// does). Name the view controllers of your own screens the same way:
        /// `assertSnapshot(of: FeedViewController(), as: .reelPNG(script, frame: 0))`.
        @Suite struct AppSnapshotTests {
            @Test func firstSecond() throws {
                let script = try Scenario.parse(
                    "name: first-second\\nviewport: iphone-15\\nfps: 10\\ngestures: [{wait: 1}]",
                    file: "first-second.yaml", asAppScript: true)
                assertSnapshot(of: script.running(appDelegate: AppDelegate.self), as: .reelTrace)
            }
        }

        """
    }

    var portedApp: String {
        """
        // The app target's sources are the ported copies of the Swift files in Sources/App/,
        // which ScrollReel's PortApp step writes as the package builds. Nothing goes here.

        """
    }

    var modulesReadme: String {
        """
        # The app's own modules

        A module the app imports from its own repository — a framework or a package beside the app,
        `import StickyHeaderLayout` — goes here as a folder named as the module, holding its
        `.swift` files as the repository has them (`Sources/Modules/StickyHeaderLayout/`). Its
        files are built into the app with the app's, and the app's `import` of it is dropped.

        """
    }

    var main: String {
        """
        // Runs the app in Sources/App under the script named on the command line, as UIKit's
        // main does: `UIApplicationMain` with the app delegate's class — the one the app marks
        // `@main` or `@UIApplicationMain`, which the build names. An app without one shows the
        // script's `app: {rootViewController: ClassName}`.
        import App
        import UIKit

        UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, portedAppDelegateClassName)

        """
    }

    var appDelegate: String {
        """
        // Replace these files with your app's folder, as it is: the build ports what Linux
        // Swift refuses of what iOS compiles (`@objc`, `@UIApplicationMain`, `#selector`, a
        // cell's `override init(frame:)`), and `import UIKit` is ScrollReel's.
        import UIKit

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            func application(_ application: UIApplication,
                             didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                return true
            }

            func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                             options: UIScene.ConnectionOptions) -> UISceneConfiguration {
                return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
            }
        }

        """
    }

    var sceneDelegate: String {
        """
        import UIKit

        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?

            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                guard let windowScene = (scene as? UIWindowScene) else { return }
                window = UIWindow(windowScene: windowScene)
                window?.rootViewController = UINavigationController(rootViewController: ListViewController(style: .insetGrouped))
                window?.makeKeyAndVisible()
            }
        }

        """
    }

    var listViewController: String {
        """
        import UIKit

        /// A list that gets a new row a second after it appears, and deletes a row when tapped.
        class ListViewController: UITableViewController {
            var rows = (1...24).map { "Row \\($0)" }

            override func viewDidLoad() {
                super.viewDidLoad()
                title = "\(name)"
                tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
            }

            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                    self.rows.insert("New row", at: 0)
                    self.tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
                }
            }

            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                return rows.count
            }

            override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                return "Rows"
            }

            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
                cell.textLabel?.text = rows[indexPath.row]
                cell.accessoryType = .disclosureIndicator
                return cell
            }

            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                rows.remove(at: indexPath.row)
                tableView.deleteRows(at: [indexPath], with: .fade)
            }
        }

        """
    }

    var script: String {
        """
        # How the finger moves and for how long; the app in Sources/App decides everything else.
        # Every key: docs/scenarios.md in the ScrollReel checkout (`collection` is optional here).
        # An app without an app delegate: name the view controller to show,
        #   app: {rootViewController: MyViewController, navigationController: true}
        name: \(name)
        viewport: iphone-15
        fps: 30
        gestures:
          - wait: 1.5                                              # the new row arrives at 1 s
          - tap: [196, 260]                                        # a row: the app deletes it
          - wait: 0.8
          - fling: {from: [196, 700], velocity: [0, -1500]}        # flick up
          - wait: 1.5

        """
    }

    var readme: String {
        """
        # \(name)

        An app's own screen, run with ScrollReel's UIKit and rendered under a script.

        1. Copy the app's folder into `Sources/App/` as Xcode keeps it — app delegate, scene
           delegate, view controllers, cells, storyboards, xibs, `Assets.xcassets`, `*.lproj`,
           `Info.plist`, in their groups — replacing the starter's files. The build ports what
           Linux Swift refuses of what iOS compiles (`@objc`, `@UIApplicationMain`, `#selector`,
           a cell's `override init(frame:)`) into copies it compiles instead; the compiler's
           errors still name your files and lines. (`scrollreel port` rewrites files in place,
           printing each change, to see what the build does.) Copy the app's `.xcodeproj` into
           `Sources/App/` too and only the Swift files the project builds are built.
        2. An app without an app delegate (a view controller from a bug report): delete
           `AppDelegate.swift` and `SceneDelegate.swift` and name the view controller in
           `script.yaml`: `app: {rootViewController: ClassName}`.
        3. `swift build -c release`, then `.build/release/App script.yaml --out out` writes
           `out/\(name).gif` and `out/\(name).trace.json` (`--format`, `--scale`, `--fps`,
           `--device-chrome` as `scrollreel render` takes them). A debug build (`swift build`,
           `.build/debug/App`) builds sooner and renders the same bytes about twenty times slower.

        ## Snapshot tests

        `Tests/AppTests` holds the team's snapshot tests (swift-snapshot-testing with
        ScrollReel's strategies). Build SnapshotTesting once before anything else —
        `swift build --target SnapshotTesting` — then `swift test` records the references on
        its first run and compares with them after. (Built after ScrollReel's `UIKit`,
        SnapshotTesting's `#if canImport(UIKit)` would find it and fail to build.) The test
        names the starter's `AppDelegate`: name your app's.

        When the app's code traps (`fatalError`, a forced unwrap of nil), the reel ends at that
        frame with the trap in its console and trace, and the command fails.

        The package depends on the ScrollReel checkout at `\(scrollReelPath)` by path.

        """
    }
}
