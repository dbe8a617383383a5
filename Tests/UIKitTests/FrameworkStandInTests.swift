import AVFoundation
import Combine
import CoreData
import Foundation
import Testing
import UIKit
import UserNotifications
import UserNotificationsUI

/// The frameworks apps import beside UIKit that a reel neither hears nor films: they compile,
/// keep what the app sets, and answer as an iPhone with no media would.
@Suite struct FrameworkStandInTests {
    final class Listener: AVSpeechSynthesizerDelegate {
        var heard: [String] = []
        func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didStart utterance: AVSpeechUtterance) { heard.append("start \(utterance.speechString)") }
        func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance) { heard.append("finish \(utterance.speechString)") }
    }

    /// AVMakeRect fits the aspect ratio inside the rectangle, centred: 16:9 in 320 × 320 is
    /// 320 × 180 at y 70.
    @Test func aspectFitRectangles() {
        #expect(AVMakeRect(aspectRatio: CGSize(width: 16, height: 9), insideRect: CGRect(x: 0, y: 0, width: 320, height: 320))
            == CGRect(x: 0, y: 70, width: 320, height: 180))
        #expect(AVMakeRect(aspectRatio: CGSize(width: 1, height: 2), insideRect: CGRect(x: 10, y: 10, width: 100, height: 100))
            == CGRect(x: 35, y: 10, width: 50, height: 100))
    }

    /// Speech takes no time in a silent reel: the delegate hears the start and the finish.
    @Test func speechIsHeardToStartAndFinish() {
        let synthesizer = AVSpeechSynthesizer(), listener = Listener()
        synthesizer.delegate = listener
        synthesizer.speak(AVSpeechUtterance(string: "Knock knock"))
        #expect(listener.heard == ["start Knock knock", "finish Knock knock"])
        #expect(!synthesizer.isSpeaking)
    }

    /// The photo picker: no camera on a simulated iPhone, and an empty library under "Photos".
    @Test func thePhotoPickerHasNoCamera() {
        #expect(!UIImagePickerController.isSourceTypeAvailable(.camera))
        #expect(UIImagePickerController.isSourceTypeAvailable(.photoLibrary))
        let picker = UIImagePickerController()
        picker.topViewController?.loadViewIfNeeded()
        #expect(picker.topViewController?.title == "Photos")
        #expect(picker.topViewController?.navigationItem.rightBarButtonItem?.title == "Cancel")
    }

    /// A fetched-results controller's untyped snapshot becomes a typed one, as Swift's `as`
    /// bridges it on iOS.
    @Test func anUntypedSnapshotBecomesATypedOne() {
        let reference = NSDiffableDataSourceSnapshotReference()
        reference.appendSections(withIdentifiers: ["A", "B"])
        reference.appendItems(withIdentifiers: [1, 2], intoSectionWithIdentifier: "A")
        reference.appendItems(withIdentifiers: [3], intoSectionWithIdentifier: "B")
        let snapshot = NSDiffableDataSourceSnapshot<String, Int>(reference)
        #expect(snapshot.sectionIdentifiers == ["A", "B"])
        #expect(snapshot.itemIdentifiers(inSection: "A") == [1, 2])
        #expect(snapshot.numberOfItems == 3)
    }

    /// A swipe action keeps its handler and style (no swipe is scripted, so none runs).
    @Test func swipeActionsKeepTheirHandlers() {
        var ran = false
        let handler: UIContextualAction.Handler = { _, _, done in ran = true; done(true) }
        let action = UIContextualAction(style: .destructive, title: "Delete", handler: handler)
        let configuration = UISwipeActionsConfiguration(actions: [action])
        configuration.actions.first?.handler(action, UIView()) { _ in }
        #expect(ran)
        #expect(configuration.actions.map(\.title) == ["Delete"])
    }

    /// Notifications: nobody answers the prompt, so authorization is not granted; a request is
    /// kept (replacing one of its identifier) and never delivered.
    @Test func notificationsAreAskedForAndKept() {
        let center = UNUserNotificationCenter.current()
        var granted: Bool?
        center.requestAuthorization(options: [.alert, .sound]) { answer, _ in granted = answer }
        #expect(granted == false)
        let content = UNMutableNotificationContent()
        content.title = "Stand up"
        center.removeAllPendingNotificationRequests()
        center.add(UNNotificationRequest(identifier: "a", content: content, trigger: UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: false)))
        center.add(UNNotificationRequest(identifier: "a", content: content, trigger: nil))
        #expect(center.pending.map(\.identifier) == ["a"])
        #expect(center.pending.first?.content.title == "Stand up")
        #expect(center.pending.first?.trigger == nil)
    }

    final class Banner: UIViewController, UNNotificationContentExtension {
        func didReceive(_ notification: UNNotification) {}
    }

    /// A notification's content extension compiles; its response handler defaults to keeping
    /// the notification on screen, as the protocol's optional method does when absent.
    @Test func aContentExtensionKeepsTheNotificationByDefault() {
        var option: UNNotificationContentExtensionResponseOption?
        let request = UNNotificationRequest(identifier: "a", content: UNNotificationContent(), trigger: nil)
        Banner().didReceive(UNNotificationResponse(notification: UNNotification(request: request, date: Date(timeIntervalSinceReferenceDate: 0)), actionIdentifier: UNNotificationDefaultActionIdentifier)) { option = $0 }
        #expect(option == .doNotDismiss)
    }

    /// A view controller's container settings: the preferred size is zero until set (UIKit
    /// docs), the transition style cover-vertical, and an app has no extension context.
    @Test func containerSettingsHaveUIKitsDefaults() {
        let controller = UIViewController()
        #expect(controller.preferredContentSize == .zero)
        #expect(controller.modalTransitionStyle == .coverVertical)
        controller.preferredContentSize = CGSize(width: 320, height: 200)
        controller.modalTransitionStyle = .crossDissolve
        #expect(controller.preferredContentSize == CGSize(width: 320, height: 200))
        #expect(controller.modalTransitionStyle == .crossDissolve)
        #expect(controller.extensionContext == nil)
    }

    /// Drag and drop: no drag begins in a reel, so none is active; a preview's parameters are
    /// kept as the app sets them.
    @Test func noDragIsActive() {
        let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
        #expect(!grid.hasActiveDrag && !grid.hasActiveDrop)
        #expect(!UITableView(frame: .zero, style: .plain).hasActiveDrag)
        let preview = UIDragPreviewParameters()
        preview.backgroundColor = .clear
        #expect(preview.backgroundColor == .clear)
    }
}

/// Foundation's names for Combine's observable objects: a model whose file imports only
/// Foundation publishes its changes.
@Suite struct FoundationObservableObjectTests {
    @Test func aFoundationOnlyModelPublishesItsChanges() {
        let store = ArticleStore()
        var heard: [[String]] = []
        var changes = 0
        let subscriptions = [store.$titles.sink { heard.append($0) }, store.objectWillChange.sink { changes += 1 }]
        store.load()
        #expect(heard == [[], ["First", "Second"]])
        #expect(changes == 1)
        _ = subscriptions
    }
}
