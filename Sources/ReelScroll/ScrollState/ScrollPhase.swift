/// What is moving a scroll view's content right now.
public enum ScrollPhase: String, Sendable {
    /// Nothing moves the content (the finger may be down but has not dragged).
    case idle
    /// The finger drags the content.
    case dragging
    /// Momentum after a flick.
    case decelerating
    /// A spring pulls the content back to an edge it went past.
    case bouncing
    /// An animated `setContentOffset(_:animated:)`.
    case animating
    /// A spring settles the content on a page (`isPagingEnabled`).
    case paging
}
