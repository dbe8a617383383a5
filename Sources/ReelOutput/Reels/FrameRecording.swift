import Foundation
import ReelGraphics
import ReelScene
import ReelTrace

/// A reel's frames as its look-ahead pass (a GIF's palette) made them, kept so that the writing
/// pass replays them instead of simulating the scenario again — app code runs once a render.
///
/// Kept only within ``budget``: a reel whose frames would take more is simulated again (its
/// frames are deterministic), so memory stays bounded whatever the frame count.
final class FrameRecording: @unchecked Sendable {
    /// About the bytes kept at most: a few thousand frames of a typical screen.
    static let budget = 96 << 20

    private var frames: [SourceFrame] = []
    private var bytes = 0
    private var isOverBudget = false
    private let frameCount: Int

    init(frameCount: Int) {
        self.frameCount = frameCount
    }

    /// Every frame, when the look-ahead pass saw them all within the budget.
    var replay: [SourceFrame]? {
        !isOverBudget && frames.count == frameCount ? frames : nil
    }

    /// Starts a new pass (a format that looks ahead again sees the same frames).
    func restart() {
        frames.removeAll()
        bytes = 0
        isOverBudget = false
    }

    /// Keeps `frame`, drawn as `list`, while the budget lasts.
    func record(_ frame: Frame, _ list: DisplayList) {
        guard !isOverBudget else { return }
        // A rough size: an item or a traced element is under a hundred bytes, text aside.
        bytes += 96 * list.items.count + 128 * frame.trace.scrollViews.reduce(0) { $0 + $1.attributes.count } + 256
        guard bytes <= Self.budget else {
            isOverBudget = true
            frames = []
            return
        }
        frames.append(SourceFrame(index: frame.index, time: frame.time, trace: frame.trace, content: .drawing { list }))
    }
}
