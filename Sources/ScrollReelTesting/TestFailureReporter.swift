import Foundation
import XCTest
#if canImport(Testing)
import Testing
#endif

/// Where an assertion was called from.
struct TestFailureLocation {
    var fileID: StaticString
    var filePath: StaticString
    var line: UInt
    var column: UInt
}

/// Reports a failure to whichever framework runs the current test, as swift-snapshot-testing
/// does: Swift Testing when a `Test` is current, XCTest otherwise.
enum TestFailureReporter {
    /// Records `message` as a test failure at `location`.
    static func record(_ message: String, at location: TestFailureLocation) {
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(Comment(rawValue: message),
                         sourceLocation: SourceLocation(fileID: location.fileID.description,
                                                        filePath: location.filePath.description,
                                                        line: Int(location.line), column: Int(location.column)))
            return
        }
        #endif
        XCTFail(message, file: location.filePath, line: location.line)
    }
}
