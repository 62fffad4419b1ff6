/// The outlets GtkKit's own classes have, as UIKit's do (a picker's or a table's data source and
/// delegate, a field's delegate): set through the property itself, since they are not
/// ``Outlet``s of the app's.
extension InterfaceScene {
    /// Connects `source`'s own outlet `property` to `destination`: true when connected, false
    /// when `destination` is not of the outlet's type, nil when `source` has no such outlet.
    static func connectBuiltInOutlet(_ property: String, of source: AnyObject, to destination: AnyObject) -> Bool? {
        switch (source, property) {
        case (let picker as PickerView, "dataSource"):
            guard let value = destination as? any PickerViewDataSource else { return false }
            picker.dataSource = value
        case (let picker as PickerView, "delegate"):
            guard let value = destination as? any PickerViewDelegate else { return false }
            picker.delegate = value
        case (let table as TableView, "dataSource"):
            guard let value = destination as? TableViewDataSource else { return false }
            table.dataSource = value
        case (let table as TableView, "delegate"):
            guard let value = destination as? TableViewDelegate else { return false }
            table.delegate = value
        case (let collection as CollectionView, "dataSource"):
            guard let value = destination as? CollectionViewDataSource else { return false }
            collection.dataSource = value
        case (let collection as CollectionView, "delegate"):
            guard let value = destination as? CollectionViewDelegate else { return false }
            collection.delegate = value
        case (let field as TextField, "delegate"):
            guard let value = destination as? TextFieldDelegate else { return false }
            field.delegate = value
        case (let text as TextView, "delegate"):
            guard let value = destination as? TextViewDelegate else { return false }
            text.delegate = value
        case (let scroller as ScrollView, "delegate"):
            guard let value = destination as? ScrollViewDelegate else { return false }
            scroller.delegate = value
        default:
            return nil
        }
        return true
    }
}
