import Foundation
import ScrollReel
import Testing
import UIKit

/// Images the app draws itself (image contexts and renderers), text measured the Foundation
/// way, and the smaller names real apps use: each with UIKit's values.
@Suite(.serialized) struct DrawnImageTests {
    /// The swatch fills its image view (`.scaleToFill`: a 1 × 1 image stretched to 60 × 30);
    /// the avatar, fitted to 80 pt, is drawn at 80 × 80 with its dot scaled with it.
    @Test func picturesTheAppDrewAreDrawnWhereItsViewsShowThem() throws {
        var script = try Scenario.parse("name: drawn\nviewport: iphone-se\nfps: 10\ntail: 0\ngestures: [{wait: 0.1}]",
                                        file: "drawn.yaml", asAppScript: true)
        script.app?.resourceFolder = StoryboardTests.fixtures
        let reel = Reel(scenario: script.showing { DrawnImagesViewController() })
        let frame = try #require(Array(reel.frames()).first)
        let items = reel.displayList(of: frame).items
        let green = Color(red: 52, green: 199, blue: 89), red = Color(red: 255, green: 59, blue: 48)
        #expect(items.contains { if case let .fill(rect, color, _) = $0 { color == green && rect == CGRect(x: 20, y: 100, width: 60, height: 30) } else { false } })
        #expect(items.contains { if case let .image(.file(url), rect, .scaleToFill) = $0 {
            url.lastPathComponent == "avatar@2x.png" && rect == CGRect(x: 20, y: 150, width: 80, height: 80)
        } else { false } })
        let dot = items.compactMap { item -> (CGRect, Corners)? in if case let .fill(rect, color, corners) = item, color == red { (rect, corners) } else { nil } }
        #expect(dot.map(\.0) == [CGRect(x: 76, y: 150, width: 24, height: 24)])
        #expect(dot.first?.1.radius == 12)
        #expect(frame.trace.console.isEmpty)
    }

    @Test func imageContextsOutsideAScreen() throws {
        // Drawing with no context lands nowhere; a context's image is its size at its scale.
        UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(UIGraphicsGetCurrentContext() == nil && UIGraphicsGetImageFromCurrentImageContext() == nil)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 8, height: 4), true, 3)
        UIGraphicsGetCurrentContext()?.setFillColor(UIColor.systemBlue.cgColor)
        UIGraphicsGetCurrentContext()?.fill(CGRect(x: 0, y: 0, width: 8, height: 4))
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(image.size == CGSize(width: 8, height: 4) && image.scale == 3)
        #expect(image.cgImage?.width == 24 && image.cgImage?.height == 12)
        #expect(UIImage(cgImage: try #require(image.cgImage), scale: 2, orientation: .up).size == CGSize(width: 12, height: 6))
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    /// A label's text measured as the label sets it: one line, or wrapped to the width with
    /// `.usesLineFragmentOrigin`; a paragraph style's alignment is the label's.
    @Test func textIsMeasuredAndAlignedAsALabelSetsIt() throws {
        let script = try Scenario.parse("name: text\nviewport: iphone-se\nfps: 10\ntail: 0\ngestures: [{wait: 0.1}]", file: "text.yaml", asAppScript: true)
        let sizes = MeasuredSizes()
        let reel = Reel(scenario: script.showing {
            let screen = UIViewController()
            let label = UILabel(frame: CGRect(x: 0, y: 100, width: 320, height: 30))
            let style = NSMutableParagraphStyle()
            style.alignment = .right
            label.attributedText = NSAttributedString(string: "Cases", attributes: [.paragraphStyle: style, .font: UIFont.systemFont(ofSize: 15)])
            screen.view.addSubview(label)
            // Measured inside the simulation, as a label's own text is.
            let text = "A line long enough to wrap onto a second line at two hundred points"
            let font = UIFont.systemFont(ofSize: 17)
            sizes.oneLine = text.size(withAttributes: [.font: font])
            sizes.wrapped = (text as NSString).boundingRect(with: CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude),
                                                            options: [.usesLineFragmentOrigin, .usesFontLeading], attributes: [.font: font], context: nil)
            let sized = UILabel()
            sized.text = text
            sized.font = font
            sizes.labelOneLine = sized.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude))
            sized.numberOfLines = 0
            sizes.labelWrapped = sized.sizeThatFits(CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude))
            return screen
        })
        let frame = try #require(Array(reel.frames()).first)
        let items = reel.displayList(of: frame).items
        #expect(items.contains { if case .text("Cases", _, 15, _, .right, _) = $0 { true } else { false } })
        #expect(sizes.oneLine == sizes.labelOneLine && sizes.oneLine.width > 400)
        #expect(sizes.wrapped.origin == .zero && sizes.wrapped.size == sizes.labelWrapped)
        #expect(sizes.labelWrapped.width <= 200 && sizes.labelWrapped.height > sizes.oneLine.height * 2)
    }

    /// `cellForRow(at:)` asked from `heightForRowAt` answers the cells on screen as they are,
    /// instead of laying the table out again (which would ask for the height again, forever).
    @Test func aHeightAskingForItsCellGetsTheCellsOnScreen() throws {
        let script = try Scenario.parse("name: chat\nviewport: iphone-se\nfps: 10\ntail: 0\ngestures: [{wait: 0.2}]", file: "chat.yaml", asAppScript: true)
        let made = MadeScreen()
        let reel = Reel(scenario: script.showing {
            let screen = CellAskingHeightsViewController(style: .plain)
            made.screen = screen
            return screen
        })
        let frames = Array(reel.frames())
        let screen = try #require(made.screen as? CellAskingHeightsViewController)
        // The first pass has no cells yet: 60-pt rows.
        #expect(screen.answers.prefix(3) == [false, false, false])
        let rows = frames[0].trace.scrollViews[0].attributes.filter { $0.kind == .cell }
        #expect(rows.map(\.frame.height) == [60, 60, 60])
        #expect(frames.flatMap(\.trace.console).isEmpty)
    }

    @Test func smallerNamesRealAppsUse() {
        // A segmented control's index picks a scroll direction by UIKit's raw values.
        #expect(UICollectionView.ScrollDirection(rawValue: 0) == .vertical)
        #expect(UICollectionView.ScrollDirection(rawValue: 1) == .horizontal)
        #expect(UICollectionView.ScrollDirection(rawValue: 2) == nil)
        // Images compare by what they draw.
        #expect(UIImage(systemName: "star") == UIImage(systemName: "star"))
        #expect(UIImage(systemName: "star") != UIImage(systemName: "star.fill"))
        #expect(Set([UIImage(systemName: "star"), UIImage(systemName: "star")]).count == 1)
        // A context menu interaction is kept on its view.
        let view = UIView()
        let interaction = UIContextMenuInteraction(delegate: MenuDelegate())
        view.addInteraction(interaction)
        #expect(view.interactions.count == 1 && interaction.view === view)
        view.removeInteraction(interaction)
        #expect(view.interactions.isEmpty && interaction.view == nil)
        // Drag and drop: kept, off by default on an iPhone, the delegates held weakly.
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let dropper = Dropper()
        collection.dragDelegate = dropper
        collection.dropDelegate = dropper
        #expect(!collection.dragInteractionEnabled && collection.dragDelegate === dropper && collection.dropDelegate === dropper)
        let provider = NSItemProvider(object: NSAttributedString(string: "🐶"))
        #expect(provider.canLoadObject(ofClass: NSAttributedString.self) && !provider.canLoadObject(ofClass: UIImage.self))
        var loaded: String?
        provider.loadObject(ofClass: NSAttributedString.self) { object, _ in loaded = (object as? NSAttributedString)?.string }
        #expect(loaded == "🐶")
        #expect(UICollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath).intent == .insertAtDestinationIndexPath)
        // HSB colours, as apps make random ones: hue 1/3 at full saturation and brightness is pure green.
        let green = UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1)
        #expect(abs(green.red) < 1e-9 && abs(green.green - 1) < 1e-9 && abs(green.blue) < 1e-9)
        var (h, s, b, a) = (CGFloat(0), CGFloat(0), CGFloat(0), CGFloat(0))
        #expect(UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.8).getHue(&h, saturation: &s, brightness: &b, alpha: &a))
        #expect(abs(h - 1.0 / 12) < 1e-9 && s == 1 && b == 1 && a == 0.8)
        var white = CGFloat(0)
        #expect(UIColor(white: 0.25, alpha: 1).getWhite(&white, alpha: nil) && white == 0.25)
        #expect(!UIColor.red.getWhite(&white, alpha: nil))
        // A class's description, NSObject's: its module and name, a reuse identifier apps use.
        #expect(UITableViewCell.description() == "UITableViewCell" && UICollectionViewCell.description() == "UICollectionViewCell")
        #expect(PillButton.description() == "UIKitTests.PillButton")
        // A toolbar is 44 pt tall; a navigation controller's is hidden until shown.
        #expect(UIToolbar(frame: .zero).sizeThatFits(CGSize(width: 320, height: 0)) == CGSize(width: 320, height: 44))
        #expect(UINavigationController(rootViewController: UIViewController()).isToolbarHidden)
        // UIKit's raw values of the animation options.
        #expect(UIView.AnimationOptions.repeat.rawValue == 8 && UIView.AnimationOptions.autoreverse.rawValue == 16)
        #expect(UIView.AnimationOptions.transitionFlipFromLeft.rawValue == 1 << 20)
        // The device: an iPhone in portrait; a page control's background style.
        #expect(UIDevice.current.userInterfaceIdiom == .phone && UIDevice.current.orientation.isPortrait)
        let pages = UIPageControl()
        pages.backgroundStyle = .prominent
        #expect(pages.backgroundStyle.rawValue == 1)
        // A PNG's bytes come back from the image made from them; a symbol has none.
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
        png += Data([0, 0, 0, 3, 0, 0, 0, 2])
        #expect(UIImage(data: png)?.pngData() == png && UIImage(data: png)?.jpegData(compressionQuality: 0.8) == nil)
        #expect(UIImage(systemName: "star")?.pngData() == nil)
        // A popover's controller exists only for a popover presentation (an alert has none).
        let alert = UIAlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
        #expect(alert.popoverPresentationController == nil)
        let popover = UIViewController()
        popover.modalPresentationStyle = .popover
        #expect(popover.popoverPresentationController?.permittedArrowDirections == .any)
        // NSObject's class tests on a recogniser; a label's colour set to nil is the default.
        #expect(UIPanGestureRecognizer(target: nil, action: nil).isKind(of: UIGestureRecognizer.self)
            && !UITapGestureRecognizer(target: nil, action: nil).isKind(of: UIPanGestureRecognizer.self))
        // UIKit's raw values of element categories; a scene's session knows its scene; a
        // layer's explicit animation is kept.
        #expect(UICollectionView.ElementCategory.supplementaryView.rawValue == 1)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        let faded = CALayer()
        faded.add(fade, forKey: "fade")
        #expect(fade.keyPath == "opacity" && faded.animationKeys() == nil)
        let scroll = UIScrollView()
        #expect(scroll.panGestureRecognizer === scroll.panGestureRecognizer && scroll.pinchGestureRecognizer == nil)
        let label = UILabel()
        label.textColor = nil
        #expect(label.textColor == .label)
    }

    /// `UINavigationBar.appearance()` set before the bar is made colours it; a header's
    /// background view fills it, behind its content.
    @Test func theAppearanceObjectColoursEveryNavigationBar() throws {
        let script = try Scenario.parse("name: bars\nviewport: iphone-se\nfps: 10\ntail: 0\ngestures: [{wait: 0.1}]", file: "bars.yaml", asAppScript: true)
        let reel = Reel(scenario: script.showing {
            UINavigationBar.appearance().barTintColor = .systemIndigo
            UINavigationBar.appearance().tintColor = .white
            let screen = UIViewController()
            screen.title = "Bars"
            screen.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
            return UINavigationController(rootViewController: screen)
        })
        let items = reel.displayList(of: try #require(Array(reel.frames()).first)).items
        let indigo = Color(red: 88, green: 86, blue: 214)
        #expect(items.contains { if case let .fill(rect, color, _) = $0 { color == indigo && rect.minY == 0 && rect.height == 64 } else { false } })
        #expect(items.contains { if case .text("Edit", _, 17, .white, _, _) = $0 { true } else { false } })
        let header = UITableViewHeaderFooterView(reuseIdentifier: "header")
        header.frame = CGRect(x: 0, y: 0, width: 320, height: 40)
        header.backgroundView = UIView()
        #expect(header.subviews.first === header.backgroundView && header.backgroundView?.frame.size == CGSize(width: 320, height: 40))
    }

    /// The device reports the iOS version the script names.
    @Test func theDeviceRunsTheScriptsIOSVersion() throws {
        let script = try Scenario.parse("name: device\nviewport: iphone-se\niOSVersion: \"15.4\"\nfps: 10\ntail: 0\ngestures: [{wait: 0.1}]",
                                        file: "device.yaml", asAppScript: true)
        let version = MeasuredSizes()
        _ = Array(Reel(scenario: script.showing {
            version.text = UIDevice.current.systemVersion
            return UIViewController()
        }).frames())
        #expect(version.text == "15.4")
        #expect(UIDevice.current.systemVersion == "26.1")
    }

    /// Relative dates in the English an iPhone writes: the largest unit that is not zero.
    @Test func relativeDatesSayTheLargestUnit() {
        let formatter = RelativeDateTimeFormatter()
        let noon = Date(timeIntervalSince1970: 1_700_000_000)
        #expect(formatter.localizedString(for: noon.addingTimeInterval(-2 * 3600 - 59), relativeTo: noon) == "2 hours ago")
        #expect(formatter.localizedString(for: noon.addingTimeInterval(3 * 86_400), relativeTo: noon) == "in 3 days")
        #expect(formatter.localizedString(for: noon.addingTimeInterval(-60), relativeTo: noon) == "1 minute ago")
        formatter.unitsStyle = .abbreviated
        #expect(formatter.localizedString(for: noon.addingTimeInterval(-300), relativeTo: noon) == "5m ago")
        formatter.unitsStyle = .short
        #expect(formatter.localizedString(for: noon.addingTimeInterval(-14 * 86_400), relativeTo: noon) == "2 wk. ago")
        formatter.dateTimeStyle = .named
        #expect(formatter.localizedString(for: noon.addingTimeInterval(-86_400), relativeTo: noon) == "yesterday")
        #expect(formatter.localizedString(for: noon, relativeTo: noon) == "now")
    }

    /// A window's root view controller loads its view when the window shows, not when it is
    /// set: a storyboard's initial view controller replaced by the scene delegate's own window
    /// never runs `viewDidLoad` (docs/facts.md, "An app's screen").
    @Test func aRootViewLoadsWhenItsWindowShows() throws {
        let script = try Scenario.parse("name: window\nviewport: iphone-se\nfps: 10\ntail: 0\ngestures: [{wait: 0.1}]", file: "window.yaml", asAppScript: true)
        let loads = MadeScreen()
        let reel = Reel(scenario: script.showing {
            let hidden = UIWindow(frame: UIScreen.main.bounds)
            let unshown = UIViewController()
            hidden.rootViewController = unshown
            loads.screen = unshown
            return UIViewController()
        })
        _ = Array(reel.frames())
        #expect(loads.screen?.isViewLoaded == false)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let root = UIViewController()
        window.rootViewController = root
        #expect(!root.isViewLoaded)
    }
}

private final class MeasuredSizes: @unchecked Sendable {
    var oneLine = CGSize.zero, labelOneLine = CGSize.zero, labelWrapped = CGSize.zero
    var wrapped = CGRect.zero
    var text = ""
}

private final class Dropper: UICollectionViewDragDelegate, UICollectionViewDropDelegate {
    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] { [] }
    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator) {}
}

private final class MenuDelegate: UIContextMenuInteractionDelegate {
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        nil
    }
}
