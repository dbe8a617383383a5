import UIKit

/// What an app's code did, in order, for a test to read (the app is made inside the
/// simulation, so the test keeps this, not the app).
final class Journal: @unchecked Sendable {
    private(set) var entries: [String] = []
    func note(_ entry: String) { entries.append(entry) }
}
