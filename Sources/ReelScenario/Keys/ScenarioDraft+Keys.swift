import Foundation
import ReelGraphics
import ReelLayout

extension ScenarioDraft {
    /// The top-level keys of a scenario file, in the order they are read.
    static let keys = ScenarioKeys<ScenarioDraft>([
        ScenarioKey("theme", \.theme, type: "choice", default: "`light`",
                    meaning: "`light` or `dark`: UIKit colour names (`label`, `systemBackground`, `systemBlue` …) and the default colours resolve in it") { node, _, _ in
            // Colour names resolve in the theme, so it is read first.
            let theme = node.choice(Theme.self)
            if let theme { node.diagnostics.theme = theme }
            return theme
        },
        ScenarioKey("name", \.name, type: "text", default: "required",
                    meaning: "letters, digits, `-`, `_`; output files are `NAME.gif` …") { node, decoder, _ in decoder.decodeName(node) },
        ScenarioKey("title", \.title, type: "text", default: "`name`",
                    meaning: "one-line title") { node, _, _ in node.string() },
        ScenarioKey("summary", \.summary, type: "text", default: "empty",
                    meaning: "what to look at") { node, _, _ in node.string() },
        ScenarioKey("viewport", \.viewport, type: "device or mapping", default: "required",
                    meaning: "`iphone-se` (320×568 @2, safe area top 20), `iphone-8` (375×667 @2, top 20), `iphone-15` (393×852 @3, top 59, bottom 34), `iphone-15-pro-max` (430×932 @3, top 59, bottom 34), or `{width, height, scale, safeArea}` in points; scale 1–4; `safeArea` as insets") { node, decoder, _ in decoder.decodeViewport(node) },
        ScenarioKey("fps", \.fps, type: "whole number", default: "50",
                    meaning: "1–120 frames per simulated second; frame *n* is at *n*/fps") { node, _, _ in node.integer(in: ScenarioLimits.fps) },
        ScenarioKey("tail", \.tail, type: "seconds", default: "1",
                    meaning: "simulated time after the last gesture step") { node, _, _ in node.number(in: 0...CGFloat(ScenarioLimits.maximumStepDuration)).map(TimeInterval.init) },
        ScenarioKey("seed", \.seed, type: "whole number", default: "1",
                    meaning: "seed of seeded colours and images") { node, _, _ in node.integer(in: 0...Int(Int32.max)).map(UInt64.init) },
        ScenarioKey("layoutDirection", \.layoutDirection, type: "choice", default: "`leftToRight`",
                    meaning: "`leftToRight` or `rightToLeft` (`effectiveUserInterfaceLayoutDirection`): in right to left, a layout whose `flipsHorizontallyInOppositeLayoutDirection` is true — flow, compositional, table, and any that says so — is mirrored by the collection view; a custom layout's default is false, so it must mirror itself (the bug class); labels align to the right; a horizontal collection view starts at its right end") { node, _, _ in node.choice(among: UIUserInterfaceLayoutDirection.named) },
        ScenarioKey("contentSizeCategory", \.contentSizeCategory, type: "choice", default: "`large`",
                    meaning: "the Dynamic Type size, UIKit's category names `extraSmall`, `small`, `medium`, `large`, `extraLarge`, `extraExtraLarge`, `extraExtraExtraLarge`, `accessibilityMedium` … `accessibilityExtraExtraExtraLarge`: every font size the scenario gives (written for `large`) scales as the Body text style does (17 pt at `large`, 53 at the largest; Apple's Human Interface Guidelines), and self-sizing cells, list rows and estimated dimensions measure the scaled text") { node, _, _ in node.choice(ContentSizeCategory.self) },
        ScenarioKey("iOSVersion", \.iOSVersion, type: "version", default: "`26.1`, the newest",
                    meaning: "the iOS whose UIKit is reproduced where versions differ (`16.3`, `17`, from `8` to `26.1`): before 16.4 an invalid batch update throws UIKit's older \"Invalid update: invalid number of items in section N\" reason, from 16.4 on \"Invalid batch updates detected\" (docs/facts.md, \"Batch updates\")") { node, _, _ in
            guard let text = node.string() else { return nil }
            guard let version = IOSVersion(text), IOSVersion.supported.contains(version) else {
                node.report("expected an iOS version from \(IOSVersion.supported.lowerBound) to \(IOSVersion.supported.upperBound) such as 16.4, got '\(text)'")
                return nil
            }
            return version
        },
        ScenarioKey("gesturesFollowLayoutDirection", \.gesturesFollowLayoutDirection, type: "bool", default: "false",
                    meaning: "with `layoutDirection: rightToLeft`: true mirrors every gesture's x about the screen's middle (a swipe left becomes a swipe right), so a script written for left to right moves the content the same way relative to its start; false plays the script as written") { node, _, _ in node.bool() },
        ScenarioKey("background", \.background, type: "colour", default: "`systemBackground`",
                    meaning: "window background") { node, _, _ in node.color() },
        ScenarioKey("app", \.app, type: "mapping", default: "none",
                    meaning: "the script runs an app's own code (an `init-app` package): `rootViewController` (the view controller class the window shows — instead of the app delegate's, or for an app without one — made as a storyboard makes it) and `navigationController` (true: inside a `UINavigationController`); the app decides its counts, cells and layout, and `collection` keys become optional") { node, decoder, _ in decoder.decodeApp(node) },
        ScenarioKey("collection", \.collection, type: "mapping", default: "required (optional with `app`)",
                    meaning: "below") { node, decoder, draft in decoder.reading(in: draft.viewport).decodeCollection(node) },
        ScenarioKey("pager", \.pager, type: "mapping", default: "none",
                    meaning: "a tab pager above a menu table (below); the screen becomes the table-header-pager screen") { node, decoder, draft in decoder.reading(in: draft.viewport).decodePager(node) },
        ScenarioKey("gestures", \.gestures, type: "list", default: "required",
                    meaning: "below") { node, decoder, _ in decoder.decodeGestures(node) },
        ScenarioKey("overlays", \.overlays, type: "mapping", default: "",
                    meaning: "`touches` (finger circle, true), `contentOffset` (readout pill, true), `console` (panel with the latest console lines, false), `navigationBar` (title of a translucent 44-pt bar below the status bar — the viewport's top safe area — its background reaching up behind it; pair with `contentInset.top` = safe area + 44, e.g. 64 on `iphone-se`, and `never` adjustment, or with `automatic` adjustment alone, whose safe area then includes the bar; a pager screen starts below it), `deviceChrome` (false: the iOS status bar — 9:41, signal, Wi-Fi, battery — in the top safe area, the preset's rounded screen corners and the home indicator, black or white with the theme; `render --device-chrome` / `--no-device-chrome` overrides it), `selfSizing` (false: over each self-sizing cell, header or footer that measured itself at another size than its estimate, a pink outline of the size it was laid out at, and both heights, `44 → 71`; one still at its estimate is tinted)") { node, decoder, _ in decoder.decodeOverlays(node) },
        ScenarioKey("matrix", type: "mapping", default: "none",
                    meaning: "configurations to render the scenario in, side by side: keys `theme`, `layoutDirection`, `contentSizeCategory` and `viewport` (a device preset), each with a list of values, e.g. `{theme: [light, dark], layoutDirection: [leftToRight, rightToLeft]}`; every combination is a scenario of its own named `NAME-VALUE-VALUE…` (after any variant's name), with its own reel, trace and golden, and `render` also writes `NAME-matrix.gif` playing them in lock-step in a grid, a row per combination of all but the last key; at most 24 configurations; `render`/`check --matrix KEY=VALUE,VALUE` adds or replaces an axis") { _, _, _ in true },  // expanded before the scenario is read (Scenario+Loading)
        ScenarioKey("variants", type: "mapping", default: "none",
                    meaning: "named partial scenarios merged over the rest of the file (mappings merge key by key, anything else is replaced); the file then stands for one scenario per variant, named `NAME-VARIANT`; `scrollreel compare FILE` shows the first two side by side") { _, _, _ in true }  // merged before the scenario is read (ScenarioVariants),
    ])
}
