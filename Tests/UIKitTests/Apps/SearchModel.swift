import Combine
import UIKit

/// A view model as MVVM apps write one: published state, a debounced query, a ticking clock,
/// and a feed loaded through a data task publisher.
final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published var results: [String] = []
    @Published var ticks = 0
    let names = ["Ada", "Alan", "Grace", "Linus", "Margaret"]
}

/// Its screen: subscribes as the view appears and notes what arrives, with the simulated time.
final class SearchScreenViewController: UIViewController {
    let model = SearchModel()
    var heard: [String] = []
    var cancellables = Set<AnyCancellable>()
    let total = CurrentValueSubject<Int, Never>(0)
    let taps = PassthroughSubject<Int, Never>()
    var summary = ""
    var started = Date()

    override func viewDidLoad() {
        super.viewDidLoad()
        started = Date()
        model.$query
            .dropFirst()
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .removeDuplicates()
            .map { query in self.model.names.filter { $0.hasPrefix(query) } }
            .assign(to: &model.$results)
        model.$results.dropFirst().sink { [unowned self] in note("results \($0)") }.store(in: &cancellables)
        model.objectWillChange.sink { [unowned self] in willChange += 1 }.store(in: &cancellables)
        Timer.publish(every: 0.25, on: .main, in: .common).autoconnect().prefix(3)
            .sink { [unowned self] _ in model.ticks += 1 }.store(in: &cancellables)
        URLSession.shared.dataTaskPublisher(for: URL(string: "https://example.com/names.json")!)
            .map(\.data)
            .decode(type: [String].self, decoder: JSONDecoder())
            .replaceError(with: ["offline"])
            .receive(on: DispatchQueue.main)
            .sink { [unowned self] in note("feed \($0)") }
            .store(in: &cancellables)
        total.combineLatest(taps) { $0 + $1 }.map { "total \($0)" }.assign(to: \.summary, on: self).store(in: &cancellables)
    }

    var willChange = 0

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // Typed fast, then a pause: one search, for the last query.
        for (delay, text) in [(0.1, "A"), (0.2, "Al"), (0.25, "A"), (0.9, "Gr")] {
            DispatchQueue.main.asyncAfter(deadline: .now() + delay) { self.model.query = text }
        }
        taps.send(2)
        total.send(5)
    }

    func note(_ line: String) {
        heard.append("\(line) at \(String(format: "%.2f", Date().timeIntervalSince(started)))")
    }
}
