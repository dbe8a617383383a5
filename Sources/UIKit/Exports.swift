// `import UIKit` in an app's files: UIKit's classes (ScrollReelUIKit, which brings Foundation as
// iOS's UIKit does) and, shadowing Dispatch's, the main queue on the simulated clock.
@_exported import ScrollReelUIKit
#if canImport(FoundationNetworking)
// URLRequest, URLResponse and URLSession's types are Foundation's on iOS; on Linux they are
// FoundationNetworking's.
@_exported import FoundationNetworking
#endif
