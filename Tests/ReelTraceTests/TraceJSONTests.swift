import Foundation
import ReelGeometry
import ReelTrace
import Testing

@Suite struct TraceJSONTests {
    static let frame = FrameTrace(
        index: 37, time: 37.0 / 30,
        scrollViews: [
            ScrollViewTrace(id: "main", frame: CGRect(x: 0, y: 0, width: 320, height: 568), contentOffset: CGPoint(x: 0, y: -72.0371), contentSize: CGSize(width: 320, height: 1820),
                            contentInset: UIEdgeInsets(top: 20),
                            attributes: [
                                AttributeTrace(kind: .cell, section: 0, item: 1, frame: CGRect(x: 10, y: 170.25, width: 145, height: 100), zIndex: 0),
                                AttributeTrace(kind: .header, section: 0, item: 0, frame: CGRect(x: 0, y: -72, width: 320, height: 372), zIndex: 1024),
                            ]),
        ],
        console: ["The behavior of the \"UICollectionViewFlowLayout\" is not defined"],
        pager: PagerTrace(selectedIndex: 2, underline: CGRect(x: 96.5, y: 42, width: 60, height: 2)),
        headerProgress: 1.25)

    static let header = TraceHeader(scenario: "stretchy-header", viewport: .init(width: 320, height: 568, scale: 2), fps: 30)

    @Test func framesAreOneLineInModelOrderWithThousandths() {
        // Attributes sort header, cells, footer within a section; numbers keep at most 3 decimals.
        #expect(TraceJSON.frame(Self.frame) == #"""
            {"index":37,"time":1.233,"scrollViews":[{"id":"main","frame":[0,0,320,568],"contentOffset":[0,-72.037],"contentSize":[320,1820],\#
            "contentInset":[20,0,0,0],"attributes":[{"kind":"header","section":0,"item":0,"frame":[0,-72,320,372],\#
            "zIndex":1024},{"kind":"cell","section":0,"item":1,"frame":[10,170.25,145,100],"zIndex":0}]}],\#
            "console":["The behavior of the \"UICollectionViewFlowLayout\" is not defined"],\#
            "pager":{"selected":2,"underline":[96.5,42,60,2]},"headerProgress":1.25}
            """#)
    }

    @Test func optionalPartsAreLeftOutAndNonFiniteNumbersAreNull() {
        let frame = FrameTrace(index: 0, time: 0, scrollViews: [], console: [], headerProgress: .nan)
        #expect(TraceJSON.frame(frame) == #"{"index":0,"time":0,"scrollViews":[],"console":[],"headerProgress":null}"#)
        #expect(TraceJSON.number(-0.0001) == "0")
        #expect(TraceJSON.number(-0.0005) == "-0.001")
        #expect(TraceJSON.string("tab\tnul\u{1}") == #""tab\tnul\u0001""#)
    }

    @Test func aDocumentRoundTripsTyped() throws {
        let document = TraceDocument(header: Self.header, frames: [Self.frame])
        let text = document.jsonText
        #expect(text.hasPrefix(#"{"scenario":"stretchy-header","viewport":{"width":320,"height":568,"scale":2},"fps":30,"frames":["# + "\n"))
        #expect(text.hasSuffix("}\n]}\n"))
        let read = try TraceDocument(text: text)
        #expect(read.header == Self.header)
        #expect(read.frames.count == 1)
        // Written at 1/1000 pt: what comes back is the rounded value.
        #expect(read.frames[0].scrollViews[0].contentOffset.y == -72.037)
        #expect(read.frames[0].pager == Self.frame.pager)
        #expect(read.jsonText == text)
    }

    @Test func malformedTracesNameTheField() {
        #expect(throws: TraceError(source: "t.json", reason: "missing \"frames\"")) {
            try TraceDocument(text: #"{"scenario":"x","viewport":{"width":1,"height":1,"scale":1},"fps":30}"#, source: "t.json")
        }
        let badFrame = #"{"scenario":"x","viewport":{"width":1,"height":1,"scale":1},"fps":30,"frames":[{"index":0,"time":"soon"}]}"#
        #expect(throws: TraceError(source: "t.json", reason: "frames[0].time: expected a number")) {
            try TraceDocument(text: badFrame, source: "t.json")
        }
    }
}
