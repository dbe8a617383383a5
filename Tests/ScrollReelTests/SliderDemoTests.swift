import Foundation
import ReelOutput
import ReelScenario
import ReelScene
import ScrollReel
import ScrollReelDemos
import Testing

/// The stretchy header hosting a paging slider, before and after the fix, from their traces.
@Suite struct SliderDemoTests {
    static let bug = Fixtures.traces(try! BuiltInDemos.scenario(named: "stretchy-slider-bug"))
    static let fixed = Fixtures.traces(try! BuiltInDemos.scenario(named: "stretchy-slider-fixed"))
    static let copying = Fixtures.traces(try! BuiltInDemos.scenario(named: "stretchy-slider-copying"))

    /// The nested scroll view's trace: second, with an id naming its host.
    static func slider(_ frame: FrameTrace) -> ScrollViewTrace { frame.scrollViews[1] }

    @Test func nestedViewIsTracedUnderItsHost() {
        #expect(Self.bug[0].scrollViews.map(\.id) == ["main", "main.header[0].slider"])
    }

    @Test func sliderFollowsTheStretchingHeader() {
        // Pinned to the header's edges: the nested view is as tall as the header on every frame,
        // and the pulls stretch it well past its 300 pt (200-pt pull: 92 pt of rubber band).
        for frames in [Self.bug, Self.fixed] {
            for frame in frames {
                let header = frame.main.header()!
                #expect(Self.slider(frame).contentSize.height == header.height)
            }
            #expect(frames.map { $0.main.header()!.height }.max() == 392)
        }
    }

    @Test func bugKeepsTheCachedCellHeight() {
        // The delegate was asked once, at 320 × 300; bounds-size changes re-lay out with that.
        var stretchedFrames = 0
        for frame in Self.bug {
            let sliderHeight = frame.main.header()!.height
            for cell in Self.slider(frame).attributes {
                #expect(cell.frame.size == CGSize(width: 320, height: 300))
                // A line holding one item that does not fill the cross axis is centred in it, its
                // origin on the @2x pixel grid as UIKit reports it (4.75 → 5.0).
                #expect(cell.frame.minY == ((sliderHeight - 300) / 2).roundedToPixels(scale: 2))
            }
            if sliderHeight > 300 { stretchedFrames += 1 }
        }
        #expect(stretchedFrames > 40)
    }

    @Test func fixTracksTheSliderHeightExactly() {
        for frame in Self.fixed {
            let sliderHeight = frame.main.header()!.height
            for cell in Self.slider(frame).attributes {
                #expect(cell.frame.size == CGSize(width: 320, height: sliderHeight))
                #expect(cell.frame.minY == 0)
            }
        }
    }

    @Test func swipePagesTheSliderOnePage() {
        // Dragged 200 pt left in 0.3 s and released at 667 pt/s: one page, 320 pt.
        #expect(Self.slider(Self.bug[0]).contentOffset.x == 0)
        #expect(Self.slider(Self.bug.last!).contentOffset.x == 320)
    }

    @Test func inPlaceVariantsLogTheCacheMismatchOnceAndCopyingNever() {
        for frames in [Self.bug, Self.fixed] {
            let lines = frames.flatMap(\.console)
            #expect(lines.filter { $0.hasPrefix("Logging only once for UICollectionViewFlowLayout") }.count == 1)
            #expect(lines.count == 3)
            #expect(lines.last == "This is likely occurring because the flow layout subclass StretchyHeaderLayout "
                + "is modifying attributes returned by UICollectionViewFlowLayout without copying them")
        }
        #expect(Self.copying.flatMap(\.console).isEmpty)
        // Copying changes nothing else: the same layout on every frame.
        #expect(Self.copying.map(\.scrollViews) == Self.fixed.map(\.scrollViews))
    }

    @Test func noItemSizeWarningBecauseTheCachedSizeAlwaysFits() {
        // The cached 300-pt item never exceeds the slider (≥ 300 pt), so UIKit's fit check passes.
        #expect(!Self.bug.flatMap(\.console).contains { $0.contains("item height must be less") })
    }
}
