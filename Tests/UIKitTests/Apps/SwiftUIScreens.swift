import SwiftUI
import UIKit

/// A profile card as apps write one in SwiftUI: a bold title, a row with an avatar, a label and
/// a count pushed to the trailing edge by a spacer, and a rounded banner, padded.
struct ProfileCardView: View {
    let name: String

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(name).font(.title2).bold()
            HStack {
                Color.red.frame(width: 40, height: 40).clipShape(Circle())
                Text("Follows you")
                Spacer()
                Text("3").foregroundColor(.secondary)
            }
            RoundedRectangle(cornerRadius: 10).fill(Color.blue).frame(height: 60)
        }
        .padding()
    }
}

/// The card's screen: a hosting controller subclass, as apps make one for a navigation stack.
final class ProfileCardHostingController: UIHostingController<ProfileCardView> {
    init() {
        super.init(rootView: ProfileCardView(name: "Ada Lovelace"))
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A counter whose button changes its own state, with a toggle bound to more of it and rows
/// made for each number so far, held at the top of the screen.
struct TallyView: View {
    @State private var count = 0
    @State private var showsRows = true

    var body: some View {
        VStack(spacing: 20) {
            Text("Count \(count)").font(.headline)
            Button("Add one") { count += 1 }
            Toggle("Rows", isOn: $showsRows)
            if showsRows {
                ForEach(0..<count, id: \.self) { row in
                    Text("Row \(row)")
                }
            } else {
                Text("Rows hidden")
            }
        }
        .padding(.horizontal, 20)
        .frame(maxHeight: .infinity, alignment: .top)
    }
}

/// A list of news rows, each a SwiftUI view in a cell through `UIHostingConfiguration`.
final class HostedRowsViewController: UIViewController {
    let titles = ["Short", "A headline long enough to wrap onto a second line in the cell", "Third"]
    var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, _, title in
            cell.contentConfiguration = UIHostingConfiguration {
                VStack(alignment: .leading, spacing: 4) {
                    Text(title).font(.headline)
                    Text("Today").font(.caption).foregroundColor(.secondary)
                }
            }
            .margins(.all, 10)
        }
        let titles = titles
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, title in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: title)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(titles)
        dataSource.apply(snapshot, animatingDifferences: false)
        self.dataSource = dataSource
    }

    private var dataSource: UICollectionViewDiffableDataSource<Int, String>?
}

/// The tally's screen, as an app shows a SwiftUI view from UIKit.
func makeTallyScreen() -> UIViewController {
    UIHostingController(rootView: TallyView())
}

/// Stacks whose views differ in flexibility, each in a frame of its own, one under the other.
struct FlexibilityView: View {
    var body: some View {
        VStack(spacing: 0) {
            // Limited to 100 at most beside at least 100, in 150: offered 75 first, the other
            // then takes its 100 and the stack overflows.
            HStack(spacing: 0) {
                Color.red.frame(maxWidth: 100)
                Color.green.frame(minWidth: 100)
            }
            .frame(width: 150, height: 40)
            // A text between two colours is offered a third and wraps; with a higher priority
            // it is offered all but the colours' smallest widths, and stays on one line.
            HStack {
                Color.purple
                Text("Hello, world")
                Color.pink
            }
            .frame(width: 200, height: 60)
            HStack {
                Color.purple
                Text("Hello, world").layoutPriority(1)
                Color.pink
            }
            .frame(width: 200, height: 60)
        }
    }
}

/// The stacks' screen.
func makeFlexibilityScreen() -> UIViewController {
    UIHostingController(rootView: FlexibilityView())
}

/// A basket the UIKit side fills while SwiftUI shows it: an observable object, changed from a
/// timer of the view controller's and from a button in the view.
final class Basket: ObservableObject {
    @Published var fruits: [String] = ["Apple"]
}

struct BasketView: View {
    @ObservedObject var basket: Basket

    var body: some View {
        VStack(spacing: 10) {
            Text("\(basket.fruits.count) fruits")
            ForEach(basket.fruits, id: \.self) { fruit in
                Text(fruit)
            }
            Button("Add a pear") { basket.fruits.append("Pear") }
        }
        .frame(maxHeight: .infinity, alignment: .top)
    }
}

final class BasketViewController: UIHostingController<BasketView> {
    let basket = Basket()

    init() {
        super.init(rootView: BasketView(basket: basket))
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let basket = basket
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { basket.fruits.append("Banana") }
    }
}

/// A UIKit badge in a SwiftUI row, sized by the representable's own answer.
struct BadgeRepresentable: UIViewRepresentable {
    let text: String

    func makeUIView(context: Context) -> UILabel {
        let label = UILabel()
        label.textAlignment = .center
        label.backgroundColor = .systemYellow
        return label
    }

    func updateUIView(_ label: UILabel, context: Context) {
        label.text = text
    }

    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UILabel, context: Context) -> CGSize? {
        CGSize(width: proposal.width ?? 80, height: 32)
    }
}

/// A switch in a SwiftUI row, sized by its own intrinsic size.
struct SwitchRepresentable: UIViewRepresentable {
    func makeUIView(context: Context) -> UISwitch { UISwitch() }
    func updateUIView(_ toggle: UISwitch, context: Context) {}
}

struct RepresentedRowView: View {
    var body: some View {
        VStack(spacing: 0) {
            HStack(spacing: 0) {
                BadgeRepresentable(text: "New")
                SwitchRepresentable()
            }
            .frame(width: 200)
        }
    }
}

func makeRepresentedRowScreen() -> UIViewController {
    UIHostingController(rootView: RepresentedRowView())
}

/// A UIKit view that counts what UIKit tells it of its window, in a view whose state changes.
final class WindowCountingView: UIView {
    var windowChanges = 0
    override func didMoveToWindow() {
        super.didMoveToWindow()
        windowChanges += 1
    }
}

struct WindowCountingRepresentable: UIViewRepresentable {
    let view: WindowCountingView
    func makeUIView(context: Context) -> WindowCountingView { view }
    func updateUIView(_ view: WindowCountingView, context: Context) {}
}

struct RedescribedView: View {
    @ObservedObject var basket: Basket
    let counted: WindowCountingView

    var body: some View {
        VStack {
            Text("\(basket.fruits.count) fruits")
            WindowCountingRepresentable(view: counted).frame(width: 100, height: 40)
        }
    }
}

final class RedescribedViewController: UIHostingController<RedescribedView> {
    let basket = Basket()
    let counted = WindowCountingView()

    init() {
        super.init(rootView: RedescribedView(basket: basket, counted: counted))
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let basket = basket
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { basket.fruits.append("Fig") }
    }
}

/// Fonts as apps name them: a system size alone, with a weight, a text style.
struct FontSamplesView: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Size").font(.system(size: 12))
            Text("Weighted").font(.system(size: 20, weight: .bold))
            Text("Styled").font(.system(.headline))
            Text("Designed").font(.system(size: 15, weight: .medium, design: .rounded))
        }
    }
}

func makeFontSamplesScreen() -> UIViewController {
    UIHostingController(rootView: FontSamplesView())
}

/// A screen filled with a colour under its navigation bar, as apps write a coloured screen.
struct OrangeScreenView: View {
    var body: some View {
        Text("Orange")
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(Color.orange)
    }
}

/// The same colour behind a card inset from every edge: it stays behind the card.
struct OrangeCardView: View {
    var body: some View {
        Text("Card")
            .frame(width: 100, height: 50)
            .background(.orange)
    }
}

func makeOrangeScreen(card: Bool) -> UIViewController {
    card ? UIHostingController(rootView: AnyView(OrangeCardView())) : UIHostingController(rootView: AnyView(OrangeScreenView()))
}
