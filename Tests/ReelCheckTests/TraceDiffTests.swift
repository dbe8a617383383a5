import ReelCheck
import ReelTrace
import ScrollReelDemos
import Testing

@Suite struct TraceDiffTests {
    /// A trace as `TraceJSON` writes it: header line, one frame per line, footer.
    func trace(fps: Int = 30, _ frames: [String]) throws -> TraceDocument {
        try TraceDocument(text: "{\"scenario\":\"t\",\"viewport\":{\"width\":320,\"height\":568,\"scale\":1},"
            + "\"fps\":\(fps),\"frames\":[\n" + frames.joined(separator: ",\n") + "\n]}\n")
    }

    func frame(_ index: Int, offset: String = "0", cells: [String] = [], console: [String] = []) -> String {
        let attributes = cells.joined(separator: ",")
        let lines = console.map { "\"\($0)\"" }.joined(separator: ",")
        return "{\"index\":\(index),\"time\":\(Double(index) / 30),\"scrollViews\":[{\"id\":\"main\","
            + "\"contentOffset\":[0,\(offset)],\"contentSize\":[320,1820],\"contentInset\":[0,0,0,0],"
            + "\"attributes\":[\(attributes)]}],\"console\":[\(lines)]}"
    }

    func cell(_ item: Int, y: Int, section: Int = 0) -> String {
        "{\"kind\":\"cell\",\"section\":\(section),\"item\":\(item),\"frame\":[10,\(y),145,100],\"zIndex\":0}"
    }

    @Test func equalTracesHaveNoDiff() throws {
        let frames = [frame(0, cells: [cell(0, y: 170)]), frame(1, cells: [cell(0, y: 170)])]
        #expect(TraceDiff.compare(expected: try trace(frames), actual: try trace(frames)) == nil)
    }

    @Test func namesTheFirstDifferingFrameElementAndField() throws {
        let expected = try trace([frame(0, cells: [cell(4, y: 170)]), frame(37, cells: [cell(4, y: 170)]),
                                  frame(38, cells: [cell(4, y: 170)])])
        let actual = try trace([frame(0, cells: [cell(4, y: 170)]), frame(37, cells: [cell(4, y: 172)]),
                                frame(38, cells: [cell(4, y: 172)])])
        let diff = try #require(TraceDiff.compare(expected: expected, actual: actual))
        #expect(diff.differingFrames == [37, 38], "named by each frame's index field")
        #expect(diff.firstFrameDifferences.map(\.description) == [
            // frame 37 at 30 fps: t = 37 / 30 = 1.2333… s.
            "frame 37 (t=1.233 s): main cell 0.4 frame.y: expected 170, got 172",
        ])
        let first = try #require(diff.firstFrameDifferences.first)
        #expect(first.element == "main cell 0.4" && first.field == "frame.y")
        #expect(diff.listing() == """
            frame 37 (t=1.233 s): main cell 0.4 frame.y: expected 170, got 172
            1 more frame differs (up to frame 38)
            """)
    }

    @Test func reportsScrollViewFieldsAndAddedOrRemovedElements() throws {
        let expected = try trace([frame(0, offset: "10", cells: [cell(0, y: 170), cell(1, y: 170)])])
        let actual = try trace([frame(0, offset: "12.5", cells: [cell(0, y: 170), cell(2, y: 280)])])
        let lines = try #require(TraceDiff.compare(expected: expected, actual: actual)).firstFrameDifferences.map(\.description)
        #expect(lines == [
            "frame 0 (t=0.000 s): main contentOffset.y: expected 10, got 12.5",
            "frame 0 (t=0.000 s): main cell 0.1 removed: frame [10, 170, 145, 100], zIndex 0",
            "frame 0 (t=0.000 s): main cell 0.2 added: frame [10, 280, 145, 100], zIndex 0",
        ])
    }

    @Test func consoleLinesAreAddedOrRemoved() throws {
        let expected = try trace([frame(0, console: ["kept", "gone"])])
        let actual = try trace([frame(0, console: ["kept", "new \\\"quoted\\\""])])
        let lines = try #require(TraceDiff.compare(expected: expected, actual: actual)).firstFrameDifferences.map(\.description)
        #expect(lines == [
            "frame 0 (t=0.000 s): console line removed: \"gone\"",
            "frame 0 (t=0.000 s): console line added: \"new \\\"quoted\\\"\"",
        ])
    }

    @Test func headerAndFrameCountDifferences() throws {
        let diff = try #require(TraceDiff.compare(expected: try trace(fps: 30, [frame(0)]),
                                                  actual: try trace(fps: 20, [frame(0), frame(1)])))
        #expect(diff.headerDifferences.map(\.description) == [
            "trace header fps: expected 30, got 20",
            "trace header frame count: expected 1, got 2",
        ])
        #expect(diff.differingFrames == [1])
        #expect(diff.firstFrameDifferences.map(\.description) == ["frame 1 (t=0.033 s): frame added: not in the golden trace"])
    }

    @Test func listingIsCappedWithACountOfTheRest() throws {
        let expected = try trace([frame(0, cells: (0..<5).map { cell($0, y: 170) })])
        let actual = try trace([frame(0, cells: (0..<5).map { cell($0, y: 171) })])
        let diff = try #require(TraceDiff.compare(expected: expected, actual: actual))
        #expect(diff.firstFrameDifferences.count == 5)
        #expect(diff.listing(limit: 2).split(separator: "\n").map(String.init) == [
            "frame 0 (t=0.000 s): main cell 0.0 frame.y: expected 170, got 171",
            "frame 0 (t=0.000 s): main cell 0.1 frame.y: expected 170, got 171",
            "… and 3 more differences in this frame",
        ])
    }

    @Test func rejectsTextThatIsNotATrace() {
        #expect(throws: TraceError.self) { try TraceDocument(text: "[1, 2]") }
        #expect(throws: TraceError.self) { try TraceDocument(text: "{\"frames\": 3}") }
    }
}
