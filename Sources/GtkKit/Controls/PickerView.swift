internal import CGtk

/// UIKit's `UIPickerView` as GNOME picks from a list: a drop-down (`GtkDropDown`) for each
/// component, side by side, rather than spinning wheels. Space or Enter opens a drop-down, the
/// arrow keys move through its rows, and typing is not needed; screen readers meet a combo box
/// named by the delegate's accessibility label for that component, and hear the row picked.
///
/// ```swift
/// let time = PickerView()
/// time.dataSource = clock  // 2 components: 24 hours, 60 minutes
/// time.delegate = clock    // titles "00"…; "Hour", "Minute" for screen readers
/// time.selectRow(9, inComponent: 0, animated: false)
/// ```
///
/// Where GNOME's convention wins: a wheel suits a touchscreen held in one hand; on a desktop a
/// drop-down shows the choices at once and works the same with a pointer, keys and Orca.
@MainActor
public final class PickerView: View {
    /// Says how many components and rows there are; the picker reloads when it is set.
    public weak var dataSource: (any PickerViewDataSource)? {
        didSet { reloadAllComponents() }
    }

    /// Gives the titles and hears the user's picks; the picker reloads when it is set.
    public weak var delegate: (any PickerViewDelegate)? {
        didSet { reloadAllComponents() }
    }

    /// The drop-downs, one per component.
    private var dropDowns: [View] = []
    /// Set while code changes a selection, so only the user's picks reach the delegate.
    private var isSettingInCode = false

    /// The view `init()` makes, for one made from `coder` (UIKit's `init?(coder:)`,
    /// required of every view).
    public required convenience init?(coder: Coder) {
        self.init()
    }

    /// An empty picker (it asks its data source once one is set).
    public init() {
        View.adopt(gtkkit_widget_new_with_role(gtk_box_get_type(), GTK_ACCESSIBLE_ROLE_GROUP)!, ownership: .full)
        super.init(frame: .zero)
        gtk_box_set_spacing(pointer(), 6)
        horizontalAlignment = .start
        verticalAlignment = .center
    }

    /// How many components there are (as the data source last said).
    public var numberOfComponents: Int { dropDowns.count }

    /// How many rows `component` has.
    public func numberOfRows(inComponent component: Int) -> Int {
        guard dropDowns.indices.contains(component), let model = gtk_drop_down_get_model(dropDowns[component].opaque) else { return 0 }
        return Int(g_list_model_get_n_items(model))
    }

    /// The row picked in `component`, or -1 if it has none (UIKit's `selectedRow(inComponent:)`).
    public func selectedRow(inComponent component: Int) -> Int {
        guard dropDowns.indices.contains(component) else { return -1 }
        let selected = gtk_drop_down_get_selected(dropDowns[component].opaque)
        return selected == UInt32(GTK_INVALID_LIST_POSITION) ? -1 : Int(selected)
    }

    /// Picks `row` in `component` (UIKit's `selectRow(_:inComponent:animated:)`); the delegate
    /// is not told, as in UIKit.
    public func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard dropDowns.indices.contains(component), (0..<numberOfRows(inComponent: component)).contains(row) else { return }
        isSettingInCode = true
        defer { isSettingInCode = false }
        gtk_drop_down_set_selected(dropDowns[component].opaque, UInt32(row))
    }

    /// Asks the data source and delegate again for everything (UIKit's `reloadAllComponents()`),
    /// keeping each component's picked row where it still exists.
    public func reloadAllComponents() {
        let count = dataSource?.numberOfComponents(in: self) ?? 0
        while dropDowns.count > count { gtk_box_remove(pointer(), dropDowns.removeLast().widget) }
        while dropDowns.count < count { dropDowns.append(makeDropDown()) }
        for component in 0..<count { reloadComponent(component) }
    }

    /// Asks again for `component`'s rows and titles (UIKit's `reloadComponent(_:)`).
    public func reloadComponent(_ component: Int) {
        guard dropDowns.indices.contains(component) else { return }
        let rows = dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0
        let titles = (0..<max(rows, 0)).map { delegate?.pickerView(self, titleForRow: $0, forComponent: component) ?? "" }
        let kept = selectedRow(inComponent: component)
        isSettingInCode = true
        defer { isSettingInCode = false }
        let model = withCStringArray(titles) { gtk_string_list_new($0) }
        gtk_drop_down_set_model(dropDowns[component].opaque, model)
        g_object_unref(UnsafeMutableRawPointer(model))
        if kept >= 0, kept < titles.count { gtk_drop_down_set_selected(dropDowns[component].opaque, UInt32(kept)) }
        dropDowns[component].accessibilityLabel = delegate?.pickerView(self, accessibilityLabelForComponent: component)
    }

    private func makeDropDown() -> View {
        let dropDown = View.wrapping(untyped(gtk_drop_down_new(nil, nil)), ownership: .full)
        gtk_box_append(pointer(), dropDown.widget)
        dropDown.connect(
            "notify::selected",
            pointer: { [weak self, weak dropDown] _ in
                guard let self, let dropDown, !self.isSettingInCode,
                    let component = self.dropDowns.firstIndex(where: { $0 === dropDown })
                else { return }
                let row = self.selectedRow(inComponent: component)
                if row >= 0 { self.delegate?.pickerView(self, didSelectRow: row, inComponent: component) }
            })
        return dropDown
    }
}
