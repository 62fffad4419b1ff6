/// UIKit's names for what a ``TableViewCell`` calls otherwise, so ported cell code reads the same.
extension TableViewCell {
    /// UIKit's name for ``accessory``: `cell.accessoryType = .disclosureIndicator`.
    public var accessoryType: Accessory {
        get { accessory }
        set { accessory = newValue }
    }
}
