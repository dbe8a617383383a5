import CoreData
import UIKit

// An app's Core Data classes as the porter writes Xcode's generated `@NSManaged` properties and
// relationship accessors (SourcePorterTests checks that rewriting).
final class Author: NSManagedObject {
    var name: String { get { managedValue(forKey: "name") } set { setManagedValue(newValue, forKey: "name") } }
    var born: Int16 { get { managedValue(forKey: "born") } set { setManagedValue(newValue, forKey: "born") } }
    var books: NSSet? { get { managedValue(forKey: "books") } set { setManagedValue(newValue, forKey: "books") } }
    func addToBooks(_ value: Book) { addManagedValue(value, toRelationshipNamed: "Books") }
    func removeFromBooks(_ value: Book) { removeManagedValue(value, fromRelationshipNamed: "Books") }
}

final class Book: NSManagedObject {
    var title: String { get { managedValue(forKey: "title") } set { setManagedValue(newValue, forKey: "title") } }
    var pages: Int32 { get { managedValue(forKey: "pages") } set { setManagedValue(newValue, forKey: "pages") } }
    var isRead: Bool { get { managedValue(forKey: "isRead") } set { setManagedValue(newValue, forKey: "isRead") } }
    var added: Date? { get { managedValue(forKey: "added") } set { setManagedValue(newValue, forKey: "added") } }
    var author: Author? { get { managedValue(forKey: "author") } set { setManagedValue(newValue, forKey: "author") } }

    override func awakeFromInsert() {
        super.awakeFromInsert()
        added = Date()
    }
}

/// A table of books in sections by author, from a fetched-results controller on the app's
/// `Library` model. At 0.5 s the app adds a book and deletes another, and saves; the
/// controller tells its delegate each change, and the table reloads.
final class BookshelfViewController: UITableViewController, NSFetchedResultsControllerDelegate {
    let container = NSPersistentContainer(name: "Library")
    private(set) var results: NSFetchedResultsController<Book>!
    /// What the delegate heard, in order.
    private(set) var heard: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Bookshelf"
        container.loadPersistentStores { _, error in precondition(error == nil) }
        let context = container.viewContext
        for (name, titles) in [("Le Guin", [("The Dispossessed", 387), ("Earthsea", 183)]), ("Banks", [("Excession", 451), ("Matter", 593)])] {
            let author = Author(context: context)
            author.name = name
            for (title, pages) in titles {
                let book = Book(context: context)
                book.title = title
                book.pages = Int32(pages)
                author.addToBooks(book)
            }
        }
        try? context.save()
        let request: NSFetchRequest<Book> = NSFetchRequest(entityName: "Book")
        request.sortDescriptors = [NSSortDescriptor(key: "author.name", ascending: true), NSSortDescriptor(key: "title", ascending: true)]
        results = NSFetchedResultsController(fetchRequest: request, managedObjectContext: context, sectionNameKeyPath: "author.name", cacheName: nil)
        results.delegate = self
        try? results.performFetch()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "book")
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { [self] in
            let banks = (try? context.fetch(NSFetchRequest<Author>(entityName: "Author")))?.first { $0.name == "Banks" }
            let added = Book(context: context)
            added.title = "Inversions"
            added.pages = 345
            added.author = banks
            let matter = results.fetchedObjects?.first { $0.title == "Matter" }
            matter.map(context.delete)
            try? context.save()
        }
    }

    override func numberOfSections(in tableView: UITableView) -> Int { results.sections?.count ?? 0 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        results.sections?[section].numberOfObjects ?? 0
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        results.sections?[section].name
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "book", for: indexPath)
        let book = results.object(at: indexPath)
        cell.textLabel?.text = "\(book.title), \(book.pages) pages"
        return cell
    }

    func controllerWillChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) { heard.append("will") }

    func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange anObject: Any, at indexPath: IndexPath?,
                    for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?) {
        let title = (anObject as? Book)?.title ?? "?"
        heard.append("\(type) \(title) \(indexPath.map { "\($0.section).\($0.item)" } ?? "-") \(newIndexPath.map { "\($0.section).\($0.item)" } ?? "-")")
    }

    func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {
        heard.append("did")
        tableView.reloadData()
    }
}
