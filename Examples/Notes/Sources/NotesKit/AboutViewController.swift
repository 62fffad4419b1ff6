import FoundationEssentials
import GtkKit

/// The second tab: what Notes is, and its website — laid out as a UIKit screen is, with stack
/// views: a column of the text and a row of two buttons of equal width (mirrored in a
/// right-to-left language). Its tab carries a badge ("1 new") until it is first shown — a tab
/// badge set from the controller itself.
@MainActor
public final class AboutViewController: ViewController {
    /// Where Notes' source lives.
    public static let website = URL(string: "https://github.com/segue/segue")!

    /// The page's heading.
    public let heading = Label("About Notes")
    /// What the page says.
    public let label = Label("Notes is the smallest GtkKit app: a tab bar, a table and a page that edits.")
    /// Opens ``website`` in the desktop's browser.
    public private(set) lazy var openButton = Button(label: "_Open Website", mnemonic: true)
    /// Copies ``website``'s address.
    public private(set) lazy var copyButton = Button(label: "_Copy Link", mnemonic: true)

    public override init() {
        super.init()
        title = "About"
        tabBarItem.iconName = "help-about-symbolic"
        tabBarItem.badgeValue = "1"
    }

    required init?(coder: Coder) { nil }

    public override func loadView() {
        heading.font = .preferredFont(forTextStyle: .title2)
        heading.textAlignment = .natural
        heading.accessibilityTraits = .header // heard as a heading, as VoiceOver hears it
        label.numberOfLines = 0
        label.textAlignment = .natural
        openButton.onClicked { [weak self] in self?.openWebsite() }
        copyButton.onClicked { Pasteboard.general.url = Self.website }
        let buttons = StackView(arrangedSubviews: [openButton, copyButton])
        buttons.distribution = .fillEqually
        buttons.spacing = 12
        let page = StackView(arrangedSubviews: [heading, label, buttons])
        page.axis = .vertical
        page.alignment = .fill
        page.spacing = 18
        page.isLayoutMarginsRelativeArrangement = true
        page.directionalLayoutMargins = DirectionalEdgeInsets(top: 24, leading: 24, bottom: 24, trailing: 24)
        // At the top, at its natural height: UIKit code pins a stack's top and sides only.
        page.verticalAlignment = .start
        view = page
    }

    /// Opens the website; if no application takes web addresses, the user hears why nothing
    /// opened.
    func openWebsite() {
        Application.shared?.open(Self.website) { opened in
            if !opened { Accessibility.announce("No application here opens web pages") }
        }
    }

    /// Seen: the badge goes.
    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        tabBarItem.badgeValue = nil
    }
}
