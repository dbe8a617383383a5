import UIKit

// An inbox written as Xcode's templates and Apple's samples write an app: an app delegate, a
// scene delegate that puts a navigation controller in the window, and a view controller that
// builds its collection view in viewDidLoad, registers a cell class, and — a second after it
// appears — inserts a message at the top.

final class InboxAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = InboxSceneDelegate.self
        return configuration
    }
}

final class InboxSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = UINavigationController(rootViewController: InboxViewController())
        window?.makeKeyAndVisible()
    }
}

final class MessageCell: UICollectionViewCell {
    let subjectLabel = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = UIColor(red: 1, green: 0.8, blue: 0.4, alpha: 1)
        contentView.layer.cornerRadius = 10
        subjectLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(subjectLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class InboxViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    /// Set by a test to read what the app did.
    nonisolated(unsafe) static var journal: Journal?
    var messages = (1...20).map { "Message \($0)" }
    var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        Self.journal?.note("viewDidLoad")
        title = "Inbox"
        let layout = UICollectionViewFlowLayout()
        layout.minimumLineSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.backgroundColor = .white
        collectionView.register(MessageCell.self, forCellWithReuseIdentifier: "message")
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        Self.journal?.note("viewWillAppear")
    }

    override func viewWillLayoutSubviews() {
        Self.journal?.note("viewWillLayoutSubviews")
    }

    override func viewDidLayoutSubviews() {
        Self.journal?.note("viewDidLayoutSubviews")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        Self.journal?.note("viewDidAppear")
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
            self.messages.insert("New message", at: 0)
            self.collectionView.performBatchUpdates({
                self.collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
            }, completion: { _ in Self.journal?.note("inserted") })
        }
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        messages.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "message", for: indexPath) as! MessageCell
        cell.subjectLabel.text = messages[indexPath.item]
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: collectionView.bounds.width - 20, height: 60)
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        Self.journal?.note("willBeginDragging")
    }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        // Snap to a row: rows are 70 pt apart from the section's top inset.
        let row = ((targetContentOffset.pointee.y + scrollView.adjustedContentInset.top) / 70).rounded()
        targetContentOffset.pointee.y = row * 70 - scrollView.adjustedContentInset.top
        Self.journal?.note("willEndDragging")
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        Self.journal?.note("didEndDecelerating")
    }
}
