public import Foundation

/// Parallax for content inside a header: content that moves at a fraction of the scroll speed.
public enum Parallax {
    /// The translation to add to content inside a header that scrolled `scroll` points (positive:
    /// scrolled up) so that on screen the content moves at `factor` × the scroll speed:
    /// `scroll × (1 − factor)`.
    ///
    /// factor 1: moves with the header (0); 0: stays put on screen (`scroll`); 0.5: half speed.
    /// Android's `parallaxMultiplier` m is factor `1 − m`.
    /// - Complexity: O(1).
    public static func offset(forScroll scroll: CGFloat, factor: CGFloat) -> CGFloat {
        scroll * (1 - factor)
    }
}
