public import Foundation
import ReelCheck
public import ScrollReel
import ScrollReelDemos
public import ScrollReelUIKit

/// Asserts that a scenario's render matches its goldens (trace exactly, sampled frames' pixels
/// within the precision), recording goldens as `record` says; a failure is reported to the
/// running test framework — an `Issue` under Swift Testing, `XCTFail` under XCTest.
///
/// ```swift
/// @Test func stretchyHeader() throws {
///     assertReel(try Scenario.load(from: url), goldens: goldensFolder)
/// }
/// ```
///
/// - Parameters:
///   - record: the record mode; nil reads `SCROLLREEL_RECORD`, else ``RecordMode/missing``.
///   - artifacts: where a failure's images, GIF and `report.html` go; nil uses
///     `$SCROLLREEL_ARTIFACTS` or the temporary folder. The failure message names it.
/// - Returns: the check, or nil when it could not run (that is reported as a failure too).
@discardableResult
public func assertReel(
    _ scenario: Scenario,
    goldens: URL,
    record: RecordMode? = nil,
    options: CheckOptions = CheckOptions(),
    artifacts: URL? = nil,
    fileID: StaticString = #fileID,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> ScenarioCheck? {
    let location = TestFailureLocation(fileID: fileID, filePath: file, line: line, column: column)
    do {
        var options = options
        options.record = try RecordMode.resolve(record)
        let check = try ReelChecker(goldens: goldens, options: options).check(scenario)
        guard !check.passed else { return check }
        let folder = artifacts ?? ArtifactWriter.defaultFolder()
        let report = try ArtifactWriter(folder: folder).write([check], limit: options.traceDiffLimit)
        TestFailureReporter.record(failureMessage(check, report: report, limit: options.traceDiffLimit), at: location)
        return check
    } catch {
        TestFailureReporter.record("assertReel could not check '\(scenario.name)': \(error)", at: location)
        return nil
    }
}

/// ``assertReel(_:goldens:record:options:artifacts:fileID:file:line:column:)`` for a built-in
/// demo name or a scenario file path.
@discardableResult
public func assertReel(
    named nameOrPath: String,
    goldens: URL,
    record: RecordMode? = nil,
    options: CheckOptions = CheckOptions(),
    artifacts: URL? = nil,
    fileID: StaticString = #fileID,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> ScenarioCheck? {
    do {
        return assertReel(try BuiltInDemos.scenario(named: nameOrPath), goldens: goldens, record: record,
                          options: options, artifacts: artifacts, fileID: fileID, file: file, line: line, column: column)
    } catch {
        TestFailureReporter.record("assertReel could not load '\(nameOrPath)': \(error)",
                                   at: TestFailureLocation(fileID: fileID, filePath: file, line: line, column: column))
        return nil
    }
}

/// ``assertReel(_:goldens:record:options:artifacts:fileID:file:line:column:)`` for an app's
/// screen: `viewController()` shown in the window (in a navigation controller when
/// `inNavigationController`) under `script`, a scenario file without `collection` (its name
/// names the goldens).
///
/// ```swift
/// @Test func feed() throws {
///     let script = try Scenario.loadAll(from: scriptURL, asAppScript: true)[0]
///     assertReel(FeedViewController(), script: script, goldens: goldensFolder)
/// }
/// ```
@discardableResult
public func assertReel(
    _ viewController: @autoclosure @escaping @Sendable () -> UIViewController,
    script: Scenario,
    inNavigationController: Bool = false,
    goldens: URL,
    record: RecordMode? = nil,
    options: CheckOptions = CheckOptions(),
    artifacts: URL? = nil,
    fileID: StaticString = #fileID,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> ScenarioCheck? {
    assertReel(script.showing(inNavigationController: inNavigationController, callerID: "\(fileID)", viewController), goldens: goldens,
               record: record, options: options, artifacts: artifacts, fileID: fileID, file: file, line: line, column: column)
}

/// The failure text: the summary, the trace diff, and where to look.
func failureMessage(_ check: ScenarioCheck, report: URL, limit: Int) -> String {
    var lines = [check.summary]
    if let diff = check.traceDiff { lines.append(diff.listing(limit: limit)) }
    if check.outcome == .recorded {
        lines.append("Recorded goldens (\(check.record.rawValue) mode); run the test again to compare.")
    }
    lines.append("Report: \(report.path)")
    return lines.joined(separator: "\n")
}
