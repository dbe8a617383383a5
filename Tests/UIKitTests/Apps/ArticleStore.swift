import UIKit

/// A model written as a Foundation-only file declares one on iOS: no `import Combine`, which
/// Foundation's names bring (the port step makes the file's `import Foundation` ScrollReel's
/// `import UIKit`).
final class ArticleStore: ObservableObject {
    @Published private(set) var titles: [String] = []

    func load() {
        titles = ["First", "Second"]
    }
}
