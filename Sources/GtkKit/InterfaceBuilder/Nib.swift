import Foundation

/// A xib file, UIKit's `UINib`: read once, its views made anew at each ``instantiate(withOwner:options:)``,
/// with their constraints, outlets and actions, its File's Owner connected to the owner given.
///
/// A controller's own xib is loaded by ``ViewController/init(nibName:bundle:)``; a cell's or a
/// view's by this class or `Bundle.loadNibNamed(_:owner:options:)`, as in UIKit.
@MainActor
public final class Nib {
    private let root: InterfaceElement?
    private let fileName: String
    /// The bundle it was looked for in, whose asset catalogs its images are in.
    private let bundle: Bundle?

    /// The xib `name` (without `.xib`) in `bundle`'s resources, or for `nil` the app's own (as
    /// ``Storyboard/init(name:bundle:)`` finds a storyboard). A xib that cannot be found or read
    /// is said once, naming it; it then makes nothing.
    public init(nibName name: String, bundle: Bundle?) {
        fileName = name + ".xib"
        self.bundle = bundle
        let (found, searched) = InterfaceFiles.locate(name, extension: "xib", bundle: bundle)
        guard let path = found else {
            logProgrammingError("Nib(nibName: “\(name)”): no \(name).xib in \(searched.joined(separator: ", "))")
            root = nil
            return
        }
        root = InterfaceFiles.read(path, kind: "XIB").map { InterfaceLocalization.localize($0, table: name, bundle: bundle) }
    }

    /// Whether the xib was found and read.
    var isLoaded: Bool { root != nil }

    /// Makes the xib's top-level views (UIKit's `instantiate(withOwner:options:)`), connecting
    /// its File's Owner's outlets and actions to `owner`. `options` is accepted and ignored, as
    /// UIKit's external objects have no use without Objective-C.
    public func instantiate(withOwner owner: AnyObject?, options: [AnyHashable: Any]? = nil) -> [AnyObject] {
        guard let root else { return [] }
        return InterfaceScene.instantiate(root, fileName: fileName, bundle: bundle, owner: owner)
    }

    /// The xib the controller `controller` loads its view from: its nib name, or for none the xib
    /// named for its class, as UIKit finds one (`DetailViewController` looks for
    /// `DetailView.xib`, then `DetailViewController.xib`); nil when there is none.
    static func view(of controller: ViewController, named name: String?, bundle: Bundle?) -> View? {
        let className = String(describing: type(of: controller))
        let names = name.map { [$0] } ?? (className.hasSuffix("Controller") ? [String(className.dropLast(10)), className] : [className])
        for candidate in names where name != nil || InterfaceFiles.locate(candidate, extension: "xib", bundle: bundle).path != nil {
            let nib = Nib(nibName: candidate, bundle: bundle)
            guard nib.isLoaded else { return nil }
            _ = nib.instantiate(withOwner: controller)
            guard let view = controller.viewIfLoaded else {
                logProgrammingError("\(candidate).xib: its File's Owner's view outlet is not connected; \(className) shows an empty view")
                return nil
            }
            return view
        }
        return nil
    }
}

extension Bundle {
    /// Makes the top-level views of the xib `name` in this bundle, connected to `owner` (UIKit's
    /// `loadNibNamed(_:owner:options:)`); nil when there is no such xib.
    @MainActor
    public func loadNibNamed(_ name: String, owner: Any?, options: [AnyHashable: Any]? = nil) -> [Any]? {
        let nib = Nib(nibName: name, bundle: self)
        guard nib.isLoaded else { return nil }
        return nib.instantiate(withOwner: owner as AnyObject?, options: options)
    }
}

/// Cells from xibs, as UIKit registers them.
extension TableView {
    /// Registers `nib` (a xib whose top-level object is a table view cell, of the app's own class
    /// if it names one, with its outlets and actions) as what
    /// ``dequeueReusableCell(withIdentifier:for:)`` makes a new cell from for `identifier`
    /// (UIKit's `register(_:forCellReuseIdentifier:)` with a `UINib`); nil takes the
    /// registration away. A xib with no cell at its top is said when a cell is first asked for,
    /// and a plain cell is made in its place so the table still shows its rows.
    public func register(_ nib: Nib?, forCellReuseIdentifier identifier: String) {
        guard let nib else {
            core.unregister(identifier)
            return
        }
        register(forCellReuseIdentifier: identifier) {
            if let cell = nib.instantiate(withOwner: nil).lazy.compactMap({ $0 as? TableViewCell }).first { return cell }
            logProgrammingError("register(_:forCellReuseIdentifier: “\(identifier)”): the xib has no table view cell at its top")
            return TableViewCell(text: "")
        }
    }
}
