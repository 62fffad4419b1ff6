import GtkKit
import SegueCore

extension HomepwnerItemDetailViewController {
    /// Once a second: a field the user has not touched shows what another program stored since,
    /// so leaving the page never writes a stale copy over it (the list measures edits from there).
    func showNewerStoredFields() {
        guard let shown = editedItem, let newer = editedItemReceiver?.newerStoredFields(for: shown) else { return }
        // What an invalid field falls back to follows too; the text being fixed stays.
        item?.name = newer.name
        item?.serialNumber = newer.serialNumber
        item?.valueInDollars = newer.valueInDollars
        if newer.name != shown.name, name.isValid { nameField.text = newer.name }
        if newer.serialNumber != shown.serialNumber, serial.isValid { serialField.text = newer.serialNumber }
        if newer.valueInDollars != shown.valueInDollars, value.isValid {
            valueField.text = newer.valueInDollars.map(String.init) ?? ""
        }
    }
}
