import Foundation
@testable import ReelViews
import Testing

/// Subviews that follow their superview's size by their masks, at the moment the size changes —
/// as UIKit's `setFrame:` calls `resizeSubviews(withOldSize:)` — not at the next layout pass.
@Suite struct AutoresizingTests {
    /// A stretchy header: the image view fills a 320×200 header with flexible width and height;
    /// the header shrunk to 120 pt (as `scrollViewDidScroll` does) has the image 120 pt tall
    /// before any layout runs.
    @Test func aFlexibleImageFollowsItsHeaderAtOnce() {
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let image = UIView(frame: header.bounds)
        image.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        header.addSubview(image)
        header.frame = CGRect(x: 0, y: 0, width: 320, height: 120)
        #expect(image.frame == CGRect(x: 0, y: 0, width: 320, height: 120))
    }

    /// Flexible top margin and height share an 80-pt growth in proportion to their lengths
    /// (20 : 60), the bottom margin (20) fixed: the top grows by 20, the height by 60.
    @Test func flexibleSidesShareTheChangeByTheirLengths() {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let badge = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 60))
        badge.autoresizingMask = [.flexibleTopMargin, .flexibleHeight, .flexibleLeftMargin]
        superview.addSubview(badge)
        superview.frame.size = CGSize(width: 150, height: 180)
        // Horizontally only the left margin (10) is flexible: it takes all 50 pt.
        #expect(badge.frame == CGRect(x: 60, y: 40, width: 30, height: 120))
    }

    /// With `autoresizesSubviews` off, or a subview laid out by its constraints, nothing moves.
    @Test func subviewsStayWhenTheSuperviewDoesNotResizeThem() {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let kept = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        kept.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        superview.addSubview(kept)
        superview.autoresizesSubviews = false
        superview.frame.size = CGSize(width: 50, height: 50)
        #expect(kept.frame.size == CGSize(width: 100, height: 100))

        let constrained = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let pinned = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        pinned.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        pinned.translatesAutoresizingMaskIntoConstraints = false
        constrained.addSubview(pinned)
        constrained.frame.size = CGSize(width: 50, height: 50)
        #expect(pinned.frame.size == CGSize(width: 100, height: 100))
    }
}
