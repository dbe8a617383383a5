import CoreData
import Foundation
import ScrollReel
import Testing
import UIKit

/// Core Data on a store kept in memory: the app's model read from its `.xcdatamodeld`, objects
/// and their relationships, fetches, saving, and fetched-results controllers, as on iOS (Apple's
/// Core Data Programming Guide and API reference).
@Suite(.serialized) struct CoreDataTests {
    static let model = StoryboardTests.fixtures.appendingPathComponent("Bookshelf/Library.xcdatamodeld")

    static func container() throws -> NSPersistentContainer {
        let model = try #require(NSManagedObjectModel(contentsOf: Self.model))
        let container = NSPersistentContainer(name: "Library", managedObjectModel: model)
        container.loadPersistentStores { _, _ in }
        return container
    }

    @Test func theModelIsReadFromXcodesDataModel() throws {
        let model = try #require(NSManagedObjectModel(contentsOf: Self.model))
        #expect(model.entities.map(\.name) == ["Author", "Book"])
        let book = try #require(model.entitiesByName["Book"])
        #expect(book.managedObjectClassName == "Book")
        #expect(book.attributesByName["pages"]?.attributeType == .integer32AttributeType)
        #expect(book.attributesByName["pages"]?.defaultValue as? Int == 0)
        #expect(book.attributesByName["title"]?.isOptional == false)
        let author = try #require(book.relationshipsByName["author"])
        #expect(!author.isToMany)
        #expect(author.destinationEntity?.name == "Author")
        #expect(author.inverseRelationship?.name == "books")
        #expect(model.entitiesByName["Author"]?.relationshipsByName["books"]?.deleteRule == .cascadeDeleteRule)
    }

    @Test func relationshipsKeepTheirInversesAndFetchesFilterAndSort() throws {
        let context = try Self.container().viewContext
        let author = Author(context: context)
        author.name = "Le Guin"
        let titles = [("The Dispossessed", 387), ("Earthsea", 183), ("The Left Hand of Darkness", 304)]
        for (title, pages) in titles {
            let book = Book(context: context)
            book.title = title
            book.pages = Int32(pages)
            book.author = author
        }
        #expect(author.books?.count == 3)
        #expect(author.born == 0)
        try context.save()
        let request = NSFetchRequest<Book>(entityName: "Book")
        request.predicate = NSPredicate(format: "pages > %d AND author.name BEGINSWITH[c] %@", 200, "le")
        request.sortDescriptors = [NSSortDescriptor(key: "pages", ascending: false)]
        #expect(try context.fetch(request).map(\.title) == ["The Dispossessed", "The Left Hand of Darkness"])
        #expect(try context.count(for: NSFetchRequest<Book>(entityName: "Book")) == 3)
        // Identifiers are numbered in insertion order, the same on every run.
        #expect(author.objectID.uriRepresentation().absoluteString == "x-coredata://ScrollReel-Store/Author/p1")
        // Deleting the author cascades to its books.
        context.delete(author)
        try context.save()
        #expect(try context.count(for: NSFetchRequest<Book>(entityName: "Book")) == 0)
    }

    /// An object made in no context and inserted later gets its own identifier; a child
    /// context's save reaches its parent, unsaved; a batch delete removes saved rows from the
    /// store (objects already fetched keep their values, as on iOS, until refetched).
    @Test func laterInsertsChildContextsAndBatchDeletes() throws {
        let container = try Self.container()
        let context = container.viewContext
        let entity = try #require(NSEntityDescription.entity(forEntityName: "Book", in: context))
        let first = Book(entity: entity, insertInto: nil), second = Book(entity: entity, insertInto: nil)
        first.title = "Matter"
        second.title = "Excession"
        context.insert(first)
        context.insert(second)
        #expect(first.objectID != second.objectID)
        try context.save()
        let child = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
        child.parent = context
        let third = Book(context: child)
        third.title = "Inversions"
        try child.save()
        #expect(context.hasChanges)
        #expect(try context.count(for: NSFetchRequest<Book>(entityName: "Book")) == 3)
        try context.save()
        let delete = NSBatchDeleteRequest(fetchRequest: NSFetchRequest<NSFetchRequestResult>(entityName: "Book"))
        delete.fetchRequest.predicate = NSPredicate(format: "title CONTAINS 'ss'")
        delete.resultType = .resultTypeCount
        let result = try context.execute(delete) as? NSBatchDeleteResult
        #expect(result?.result as? Int == 1)
        context.reset()
        // A fetch without sort descriptors has no order Core Data promises: sorted by title.
        let request = NSFetchRequest<Book>(entityName: "Book")
        request.sortDescriptors = [NSSortDescriptor(key: "title", ascending: true)]
        #expect(try context.fetch(request).map(\.title) == ["Inversions", "Matter"])
    }

    /// A non-optional attribute left nil fails the save with Cocoa error 1570
    /// (NSValidationMissingMandatoryPropertyError), and nothing is written.
    @Test func aMissingMandatoryAttributeFailsTheSave() throws {
        let context = try Self.container().viewContext
        _ = Book(context: context)
        #expect(throws: NSError.self) { try context.save() }
        do { try context.save() } catch let error as NSError {
            #expect(error.code == 1570)
            #expect(error.domain == NSCocoaErrorDomain)
        }
        #expect(context.hasChanges)
    }

    /// A background context's save reaches the view context that merges by itself.
    @Test func aBackgroundSaveIsMergedIntoTheViewContext() throws {
        let container = try Self.container()
        container.viewContext.automaticallyMergesChangesFromParent = true
        let book = Book(context: container.viewContext)
        book.title = "Matter"
        try container.viewContext.save()
        let background = container.newBackgroundContext()
        let copy = try #require(try background.existingObject(with: book.objectID) as? Book)
        copy.pages = 593
        try background.save()
        #expect(book.pages == 593)
        #expect(!container.viewContext.hasChanges)
    }

    /// The app's screen: sections by author from the controller, and at 0.5 s a book added to
    /// Banks and "Matter" deleted, told to the delegate between will and did — the deletion at
    /// its old place (0.1), the insertion at its new one (0.1) — and the table shows them.
    @Test func aFetchedResultsControllerTellsItsDelegateEachChange() throws {
        var script = try Scenario.parse("name: shelf\nviewport: iphone-se\nfps: 10\ntail: 0\ngestures: [{wait: 1}]",
                                        file: "shelf.yaml", asAppScript: true)
        script.app?.resourceFolder = StoryboardTests.fixtures.appendingPathComponent("Bookshelf")
        let (shelf, frames) = try AppAPITests.launch(script) { BookshelfViewController() }
        #expect(frames.first?.trace.console == [])
        #expect(shelf.heard == ["will", "delete Matter 0.1 -", "insert Inversions - 0.1", "did"])
        #expect(shelf.results.sections?.map(\.name) == ["Banks", "Le Guin"])
        #expect(shelf.results.sections?.map(\.numberOfObjects) == [2, 2])
        let rows = { (frame: Frame) in frame.trace.scrollViews.first?.attributes.filter { $0.kind == .cell }.map { [$0.section, $0.item] } }
        #expect(rows(try #require(frames.first)) == [[0, 0], [0, 1], [1, 0], [1, 1]])
        let texts = try WindowTests.items(try #require(frames.last)).compactMap { item in
            if case .text(let text, _, _, _, _, _) = item { text } else { nil }
        }
        #expect(texts.contains("Inversions, 345 pages"))
        #expect(!texts.contains("Matter, 593 pages"))
    }
}
