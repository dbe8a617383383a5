import Foundation
import ReelLayout
@testable import ReelScenario
import Testing

/// Each scenario key is declared once (``ScenarioKey``): the allowed keys, how each is read and
/// the tables of `docs/scenarios.md` come from the declarations, and these tests hold the page
/// to them.
@Suite struct ScenarioKeysDocumentationTests {
    static let page = try! String(contentsOf: Fixtures.packageRoot.appendingPathComponent("docs/scenarios.md"), encoding: .utf8)

    /// The table under `heading`, as the page has it.
    static func table(under heading: String) throws -> String {
        let start = try #require(page.range(of: "\n" + heading + "\n\n")).upperBound
        let lines = page[start...].split(separator: "\n", omittingEmptySubsequences: false).prefix { $0.hasPrefix("|") }
        return lines.joined(separator: "\n")
    }

    @Test(arguments: [
        ("## Top level", ScenarioDraft.keys.markdownTable),
        ("## `collection`", CollectionSpec.keys.markdownTable),
        ("## `pager`", PagerSpec.keys.markdownTable),
    ])
    func theTableIsTheDeclarations(heading: String, declared: String) throws {
        let documented = try Self.table(under: heading)
        // `SCROLLREEL_RECORD=all` rewrites the table from the declarations, as it re-records goldens.
        if documented != declared, ProcessInfo.processInfo.environment["SCROLLREEL_RECORD"] == "all" {
            let url = Fixtures.packageRoot.appendingPathComponent("docs/scenarios.md")
            let page = try String(contentsOf: url, encoding: .utf8)
            try page.replacingOccurrences(of: "\n\(documented)\n", with: "\n\(declared)\n")
                .write(to: url, atomically: true, encoding: .utf8)
            return
        }
        #expect(documented == declared, "docs/scenarios.md \(heading) should read:\n\(declared)")
    }

    @Test func everyDeclaredKeyIsAllowedAndNoOther() throws {
        // A key the declarations lack is refused with a suggestion; a declared one is read.
        let problems = try #require(Self.problems(in: """
            name: keys
            viewport: iphone-se
            collection: {itemSize: [100, 40], minimumInteritemSpcing: 4, sections: [3]}
            gestures: [{wait: 0.1}]
            """))
        #expect(problems == ["keys.yaml:3:35: collection.minimumInteritemSpcing: unknown key 'minimumInteritemSpcing'; did you mean 'minimumInteritemSpacing'?"])
        #expect(CollectionSpec.keys.names.count == Set(CollectionSpec.keys.names).count)
    }

    @Test func flowSettingsAreTheKeysThatSetAFlowLayoutProperty() {
        #expect(CollectionSpec.flowSettingKeys == [
            "scrollDirection", "itemSize", "estimatedItemSize", "minimumLineSpacing", "minimumInteritemSpacing", "sectionInset",
            "headerReferenceSize", "footerReferenceSize", "sectionHeadersPinToVisibleBounds",
            "sectionFootersPinToVisibleBounds",
        ])
        var spec = CollectionSpec()
        spec.itemSize = CGSize(width: 77, height: 33)
        spec.minimumLineSpacing = -4
        let flow = FlowLayout()
        spec.configure(flow, only: ["itemSize"])
        #expect(flow.itemSize == CGSize(width: 77, height: 33))
        #expect(flow.minimumLineSpacing == 10, "a key not named keeps the layout's own value")
    }

    static func problems(in yaml: String) -> [String]? {
        do {
            _ = try Scenario.parse(yaml, file: "keys.yaml")
            return nil
        } catch let error as ScenarioError {
            return error.description.split(separator: "\n").map(String.init)
        } catch {
            return ["\(error)"]
        }
    }
}
