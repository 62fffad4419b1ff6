// As `import UIKit` does: a ported file's IndexPath, URL, Bundle and UUID need no import of their own.
@_exported public import Foundation
// UIKit's type names for GtkKit's types, for porting UIKit code with as few edits as possible.
// `import GtkKitUIKitNames` brings in GtkKit too, so a ported file changes only its import line.
// GtkKit's own names are UIKit's without the `UI` prefix; these aliases add the prefix back.
// Opt in: an app written for GtkKit needs none of them. One practical gain besides less editing:
// an app's own class named `ViewController` (Xcode's template name) no longer hides GtkKit's,
// since the app's code now says `UIViewController` for GtkKit's.
@_exported public import GtkKit

/// GtkKit's ``GtkKit/Responder``: what UIKit's app delegate template derives from.
public typealias UIResponder = Responder
// swift-format-ignore: AlwaysUseLowerCamelCase
/// GtkKit's ``GtkKit/ApplicationMain(arguments:principalClassName:delegateClassName:)``: starts
/// the app from top-level code, as `UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv,
/// nil, NSStringFromClass(AppDelegate.self))` does in UIKit.
@MainActor
public func UIApplicationMain(
    _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, _ principalClassName: String?,
    _ delegateClassName: String?
) -> Int32 {
    let arguments = (0..<Int(argc)).compactMap { argv[$0].map { String(cString: $0) } }
    return ApplicationMain(arguments: arguments, principalClassName: principalClassName, delegateClassName: delegateClassName)
}

/// GtkKit's ``GtkKit/ViewController``: a screen.
public typealias UIViewController = ViewController
/// GtkKit's ``GtkKit/NavigationController``: a GtkStack of pages with a header bar and Back.
public typealias UINavigationController = NavigationController
/// GtkKit's ``GtkKit/NavigationItem``: a page's title and header items.
public typealias UINavigationItem = NavigationItem
/// GtkKit's ``GtkKit/BarButtonItem``: a header bar button.
public typealias UIBarButtonItem = BarButtonItem
/// GtkKit's ``GtkKit/TabBarController``: a GtkStack with a GtkStackSwitcher.
public typealias UITabBarController = TabBarController
/// GtkKit's ``GtkKit/TabBarControllerDelegate``.
public typealias UITabBarControllerDelegate = TabBarControllerDelegate
/// GtkKit's ``GtkKit/TabBarItem``: a tab's title, icon and badge.
public typealias UITabBarItem = TabBarItem
/// GtkKit's ``GtkKit/TableView``: sections of GtkListBox rows, windowed.
public typealias UITableView = TableView
/// GtkKit's ``GtkKit/TableViewController``: a screen that is a table.
public typealias UITableViewController = TableViewController
/// GtkKit's ``GtkKit/TableViewCell``: a GtkListBoxRow.
public typealias UITableViewCell = TableViewCell
/// GtkKit's ``GtkKit/TableViewDataSource``.
public typealias UITableViewDataSource = TableViewDataSource
/// GtkKit's ``GtkKit/TableViewDelegate``.
public typealias UITableViewDelegate = TableViewDelegate
/// GtkKit's ``GtkKit/RowAction``: shown in a row's context menu (UIKit's swipe action).
public typealias UIContextualAction = RowAction
/// GtkKit's ``GtkKit/Storyboard``: destinations registered in code.
public typealias UIStoryboard = Storyboard
/// GtkKit's ``GtkKit/StoryboardSegue``.
public typealias UIStoryboardSegue = StoryboardSegue
/// GtkKit's ``GtkKit/AlertController``: a modal dialog, or an action sheet's popover.
public typealias UIAlertController = AlertController
/// GtkKit's ``GtkKit/AlertAction``: a button of an alert, an item of an action sheet.
public typealias UIAlertAction = AlertAction
/// GtkKit's ``GtkKit/PopoverPresentationController``: where an action sheet points.
public typealias UIPopoverPresentationController = PopoverPresentationController
/// GtkKit's ``GtkKit/PresentationController``: what manages a presentation.
public typealias UIPresentationController = PresentationController
/// GtkKit's ``GtkKit/AdaptivePresentationControllerDelegate``: the user's dismissal heard.
public typealias UIAdaptivePresentationControllerDelegate = AdaptivePresentationControllerDelegate
/// GtkKit's ``GtkKit/PopoverPresentationControllerDelegate``.
public typealias UIPopoverPresentationControllerDelegate = PopoverPresentationControllerDelegate
/// GtkKit's ``GtkKit/PopoverPresentationController/ArrowDirection``.
public typealias UIPopoverArrowDirection = PopoverPresentationController.ArrowDirection
/// GtkKit's ``GtkKit/ModalPresentationStyle``: a sheet, full screen or a popover.
public typealias UIModalPresentationStyle = ModalPresentationStyle
/// GtkKit's ``GtkKit/Application``: the GtkApplication.
public typealias UIApplication = Application
/// GtkKit's ``GtkKit/ApplicationDelegate``.
public typealias UIApplicationDelegate = ApplicationDelegate
/// GtkKit's ``GtkKit/Window``: a GtkWindow.
public typealias UIWindow = Window
/// GtkKit's ``GtkKit/View``: the view UIKit code makes (`UIView()`, `UIView(frame:)`) and
/// subclasses. GtkKit's labels, buttons and other leaf widgets are ``GtkKit/View``s, its base
/// class, not `View`s: a parameter or array that takes any of them is `View`.
public typealias UIView = View
/// GtkKit's ``GtkKit/StackView``: arranged views in a row or column, with UIKit's spacing,
/// alignment and distribution (GtkKit's ``GtkKit/Box`` is GTK's own GtkBox).
public typealias UIStackView = StackView
/// GtkKit's ``GtkKit/ScrollView``: UIKit's scroll view, content offset and delegate (GtkKit's
/// ``GtkKit/ScrolledWindow`` is GTK's own GtkScrolledWindow).
public typealias UIScrollView = ScrollView
/// GtkKit's ``GtkKit/Label``: a GtkLabel.
public typealias UILabel = Label
/// GtkKit's ``GtkKit/Button``: a GtkButton.
public typealias UIButton = Button
/// GtkKit's ``GtkKit/TextField``: a one-line GtkEntry.
public typealias UITextField = TextField
/// GtkKit's ``GtkKit/TextFieldDelegate``: its change range counts UTF-16 offsets as a `Range<Int>`.
public typealias UITextFieldDelegate = TextFieldDelegate
/// GtkKit's ``GtkKit/KeyboardType``: the field's input purpose.
public typealias UIKeyboardType = KeyboardType
/// GtkKit's ``GtkKit/TextView``: a GtkTextView.
public typealias UITextView = TextView
/// GtkKit's ``GtkKit/TextViewDelegate``: its change range counts UTF-16 offsets as a `Range<Int>`.
public typealias UITextViewDelegate = TextViewDelegate
/// GtkKit's ``GtkKit/DatePicker``: a GtkCalendar.
public typealias UIDatePicker = DatePicker
/// GtkKit's ``GtkKit/Bitmap``: a decoded picture.
public typealias UIImage = Bitmap
/// GtkKit's ``GtkKit/ImageView``: a GtkPicture showing a ``GtkKit/Bitmap``.
public typealias UIImageView = ImageView
/// GtkKit's ``GtkKit/Pasteboard``: the GdkClipboard's text, links and pictures.
public typealias UIPasteboard = Pasteboard
/// GtkKit's ``GtkKit/Toolbar``: a GtkActionBar.
public typealias UIToolbar = Toolbar
/// GtkKit's ``GtkKit/NavigationControllerDelegate``.
public typealias UINavigationControllerDelegate = NavigationControllerDelegate
/// GtkKit's ``GtkKit/FileChooser``: the desktop's file chooser (a portal when sandboxed).
public typealias UIDocumentPickerViewController = FileChooser
/// GtkKit's ``GtkKit/Action``: a GAction with a title, for menus and buttons.
public typealias UIAction = Action
/// GtkKit's ``GtkKit/Menu``: a popover menu's GMenu model.
public typealias UIMenu = Menu
/// GtkKit's ``GtkKit/MenuElement``.
public typealias UIMenuElement = MenuElement
/// GtkKit's ``GtkKit/Control``: a view the user operates, with target–action.
public typealias UIControl = Control
/// GtkKit's ``GtkKit/Switch``: a GtkSwitch.
public typealias UISwitch = Switch
/// GtkKit's ``GtkKit/SegmentedControl``: linked toggle buttons.
public typealias UISegmentedControl = SegmentedControl
/// GtkKit's ``GtkKit/Stepper``: a GtkSpinButton.
public typealias UIStepper = Stepper
/// GtkKit's ``GtkKit/Slider``: a GtkScale.
public typealias UISlider = Slider
/// GtkKit's ``GtkKit/GestureRecognizer``: a GtkGesture with a state.
public typealias UIGestureRecognizer = GestureRecognizer
/// GtkKit's ``GtkKit/GestureRecognizerDelegate``.
public typealias UIGestureRecognizerDelegate = GestureRecognizerDelegate
/// GtkKit's ``GtkKit/TapGestureRecognizer``: a GtkGestureClick.
public typealias UITapGestureRecognizer = TapGestureRecognizer
/// GtkKit's ``GtkKit/LongPressGestureRecognizer``: a GtkGestureLongPress.
public typealias UILongPressGestureRecognizer = LongPressGestureRecognizer
/// GtkKit's ``GtkKit/PanGestureRecognizer``: a GtkGestureDrag.
public typealias UIPanGestureRecognizer = PanGestureRecognizer
/// GtkKit's ``GtkKit/SwipeGestureRecognizer``: a GtkGestureSwipe.
public typealias UISwipeGestureRecognizer = SwipeGestureRecognizer
/// GtkKit's ``GtkKit/PinchGestureRecognizer``: a GtkGestureZoom.
public typealias UIPinchGestureRecognizer = PinchGestureRecognizer
/// GtkKit's ``GtkKit/ProgressView``: a GtkProgressBar.
public typealias UIProgressView = ProgressView
/// GtkKit's ``GtkKit/ActivityIndicatorView``: a GtkSpinner.
public typealias UIActivityIndicatorView = ActivityIndicatorView
/// GtkKit's ``GtkKit/PageControl``: a row of page dots that takes the focus.
public typealias UIPageControl = PageControl
/// GtkKit's ``GtkKit/PickerView``: a GtkDropDown per component.
public typealias UIPickerView = PickerView
/// GtkKit's ``GtkKit/PickerViewDataSource``.
public typealias UIPickerViewDataSource = PickerViewDataSource
/// GtkKit's ``GtkKit/PickerViewDelegate``.
public typealias UIPickerViewDelegate = PickerViewDelegate
/// GtkKit's ``GtkKit/SplitViewController``: a list beside its item, one column when narrow.
public typealias UISplitViewController = SplitViewController
/// GtkKit's ``GtkKit/SplitViewControllerDelegate``.
public typealias UISplitViewControllerDelegate = SplitViewControllerDelegate
/// GtkKit's ``GtkKit/TraitCollection``: size classes from one width breakpoint.
public typealias UITraitCollection = TraitCollection
/// GtkKit's ``GtkKit/ContentSizeCategory``: the desktop's text scaling factor, in UIKit's steps.
public typealias UIContentSizeCategory = ContentSizeCategory
/// GtkKit's ``GtkKit/TransitionCoordinator``.
public typealias UIViewControllerTransitionCoordinator = TransitionCoordinator
/// GtkKit's ``GtkKit/Color``: a colour, from the desktop's theme where UIKit's system colours are.
public typealias UIColor = Color
/// GtkKit's ``GtkKit/Font``: a font from the desktop's font settings.
public typealias UIFont = Font
/// GtkKit's ``GtkKit/CollectionView``: a windowed grid of reused cells.
public typealias UICollectionView = CollectionView
/// GtkKit's ``GtkKit/CollectionViewCell``.
public typealias UICollectionViewCell = CollectionViewCell
/// GtkKit's ``GtkKit/CollectionReusableView``.
public typealias UICollectionReusableView = CollectionReusableView
/// GtkKit's ``GtkKit/CollectionViewController``: a screen that is a collection view.
public typealias UICollectionViewController = CollectionViewController
/// GtkKit's ``GtkKit/CollectionViewDataSource``.
public typealias UICollectionViewDataSource = CollectionViewDataSource
/// GtkKit's ``GtkKit/CollectionViewDelegate``.
public typealias UICollectionViewDelegate = CollectionViewDelegate
/// GtkKit's ``GtkKit/CollectionViewLayout``.
public typealias UICollectionViewLayout = CollectionViewLayout
/// GtkKit's ``GtkKit/CollectionViewFlowLayout``: rows of items that wrap.
public typealias UICollectionViewFlowLayout = CollectionViewFlowLayout
/// GtkKit's ``GtkKit/CollectionViewDiffableDataSource``.
public typealias UICollectionViewDiffableDataSource = CollectionViewDiffableDataSource
/// GtkKit's ``GtkKit/TableViewDiffableDataSource``.
public typealias UITableViewDiffableDataSource = TableViewDiffableDataSource
/// GtkKit's ``GtkKit/DiffableDataSourceSnapshot``.
public typealias NSDiffableDataSourceSnapshot = DiffableDataSourceSnapshot
/// GtkKit's ``GtkKit/EdgeInsets``.
public typealias UIEdgeInsets = EdgeInsets
/// GtkKit's ``GtkKit/DirectionalEdgeInsets``: leading and trailing mirror in right to left.
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
/// GtkKit's ``GtkKit/RectEdge``.
public typealias UIRectEdge = RectEdge
/// GtkKit's ``GtkKit/ParagraphStyle``.
public typealias NSParagraphStyle = ParagraphStyle
/// GtkKit's ``GtkKit/MutableParagraphStyle``.
public typealias NSMutableParagraphStyle = MutableParagraphStyle
/// GtkKit's ``GtkKit/UnderlineStyle``.
public typealias NSUnderlineStyle = UnderlineStyle
/// GtkKit's ``GtkKit/LayoutConstraint``.
public typealias NSLayoutConstraint = LayoutConstraint
/// GtkKit's ``GtkKit/LayoutAnchor``.
public typealias NSLayoutAnchor = LayoutAnchor
/// GtkKit's ``GtkKit/LayoutDimension``.
public typealias NSLayoutDimension = LayoutDimension
/// GtkKit's ``GtkKit/LayoutXAxisAnchor``.
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor
/// GtkKit's ``GtkKit/LayoutYAxisAnchor``.
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor
/// GtkKit's ``GtkKit/LayoutGuide``.
public typealias UILayoutGuide = LayoutGuide
/// GtkKit's ``GtkKit/LayoutPriority``.
public typealias UILayoutPriority = LayoutPriority
/// GtkKit's ``GtkKit/SearchBar``: a GtkSearchBar.
public typealias UISearchBar = SearchBar
/// GtkKit's ``GtkKit/SearchBarDelegate``.
public typealias UISearchBarDelegate = SearchBarDelegate
/// GtkKit's ``GtkKit/SearchController``: a list's search, as you type.
public typealias UISearchController = SearchController
/// GtkKit's ``GtkKit/SearchControllerDelegate``.
public typealias UISearchControllerDelegate = SearchControllerDelegate
/// GtkKit's ``GtkKit/SearchResultsUpdating``.
public typealias UISearchResultsUpdating = SearchResultsUpdating
/// GtkKit's ``GtkKit/ScreenEdgePanGestureRecognizer``: a swipe from the leading edge.
public typealias UIScreenEdgePanGestureRecognizer = ScreenEdgePanGestureRecognizer
/// GtkKit's ``GtkKit/ScrollViewDelegate``.
public typealias UIScrollViewDelegate = ScrollViewDelegate
/// GtkKit's ``GtkKit/UserInterfaceLayoutDirection``: the locale's direction.
public typealias UIUserInterfaceLayoutDirection = UserInterfaceLayoutDirection
/// GtkKit's ``GtkKit/AccessibilityTraits``: an accessible role's states and kinds.
public typealias UIAccessibilityTraits = AccessibilityTraits
/// GtkKit's ``GtkKit/Accessibility``: announcements to screen readers.
public typealias UIAccessibility = Accessibility
/// GtkKit's ``GtkKit/ContentSizeCategoryAdjusting``.
public typealias UIContentSizeCategoryAdjusting = ContentSizeCategoryAdjusting
/// GtkKit's ``GtkKit/TextAlignment``.
public typealias NSTextAlignment = TextAlignment
/// GtkKit's ``GtkKit/LineBreakMode``.
public typealias NSLineBreakMode = LineBreakMode
/// GtkKit's ``GtkKit/Rect``, in place of Foundation's `CGRect` (this module's name wins over the
/// one it re-exports): the frames and bounds of GtkKit's views, so `override init(frame: CGRect)`
/// overrides ``GtkKit/View/init(frame:)``.
public typealias CGRect = Rect
/// GtkKit's ``GtkKit/Coder``, in place of Foundation's `NSCoder` (as with `CGRect`), so
/// `required init?(coder: NSCoder)` overrides ``GtkKit/View/init(coder:)`` and
/// `encodeRestorableState(with coder: NSCoder)` GtkKit's.
public typealias NSCoder = Coder
/// GtkKit's ``GtkKit/Point``, in place of Foundation's `CGPoint`.
public typealias CGPoint = Point
/// GtkKit's ``GtkKit/Size``, in place of Foundation's `CGSize`.
public typealias CGSize = Size
/// `Double`, GtkKit's length, in place of Foundation's `CGFloat` (the same 64 bits on Linux).
public typealias CGFloat = Double
/// GtkKit's ``GtkKit/Screen``: the desktop's first monitor.
public typealias UIScreen = Screen
/// GtkKit's ``GtkKit/ContextMenuConfiguration``: a right click, the Menu key or a long press.
public typealias UIContextMenuConfiguration = ContextMenuConfiguration
/// GtkKit's ``GtkKit/ContextMenuInteraction``: a context menu on any view.
public typealias UIContextMenuInteraction = ContextMenuInteraction
/// GtkKit's ``GtkKit/ContextMenuInteractionDelegate``: asked for a view's context menu.
public typealias UIContextMenuInteractionDelegate = ContextMenuInteractionDelegate
/// GtkKit's ``GtkKit/Interaction``: a behaviour added to a view.
public typealias UIInteraction = Interaction
/// GtkKit's ``GtkKit/HeaderBar``: the navigation bar, GNOME's header bar.
public typealias UINavigationBar = HeaderBar
/// GtkKit's ``GtkKit/BarAppearance``: a bar's background and separator.
public typealias UIBarAppearance = BarAppearance
/// GtkKit's ``GtkKit/NavigationBarAppearance``: a header bar's look as one value.
public typealias UINavigationBarAppearance = NavigationBarAppearance
/// GtkKit's ``GtkKit/PageViewController``: pages turned one at a time.
public typealias UIPageViewController = PageViewController
/// GtkKit's ``GtkKit/PageViewControllerDataSource``.
public typealias UIPageViewControllerDataSource = PageViewControllerDataSource
/// GtkKit's ``GtkKit/PageViewControllerDelegate``.
public typealias UIPageViewControllerDelegate = PageViewControllerDelegate
/// GtkKit's ``GtkKit/ActivityViewController``: sharing as GNOME offers it.
public typealias UIActivityViewController = ActivityViewController
/// GtkKit's ``GtkKit/Activity``: `UIActivity.ActivityType`.
public typealias UIActivity = Activity
/// GtkKit's ``GtkKit/VisualEffectView``: content on a translucent material.
public typealias UIVisualEffectView = VisualEffectView
/// GtkKit's ``GtkKit/ViewPropertyAnimator``: an animation the app steers.
public typealias UIViewPropertyAnimator = ViewPropertyAnimator
/// GtkKit's ``GtkKit/ViewPropertyAnimator/Position``.
public typealias UIViewAnimatingPosition = ViewPropertyAnimator.Position
/// GtkKit's ``GtkKit/ViewPropertyAnimator/State``.
public typealias UIViewAnimatingState = ViewPropertyAnimator.State
/// GtkKit's ``GtkKit/VisualEffect``: a material's look.
public typealias UIVisualEffect = VisualEffect
/// GtkKit's ``GtkKit/BlurEffect``: a see-through material (GTK draws no blur).
public typealias UIBlurEffect = BlurEffect
/// GtkKit's ``GtkKit/VibrancyEffect``: softer content on a material.
public typealias UIVibrancyEffect = VibrancyEffect
/// GtkKit's ``GtkKit/RefreshControl``: F5, Ctrl+R or a pull past the top; a spinner above the list.
public typealias UIRefreshControl = RefreshControl
/// GtkKit's ``GtkKit/BezierPath``.
public typealias UIBezierPath = BezierPath
/// GtkKit's ``GtkKit/GraphicsImageRenderer``: a picture drawn in code, as a ``GtkKit/Bitmap``.
public typealias UIGraphicsImageRenderer = GraphicsImageRenderer
/// GtkKit's ``GtkKit/GraphicsImageRenderer/Context``.
public typealias UIGraphicsImageRendererContext = GraphicsImageRenderer.Context
/// GtkKit's ``GtkKit/GraphicsContext``: cairo, in place of Core Graphics.
public typealias CGContext = GraphicsContext
/// GtkKit's ``GtkKit/GraphicsContext/LineCap``.
public typealias CGLineCap = GraphicsContext.LineCap
/// GtkKit's ``GtkKit/GraphicsContext/LineJoin``.
public typealias CGLineJoin = GraphicsContext.LineJoin
/// GtkKit's ``GtkKit/Transform``, in place of Core Graphics' affine transform.
public typealias CGAffineTransform = Transform
/// GtkKit's ``GtkKit/Color``: GtkKit has one colour type, so `UIColor.red.cgColor` is the colour.
public typealias CGColor = Color

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The context `draw(_:)` or an image renderer draws into (UIKit's
/// `UIGraphicsGetCurrentContext()`): ``GtkKit/GraphicsContext/current``.
@MainActor
public func UIGraphicsGetCurrentContext() -> GraphicsContext? { GraphicsContext.current }

/// GtkKit's ``GtkKit/TextChecker``: the desktop's spelling library (Enchant).
public typealias UITextChecker = TextChecker
/// GtkKit's ``GtkKit/ImagePickerController``: the desktop's file chooser for pictures.
public typealias UIImagePickerController = ImagePickerController
/// GtkKit's ``GtkKit/ImagePickerControllerDelegate``.
public typealias UIImagePickerControllerDelegate = ImagePickerControllerDelegate
/// GtkKit's ``GtkKit/Device``: the computer, its name and system; its idiom is `.pad`.
public typealias UIDevice = Device
/// GtkKit's ``GtkKit/UserInterfaceIdiom``.
public typealias UIUserInterfaceIdiom = UserInterfaceIdiom
/// GtkKit's ``GtkKit/FeedbackGenerator``: haptics, accepted and ignored on a desktop.
public typealias UIFeedbackGenerator = FeedbackGenerator
/// GtkKit's ``GtkKit/ImpactFeedbackGenerator``: accepted and ignored on a desktop.
public typealias UIImpactFeedbackGenerator = ImpactFeedbackGenerator
/// GtkKit's ``GtkKit/SelectionFeedbackGenerator``: accepted and ignored on a desktop.
public typealias UISelectionFeedbackGenerator = SelectionFeedbackGenerator
/// GtkKit's ``GtkKit/NotificationFeedbackGenerator``: accepted and ignored on a desktop.
public typealias UINotificationFeedbackGenerator = NotificationFeedbackGenerator
/// GtkKit's ``GtkKit/Scene``: one of the app's windows and its life.
public typealias UIScene = Scene
/// GtkKit's ``GtkKit/WindowScene``: a scene that shows windows.
public typealias UIWindowScene = WindowScene
/// GtkKit's ``GtkKit/SceneSession``.
public typealias UISceneSession = SceneSession
/// GtkKit's ``GtkKit/SceneConfiguration``: the scene delegate class, or Info.plist's entry.
public typealias UISceneConfiguration = SceneConfiguration
/// GtkKit's ``GtkKit/SceneDelegate``.
public typealias UISceneDelegate = SceneDelegate
/// GtkKit's ``GtkKit/WindowSceneDelegate``: Xcode's template's `SceneDelegate`.
public typealias UIWindowSceneDelegate = WindowSceneDelegate

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Foundation's `NSLocalizedString(_:tableName:bundle:value:comment:)` for a port: the main
/// bundle's strings are the app's `.lproj` folders in its resources
/// (``GtkKit/LocalizedStrings``), which Foundation on Linux does not find; any other bundle is
/// read by Foundation. Declared here, it is the one a file importing `GtkKitUIKitNames` calls.
public func NSLocalizedString(
    _ key: String, tableName: String? = nil, bundle: Bundle = Bundle.main, value: String = "", comment: String
) -> String {
    guard bundle === Bundle.main else { return bundle.localizedString(forKey: key, value: value, table: tableName) }
    return LocalizedStrings.string(forKey: key, value: value, table: tableName)
}
