import Foundation

/// The controls of an Interface Builder file beyond buttons, fields, switches and sliders:
/// segmented controls, steppers, progress views, activity indicators, date pickers, picker views
/// and page controls, each with the values its inspector sets.
extension InterfaceViews {
    /// GtkKit's class for the control element `name`, or nil for none of these.
    static func controlClass(_ name: String) -> View.Type? {
        switch name {
        case "segmentedControl": SegmentedControl.self
        case "stepper": Stepper.self
        case "progressView": ProgressView.self
        case "activityIndicatorView": ActivityIndicatorView.self
        case "datePicker": DatePicker.self
        case "pickerView": PickerView.self
        case "pageControl": PageControl.self
        default: nil
        }
    }

    /// Children of these elements read here.
    static let controlParts: Set<String> = ["segments", "date", "locale"]

    /// Gives `view` the inspector's values `element` holds for it; `problem` hears what has no
    /// counterpart.
    static func configureControl(_ view: View, _ element: InterfaceElement, problem: (String) -> Void) {
        switch view {
        case let segmented as SegmentedControl:
            // Its frame's width, as Interface Builder drew it (in code it keeps its own width).
            segmented.horizontalAlignment = .fill
            let titles = element.children(of: "segments").filter { $0.name == "segment" }.map { $0["title"] ?? "" }
            for (index, title) in titles.enumerated() { segmented.insertSegment(withTitle: title, at: index, animated: false) }
            if let index = element["selectedSegmentIndex"].flatMap(Int.init), titles.indices.contains(index) {
                segmented.selectedSegmentIndex = index
            }
        case let stepper as Stepper:
            // The range and step before the value, which they would clamp or round.
            if let minimum = element.number("minimumValue") { stepper.minimumValue = minimum }
            if let maximum = element.number("maximumValue") { stepper.maximumValue = maximum }
            if let step = element.number("stepValue") { stepper.stepValue = step }
            if let wraps = element.flag("wraps") { stepper.wraps = wraps }
            if let value = element.number("value") { stepper.value = value }
        case let progress as ProgressView:
            if element["progressViewStyle"] == "bar" { progress.progressViewStyle = .bar }
            if let value = element.number("progress") { progress.progress = Float(value) }
        case let spinner as ActivityIndicatorView:
            if ["large", "whiteLarge"].contains(element["style"] ?? "") { spinner.style = .large }
            if let hides = element.flag("hidesWhenStopped") { spinner.hidesWhenStopped = hides }
            if element.flag("animating") == true { spinner.startAnimating() }
        case let picker as DatePicker:
            if let mode = element["datePickerMode"], mode != "date" {
                problem("a date picker of mode “\(mode)” shows dates only here: GNOME's calendar picks a day, not a time")
            }
            if let day = day(element, key: "minimumDate") { picker.minimumDate = day }
            if let day = day(element, key: "maximumDate") { picker.maximumDate = day }
            if let day = day(element, key: "date") { picker.setDate(day, animated: false) }
        case let pages as PageControl:
            if let count = element["numberOfPages"].flatMap(Int.init) { pages.numberOfPages = count }
            if let page = element["currentPage"].flatMap(Int.init) { pages.currentPage = page }
            if let hides = element.flag("hidesForSinglePage") { pages.hidesForSinglePage = hides }
        default:
            break
        }
    }

    /// The day of a `<date key="…" timeIntervalSinceReferenceDate="…"/>` child, in the local
    /// calendar (as the picker shows it).
    private static func day(_ element: InterfaceElement, key: String) -> DatePicker.Day? {
        guard let seconds = element.child("date", key: key)?.number("timeIntervalSinceReferenceDate") else { return nil }
        let parts = Calendar.current.dateComponents([.year, .month, .day], from: Date(timeIntervalSinceReferenceDate: seconds))
        guard let year = parts.year, let month = parts.month, let day = parts.day else { return nil }
        return (year, month, day)
    }

    /// A scroll view for `element`: one that scrolls up and down only, its content as wide as
    /// its frame, when a constraint makes the content's width its frame layout guide's (how
    /// Interface Builder says so); else one that scrolls both ways.
    static func scrollView(for element: InterfaceElement) -> ScrollView {
        let frameGuide = element.children.first { $0.name == "viewLayoutGuide" && $0["key"] == "frameLayoutGuide" }?.id
        let followsWidth = element.children(of: "constraints").contains { constraint in
            frameGuide.map { followsFrame(constraint, guide: $0) } ?? false
        }
        return followsWidth ? ScrollView(content: View(frame: .zero)) : ScrollView()
    }

    /// Whether `constraint` makes an item's width equal to the frame guide `guide`'s.
    static func followsFrame(_ constraint: InterfaceElement, guide: String) -> Bool {
        (constraint["firstItem"] == guide || constraint["secondItem"] == guide)
            && constraint["firstAttribute"] == "width" && constraint["secondAttribute"] == "width"
            && (constraint["relation"] ?? "equal") == "equal" && (constraint.number("constant") ?? 0) == 0
            && ["1", nil].contains(constraint["multiplier"])
    }
}
