import Foundation
import Testing
import UIKit

/// `DateComponentsFormatter`, which Linux's Foundation lacks, writing durations as iOS does in
/// English (en_US): 3,725 s is 1:02:05, 1h 2m 5s, 1 hr, 2 min, 5 sec, 1 hour, 2 minutes, 5 seconds.
@Suite struct DateComponentsFormatterTests {
    func formatter(_ style: DateComponentsFormatter.UnitsStyle, _ units: NSCalendar.Unit = [.hour, .minute, .second]) -> DateComponentsFormatter {
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = style
        formatter.allowedUnits = units
        return formatter
    }

    @Test func positionalDropsLeadingZeroUnits() {
        #expect(formatter(.positional).string(from: 3725) == "1:02:05")
        #expect(formatter(.positional).string(from: 65) == "1:05")
        #expect(formatter(.positional, [.minute, .second]).string(from: 5) == "0:05")
        let padded = formatter(.positional)
        padded.zeroFormattingBehavior = .pad
        #expect(padded.string(from: 65) == "00:01:05")
    }

    @Test func wordedStylesDropZeroUnits() {
        #expect(formatter(.abbreviated).string(from: 3725) == "1h 2m 5s")
        #expect(formatter(.abbreviated).string(from: 3605) == "1h 5s")
        #expect(formatter(.short).string(from: 3725) == "1 hr, 2 min, 5 sec")
        #expect(formatter(.full).string(from: 3725) == "1 hour, 2 minutes, 5 seconds")
        #expect(formatter(.full).string(from: 60) == "1 minute")
        let largest = formatter(.full)
        largest.maximumUnitCount = 1
        #expect(largest.string(from: 3725) == "1 hour")
    }
}
