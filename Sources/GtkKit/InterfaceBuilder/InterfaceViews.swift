import Foundation

/// The views of an Interface Builder file: each element GtkKit has a view for made into it, with
/// the attributes Interface Builder's inspectors set. No state: the scene keeps what it makes.
@MainActor
enum InterfaceViews {
    /// Children of a view element that carry no view and are read where they matter (or are of
    /// no use on the desktop: simulated metrics, the canvas, the autoresizing mask).
    static let knownParts = Set([
        "rect", "autoresizingMask", "subviews", "constraints", "connections", "viewLayoutGuide", "color", "nil",
        "fontDescription", "state", "buttonConfiguration", "accessibility", "point", "size", "inset", "edgeInsets",
        "directionalEdgeInsets", "userDefinedRuntimeAttributes", "string", "attributedString", "preferredSize",
        "textInputTraits", "wkWebViewConfiguration",
    ]).union(controlParts)

    /// A new view for `element`, of its custom class if it names one (made through
    /// `init?(coder:)`); nil for an element GtkKit has no view for. `problem` hears why a class
    /// could not be used.
    static func make(_ element: InterfaceElement, bundle: Bundle?, problem: (String) -> Void) -> View? {
        let standard: View.Type
        switch element.name {
        case "view", "containerView": standard = View.self
        case "label": standard = Label.self
        case "button": standard = Button.self
        case "textField": standard = TextField.self
        case "textView": standard = TextView.self
        case "switch": standard = Switch.self
        case "slider": standard = Slider.self
        case "stackView": standard = StackView.self
        case "imageView": standard = ImageView.self
        case "tableView": standard = TableView.self
        case "collectionView": standard = CollectionView.self
        case "scrollView": standard = ScrollView.self
        case "visualEffectView": standard = VisualEffectView.self
        case "wkWebView":
            guard let web = webViewType else { return nil }
            standard = web
        default:
            guard let control = controlClass(element.name) else { return nil }
            standard = control
        }
        if let custom = InterfaceClasses.find(element, as: View.self, problem: problem), custom != standard {
            if let view = custom.init(coder: Coder()) { return configured(view, element, bundle: bundle, problem: problem) }
            problem("\(custom) could not be made from a coder (its init?(coder:) returned nil); a \(standard) is used")
        }
        let view: View =
            switch element.name {
            // A custom button with neither title nor image draws nothing in UIKit: laid over
            // another view to make it clickable (the transparent button of GtkKit).
            case "button" where element["buttonType"] == "custom" && !showsTitleOrImage(element):
                Button(transparentWithAccessibleLabel: "")
            case "button": Button(type: element["buttonType"] == "custom" ? .custom : .system)
            // A view that is one accessibility element (Xcode's "Accessibility Enabled" on a
            // container) is read as one text by its label: GNOME's article.
            case "view"
            where element.child("accessibility", key: "accessibilityConfiguration")?.children.contains {
                $0.name == "bool" && $0["key"] == "isElement" && $0["value"] == "YES"
            } == true:
                View(article: .zero)
            case "view", "containerView": View(frame: .zero)
            case "scrollView": scrollView(for: element)
            default: standard.init(coder: Coder()) ?? View(frame: .zero)
            }
        return configured(view, element, bundle: bundle, problem: problem)
    }

    /// `view` with `element`'s attributes.
    private static func configured(_ view: View, _ element: InterfaceElement, bundle: Bundle?, problem: (String) -> Void) -> View {
        if element.flag("translatesAutoresizingMaskIntoConstraints") == false {
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        if element.flag("hidden") == true { view.isHidden = true }
        if let alpha = element.number("alpha") { view.alpha = alpha }
        if let tag = element["tag"].flatMap(Int.init) { view.tag = tag }
        if element.flag("userInteractionEnabled") == false || element.flag("enabled") == false, view is Control { view.isEnabled = false }
        for (attribute, axis, hugging) in [
            ("horizontalHuggingPriority", LayoutConstraint.Axis.horizontal, true),
            ("verticalHuggingPriority", .vertical, true),
            ("horizontalCompressionResistancePriority", .horizontal, false),
            ("verticalCompressionResistancePriority", .vertical, false),
        ] {
            guard let value = element.number(attribute) else { continue }
            let priority = LayoutPriority(Float(value))
            if hugging {
                view.setContentHuggingPriority(priority, for: axis)
            } else {
                view.setContentCompressionResistancePriority(priority, for: axis)
            }
        }
        if let accessibility = element.child("accessibility", key: "accessibilityConfiguration") {
            if let label = accessibility["label"] { view.accessibilityLabel = label }
            if let hint = accessibility["hint"] { view.accessibilityHint = hint }
            if let identifier = accessibility["identifier"] { view.accessibilityIdentifier = identifier }
        }
        for color in element.children where color.name == "color" {
            guard let key = color["key"], let value = Self.color(color, bundle: bundle, problem: problem) else { continue }
            switch key {
            case "backgroundColor": view.backgroundColor = value
            case "tintColor": view.tintColor = value
            case "textColor": (view as? any ContentSizeCategoryAdjusting)?.textColor = value
            default: break
            }
        }
        if let font = element.child("fontDescription", key: "fontDescription").flatMap(Self.font) {
            (view as? any ContentSizeCategoryAdjusting)?.font = font
        }
        if let insets = element.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
            view.directionalLayoutMargins = DirectionalEdgeInsets(
                top: insets.number("top") ?? 0, leading: insets.number("leading") ?? 0, bottom: insets.number("bottom") ?? 0,
                trailing: insets.number("trailing") ?? 0)
        } else if let insets = element.child("edgeInsets", key: "layoutMargins") {
            view.layoutMargins = EdgeInsets(
                top: insets.number("top") ?? 0, left: insets.number("left") ?? 0, bottom: insets.number("bottom") ?? 0,
                right: insets.number("right") ?? 0)
        }
        for attribute in element.children(of: "userDefinedRuntimeAttributes") where attribute.name == "userDefinedRuntimeAttribute" {
            setRuntimeAttribute(attribute, on: view, bundle: bundle, problem: problem)
        }
        if let label = view as? Label { configure(label, element) }
        if let button = view as? Button { configure(button, element, bundle: bundle, problem: problem) }
        if let imageView = view as? ImageView, let mode = element["contentMode"].flatMap(contentMode) {
            imageView.contentMode = mode
        }
        if let imageView = view as? ImageView, let name = element["image"] {
            if element["catalog"] == "system" {
                if let symbol = Bitmap(systemName: name) {
                    imageView.image = symbol
                } else {
                    problem("no GNOME icon for the SF Symbols name “\(name)” (see Image.systemNameIcons)")
                }
            } else if let image = Bitmap(named: name, in: bundle) {
                imageView.image = image
            } else {
                problem("no image “\(name)” in the app's asset catalogs or resources")
            }
        }
        if let field = view as? TextField {
            if let placeholder = element["placeholder"] { field.placeholder = placeholder }
            if let text = element["text"] { field.text = text }
        }
        if let textView = view as? TextView, let text = element["text"] ?? element.child("string", key: "text")?.text {
            textView.text = text
        }
        if let toggle = view as? Switch, let on = element.flag("on") { toggle.isOn = on }
        if let slider = view as? Slider {
            // The range before the value, which it would clamp.
            if let minimum = element.number("minValue") { slider.minimumValue = Float(minimum) }
            if let maximum = element.number("maxValue") { slider.maximumValue = Float(maximum) }
            if let value = element.number("value") { slider.value = Float(value) }
        }
        if let stack = view as? StackView { configure(stack, element) }
        configureControl(view, element, problem: problem)
        return view
    }

    private static func configure(_ label: Label, _ element: InterfaceElement) {
        if let text = element["text"] ?? element.child("string", key: "text")?.text { label.text = text }
        if let lines = element["numberOfLines"].flatMap(Int.init) { label.numberOfLines = lines }
        if let alignment = element["textAlignment"].flatMap(textAlignment) { label.textAlignment = alignment }
        // Xcode writes a truncation for every label; UIKit truncates a label of unlimited lines
        // only when its height runs out, which GTK has no form of, so there it is left out.
        if let mode = element["lineBreakMode"].flatMap(lineBreakMode),
            label.numberOfLines != 0 || [.byWordWrapping, .byCharWrapping, .byClipping].contains(mode)
        {
            label.lineBreakMode = mode
        }
    }

    /// Whether a button element has a title or an image, in its normal state or configuration.
    private static func showsTitleOrImage(_ element: InterfaceElement) -> Bool {
        element.children.contains { part in
            (part.name == "state" && part["key"] == "normal" || part.name == "buttonConfiguration")
                && (part["title"] ?? part["image"]) != nil
        }
    }

    private static func configure(_ button: Button, _ element: InterfaceElement, bundle: Bundle?, problem: (String) -> Void) {
        // Xcode writes a normal state's title and image, and since Xcode 13 a configuration's.
        let normal = element.children.first { $0.name == "state" && $0["key"] == "normal" }
        let configuration = element.child("buttonConfiguration", key: "configuration")
        if let title = normal?["title"] ?? configuration?["title"] { button.setTitle(title, for: .normal) }
        if let name = normal?["image"] ?? configuration?["image"] {
            let system = (normal?["image"] != nil ? normal?["catalog"] : configuration?["catalog"]) == "system"
            if system, let icon = Image.iconName(forSystemName: name) {
                button.setIcon(icon)
                if button.accessibilityLabel == nil, button.label?.isEmpty ?? true {
                    button.accessibilityLabel = name.split(separator: ".").first.map(String.init)
                }
            } else if !system, let image = Bitmap(named: name, in: bundle) {
                button.setImage(image, for: .normal)
            } else {
                problem(
                    "no image “\(name)”\(system ? " among GNOME's icons for SF Symbols names" : " in the app's asset catalogs or resources")"
                )
            }
        }
        if element.flag("enabled") == false { button.isEnabled = false }
    }

    private static func configure(_ stack: StackView, _ element: InterfaceElement) {
        stack.axis = element["axis"] == "vertical" ? .vertical : .horizontal
        if let spacing = element.number("spacing") { stack.spacing = spacing }
        switch element["alignment"] {
        case "top": stack.alignment = .top
        case "leading": stack.alignment = .leading
        case "center": stack.alignment = .center
        case "bottom": stack.alignment = .bottom
        case "trailing": stack.alignment = .trailing
        case "firstBaseline": stack.alignment = .firstBaseline
        case "lastBaseline", "baseline": stack.alignment = .lastBaseline
        default: break
        }
        switch element["distribution"] {
        case "fillEqually": stack.distribution = .fillEqually
        case "fillProportionally": stack.distribution = .fillProportionally
        case "equalSpacing": stack.distribution = .equalSpacing
        case "equalCentering": stack.distribution = .equalCentering
        default: break
        }
    }

    /// The cell accessory Interface Builder's `accessoryType` names.
    static func accessory(_ name: String) -> TableViewCell.Accessory? {
        switch name {
        case "disclosureIndicator": .disclosureIndicator
        case "detailDisclosureButton": .detailDisclosureButton
        case "detailButton": .detailButton
        case "checkmark": .checkmark
        default: nil
        }
    }

    /// The line break mode Interface Builder's `lineBreakMode` names.
    private static func lineBreakMode(_ name: String) -> LineBreakMode? {
        switch name {
        case "tailTruncation": .byTruncatingTail
        case "headTruncation": .byTruncatingHead
        case "middleTruncation": .byTruncatingMiddle
        case "wordWrap": .byWordWrapping
        case "characterWrap": .byCharWrapping
        case "clip": .byClipping
        default: nil
        }
    }

    /// The content mode Interface Builder's `contentMode` names.
    private static func contentMode(_ name: String) -> View.ContentMode? {
        View.ContentMode.allCases.first { "\($0)" == name }
    }

    private static func textAlignment(_ name: String) -> TextAlignment? {
        switch name {
        case "left": .left
        case "center": .center
        case "right": .right
        case "justified": .justified
        case "natural": .natural
        default: nil
        }
    }
}

/// Classes an interface file names (`customClass`, `customModule`), found through the Swift
/// runtime by module and name: no Objective-C, no registration.
@MainActor
enum InterfaceClasses {
    /// The class `element` names, if it names one that is a `Base`; nil (and `problem` told why)
    /// for one the program does not have or that is not a `Base`.
    static func find<Base>(_ element: InterfaceElement, as base: Base.Type, problem: (String) -> Void) -> Base.Type? {
        guard let name = element["customClass"] else { return nil }
        let module = element["customModule"]
        guard let type = lookUp(name, module: module) else {
            problem(
                "no class \(module.map { "\($0)." } ?? "")\(name) in the program"
                    + (module == nil ? " (the element names no customModule: set the class's module in Interface Builder)" : ""))
            return nil
        }
        guard let found = type as? Base.Type else {
            problem("\(name) is not a \(Base.self)")
            return nil
        }
        return found
    }

    /// A top-level class `module.name`, by its mangled name (as `NSClassFromString` finds a Swift
    /// class on Linux).
    private static func lookUp(_ name: String, module: String?) -> Any.Type? {
        guard let module, name.allSatisfy({ $0.isASCII }), module.allSatisfy({ $0.isASCII }) else { return nil }
        return _typeByName("\(module.utf8.count)\(module)\(name.utf8.count)\(name)C")
    }
}
