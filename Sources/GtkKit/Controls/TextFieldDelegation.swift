internal import CGtk

/// Connects a ``TextField``'s GTK signals to its ``TextFieldDelegate``: focus in and out of the
/// entry, Return, and each change the user makes to the text, offered before it happens.
///
/// Changes are offered from the entry's text part (GTK's `GtkText`, the entry's editable
/// delegate), where GTK emits "insert-text" and "delete-text"; a refusal stops the emission, so
/// the buffer never sees the change.
@MainActor
final class TextFieldDelegation {
    private weak var field: TextField?
    /// The entry's `GtkText`, borrowed: the entry owns it.
    private let text: Object

    init(field: TextField) {
        self.field = field
        text = Object(UnsafeMutableRawPointer(gtk_editable_get_delegate(field.opaque)!), ownership: .none)
        EditingFocusWatch.install(
            on: field,
            began: { [weak field] in field.map { $0.delegate?.textFieldDidBeginEditing($0) } },
            ended: { [weak field] in field.map { $0.delegate?.textFieldDidEndEditing($0) } })
        // Return: the entry's "activate" runs inside its text's, before GTK's own handler, which
        // activates the window's default widget; stopping the text's emission keeps it from that.
        field.connect("activate") { [weak self, weak field] in
            guard let self, let field, let delegate = field.delegate else { return }
            if !delegate.textFieldShouldReturn(field) { g_signal_stop_emission_by_name(self.text.raw, "activate") }
        }
        connectChanges()
    }

    private typealias InsertHandler = @MainActor (UnsafePointer<CChar>?, Int32, UnsafeMutablePointer<Int32>?) -> Void
    private typealias DeleteHandler = @MainActor (Int32, Int32) -> Void
    /// GtkEditable's "insert-text": the editable, the text, its length in bytes, the position.
    private typealias InsertThunk =
        @convention(c) (
            UnsafeMutableRawPointer?, UnsafePointer<CChar>?, Int32, UnsafeMutablePointer<Int32>?, UnsafeMutableRawPointer?
        ) -> Void

    private func connectChanges() {
        let insert: InsertThunk = { _, text, length, position, data in
            MainActor.assumeIsolated { SignalBox<InsertHandler>.from(data).handler(text, length, position) }
        }
        _ = text.connect(
            "insert-text", unsafeBitCast(insert, to: GCallback.self),
            SignalBox<InsertHandler> { [weak self] text, length, position in
                guard let self, let text, let position else { return }
                let inserted = length < 0 ? String(cString: text) : Self.string(text, byteCount: Int(length))
                let at = self.utf16Offset(ofCharacter: Int(position.pointee))
                if !self.allows(at..<at, inserted) { g_signal_stop_emission_by_name(self.text.raw, "insert-text") }
            })
        let delete: @convention(c) (UnsafeMutableRawPointer?, Int32, Int32, UnsafeMutableRawPointer?) -> Void = { _, start, end, data in
            MainActor.assumeIsolated { SignalBox<DeleteHandler>.from(data).handler(start, end) }
        }
        _ = text.connect(
            "delete-text", unsafeBitCast(delete, to: GCallback.self),
            SignalBox<DeleteHandler> { [weak self] start, end in
                guard let self, let field = self.field else { return }
                let last = end < 0 ? field.text.unicodeScalars.count : Int(end)
                let range = self.utf16Offset(ofCharacter: Int(start))..<self.utf16Offset(ofCharacter: last)
                if !self.allows(range, "") { g_signal_stop_emission_by_name(self.text.raw, "delete-text") }
            })
    }

    private func allows(_ range: Range<Int>, _ replacement: String) -> Bool {
        guard let field, let delegate = field.delegate else { return true }
        return delegate.textField(field, shouldChangeCharactersIn: range, replacementString: replacement)
    }

    private func utf16Offset(ofCharacter position: Int) -> Int {
        EditingFocusWatch.utf16Offset(ofCharacter: position, in: field?.text ?? "")
    }

    private static func string(_ bytes: UnsafePointer<CChar>, byteCount: Int) -> String {
        let buffer = UnsafeRawBufferPointer(start: bytes, count: byteCount)
        return String(decoding: buffer, as: UTF8.self)
    }
}
