import Foundation
import XCTest

/// `import GtkKitUIKitNames` is UIKit's face: every public GtkKit type named like a UIKit type
/// without its prefix has UIKit's name as an alias, and each alias names the GtkKit type that plays
/// that UIKit type's role (issue "A UIKit app builds as written"). Read from the sources, so a type
/// added to GtkKit without its alias fails here with the line to add.
final class UIKitNamesTests: XCTestCase {
    /// UIKit's (and its Core Animation and text layout neighbours') type names a port meets.
    static let uikitTypes: Set<String> = [
        "UIDevice", "UIUserInterfaceIdiom", "UIFeedbackGenerator", "UIImpactFeedbackGenerator", "UISelectionFeedbackGenerator",
        "UINotificationFeedbackGenerator", "UIRefreshControl", "UIContextMenuConfiguration", "UIContextMenuInteraction",
        "UIContextMenuInteractionDelegate", "UIInteraction", "UIActivityViewController", "UIPageViewController",
        "UIPageViewControllerDataSource", "UIPageViewControllerDelegate", "UIActivity", "UINavigationBar",
        "UIVisualEffectView", "UIVisualEffect", "UIBlurEffect",
        "UIVibrancyEffect", "UIViewPropertyAnimator", "UIViewAnimatingPosition", "UIViewAnimatingState",
        "UIBarAppearance", "UINavigationBarAppearance", "UIPresentationController", "UIAdaptivePresentationControllerDelegate",
        "UIPopoverPresentationControllerDelegate", "UIPopoverArrowDirection",
        "UIImagePickerController", "UIImagePickerControllerDelegate", "UITextChecker",
        "UIBezierPath", "UIGraphicsImageRenderer", "UIGraphicsImageRendererContext", "CGContext", "CGLineCap", "CGLineJoin",
        "CGColor", "CGAffineTransform",
        "UIAccessibility", "UIAccessibilityTraits", "UIAction", "UIActivityIndicatorView", "UIAlertAction", "UIAlertController",
        "UIApplication", "UIApplicationDelegate", "UIBarButtonItem", "UIButton", "UICollectionReusableView", "UICollectionView",
        "UICollectionViewCell", "UICollectionViewController", "UICollectionViewDataSource", "UICollectionViewDelegate",
        "UICollectionViewDiffableDataSource", "UICollectionViewFlowLayout", "UICollectionViewLayout", "UIColor", "UIContentSizeCategory",
        "UIContentSizeCategoryAdjusting", "UIContextualAction", "UIControl", "UIDatePicker", "UIDocumentPickerViewController",
        "UIEdgeInsets", "UIFont", "UIGestureRecognizer", "UIGestureRecognizerDelegate", "UIImage", "UIImageView", "UIKeyboardType",
        "UILabel", "UILayoutGuide", "UILayoutPriority", "UILongPressGestureRecognizer", "UIMenu", "UIMenuElement",
        "UINavigationController", "UINavigationControllerDelegate", "UINavigationItem", "UIPageControl", "UIPanGestureRecognizer",
        "UIPasteboard", "UIPickerView", "UIPickerViewDataSource", "UIPickerViewDelegate", "UIPinchGestureRecognizer",
        "UIPopoverPresentationController", "UIModalPresentationStyle", "UIProgressView", "UIRectEdge", "UIResponder",
        "UIScreenEdgePanGestureRecognizer",
        "UIScene", "UISceneConfiguration", "UISceneDelegate", "UISceneSession", "UIScreen", "UIScrollView", "UIScrollViewDelegate",
        "UISearchBar", "UISearchBarDelegate", "UISearchController",
        "UISearchControllerDelegate", "UISearchResultsUpdating", "UISegmentedControl", "UISlider", "UISplitViewController",
        "UISplitViewControllerDelegate", "UIStackView", "UIStepper", "UIStoryboard", "UIStoryboardSegue", "UISwipeGestureRecognizer",
        "UISwitch", "UITabBarController", "UITabBarControllerDelegate", "UITabBarItem", "UITableView", "UITableViewCell",
        "UITableViewController", "UITableViewDataSource", "UITableViewDelegate", "UITableViewDiffableDataSource",
        "UITapGestureRecognizer", "UITextField", "UITextFieldDelegate", "UITextView", "UITextViewDelegate", "UIToolbar",
        "UITraitCollection", "UIUserInterfaceLayoutDirection", "UIView", "UIViewController",
        "UIViewControllerTransitionCoordinator", "UIWindow", "UIWindowScene", "UIWindowSceneDelegate", "NSDiffableDataSourceSnapshot",
        "NSDirectionalEdgeInsets", "NSParagraphStyle", "NSMutableParagraphStyle", "NSUnderlineStyle",
        "NSCoder", "NSLayoutAnchor", "NSLayoutConstraint", "NSLayoutDimension", "NSLayoutXAxisAnchor", "NSLayoutYAxisAnchor",
        "NSLineBreakMode", "NSTextAlignment", "CGRect", "CGPoint", "CGSize", "CGFloat",
    ]

    /// UIKit names whose GtkKit counterpart has another name, and why.
    static let elsewhere: [String: String] = [
        "UIImage": "Bitmap", // GtkKit's `Image` is a themed icon (GtkImage); a decoded picture is a Bitmap
        "UIContextualAction": "RowAction", // a row's context-menu item, where UIKit has a swipe action
        "UIDocumentPickerViewController": "FileChooser", // the desktop's file chooser (a portal when sandboxed)
        "UIViewControllerTransitionCoordinator": "TransitionCoordinator",
        "CGFloat": "Double", // GtkKit's lengths are Doubles, CGFloat's width on 64-bit Linux
        "CGContext": "GraphicsContext", // cairo in place of Core Graphics
        "CGLineCap": "GraphicsContext", // GraphicsContext.LineCap
        "CGLineJoin": "GraphicsContext", // GraphicsContext.LineJoin
        "CGColor": "Color", // one colour type: `cgColor` is the colour itself
        "CGAffineTransform": "Transform", // not Foundation's AffineTransform, which a port may also see
        "UIGraphicsImageRendererContext": "GraphicsImageRenderer", // GraphicsImageRenderer.Context
        "UINavigationBar": "HeaderBar", // GNOME's header bar, which is also the window's title bar
        "UIViewAnimatingPosition": "ViewPropertyAnimator", // ViewPropertyAnimator.Position
        "UIViewAnimatingState": "ViewPropertyAnimator", // ViewPropertyAnimator.State
        "UIPopoverArrowDirection": "PopoverPresentationController", // PopoverPresentationController.ArrowDirection
    ]

    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// GtkKit's public top-level type names (and type aliases), from its sources.
    private func gtkKitTypes() throws -> Set<String> {
        let sources = Self.root.appendingPathComponent("Sources/GtkKit")
        let pattern = try NSRegularExpression(
            pattern: #"^(?:public|open) (?:final )?(?:class|struct|enum|protocol|typealias) (\w+)"#, options: .anchorsMatchLines)
        var names: Set<String> = []
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        for file in files where file.pathExtension == "swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                if let range = Range(match.range(at: 1), in: text) { names.insert(String(text[range])) }
            }
        }
        return names
    }

    /// GtkKitUIKitNames' aliases: UIKit name to GtkKit name.
    private func aliases() throws -> [String: String] {
        let text = try String(contentsOf: Self.root.appendingPathComponent("Sources/GtkKitUIKitNames/UIKitNames.swift"), encoding: .utf8)
        let pattern = try NSRegularExpression(pattern: #"^public typealias (\w+) = (\w+)"#, options: .anchorsMatchLines)
        var found: [String: String] = [:]
        for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            guard let name = Range(match.range(at: 1), in: text), let target = Range(match.range(at: 2), in: text) else { continue }
            found[String(text[name])] = String(text[target])
        }
        return found
    }

    func testEveryGtkKitTypeNamedLikeAUIKitTypeHasItsAlias() throws {
        let types = try gtkKitTypes()
        let aliases = try aliases()
        XCTAssertGreaterThan(types.count, 100, "the sources were read")
        for type in types.sorted() {
            for uikit in ["UI" + type, "NS" + type] where Self.uikitTypes.contains(uikit) {
                let expected = Self.elsewhere[uikit] ?? type
                XCTAssertEqual(aliases[uikit], expected, "add to UIKitNames.swift: public typealias \(uikit) = \(expected)")
            }
        }
    }

    func testEveryAliasNamesAGtkKitTypeThatPlaysItsRole() throws {
        let types = try gtkKitTypes()
        for (uikit, target) in try aliases().sorted(by: { $0.key < $1.key }) {
            XCTAssertTrue(
                Self.uikitTypes.contains(uikit), "\(uikit) is no UIKit type this test knows: add it to uikitTypes, or drop the alias")
            XCTAssertTrue(types.contains(target) || target == "Double", "\(uikit) names \(target), which GtkKit does not have")
            let expected = Self.elsewhere[uikit] ?? String(uikit.dropFirst(2)) // "UI" or "NS"
            XCTAssertEqual(target, expected, "\(uikit) should name \(expected) (or be listed in `elsewhere` with why)")
        }
    }
}
