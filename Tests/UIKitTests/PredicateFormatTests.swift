import Foundation
import Testing
import UIKit

/// `NSPredicate(format:)` read and evaluated as Foundation does on iOS (Apple's "Predicate
/// Format String Syntax"): Linux's Foundation reads no predicate strings.
@Suite struct PredicateFormatTests {
    struct Person {
        let name: String
        let age: Int
        let nickname: String?
        let tags: [String]
    }

    let ana = Person(name: "Ana Lúcia", age: 34, nickname: nil, tags: ["swift", "ios"])
    let bo = Person(name: "bo", age: 9, nickname: "Bobo", tags: [])

    @Test func comparisonsReadStoredPropertiesByName() {
        #expect(NSPredicate(format: "age > 30").evaluate(with: ana))
        #expect(!NSPredicate(format: "age > 30").evaluate(with: bo))
        #expect(NSPredicate(format: "%K == %d", "age", 9).evaluate(with: bo))
        #expect(NSPredicate(format: "age BETWEEN {5, 10}").evaluate(with: bo))
        #expect(NSPredicate(format: "age != 9 AND name BEGINSWITH 'Ana'").evaluate(with: ana))
        #expect(NSPredicate(format: "nickname == nil").evaluate(with: ana))
        #expect(NSPredicate(format: "nickname = %@", "Bobo").evaluate(with: bo))
        #expect(NSPredicate(format: "NOT (age < 10) OR name == 'bo'").evaluate(with: bo))
    }

    @Test func stringOperatorsTakeCaseAndDiacriticOptions() {
        #expect(!NSPredicate(format: "name CONTAINS %@", "lucia").evaluate(with: ana))
        #expect(!NSPredicate(format: "name CONTAINS[c] %@", "lucia").evaluate(with: ana))
        #expect(NSPredicate(format: "name CONTAINS[cd] %@", "lucia").evaluate(with: ana))
        #expect(NSPredicate(format: "name ENDSWITH[d] 'Lucia'").evaluate(with: ana))
        #expect(NSPredicate(format: "name LIKE 'A?a *'").evaluate(with: ana))
        #expect(NSPredicate(format: "name MATCHES '[a-z]+'").evaluate(with: bo))
        #expect(NSPredicate(format: "SELF CONTAINS[c] %@", "APP").evaluate(with: "Apple"))
        let names: [String] = ["Apple", "banana", "Cherry"]
        let fruits = names.filter { NSPredicate(format: "SELF BEGINSWITH[c] %@", "b").evaluate(with: $0) }
        #expect(fruits == ["banana"])
    }

    @Test func collectionsAndDictionaries() {
        #expect(NSPredicate(format: "ANY tags == 'ios'").evaluate(with: ana))
        #expect(!NSPredicate(format: "ANY tags == 'ios'").evaluate(with: bo))
        #expect(NSPredicate(format: "tags.@count == 0").evaluate(with: bo))
        #expect(NSPredicate(format: "age IN %@", argumentArray: [[9, 10]]).evaluate(with: bo))
        #expect(NSPredicate(format: "city == 'Oslo' && score >= 2.5").evaluate(with: ["city": "Oslo", "score": 3.0] as [String: Any]))
        #expect(NSPredicate(format: "TRUEPREDICATE").evaluate(with: nil))
    }
}
