internal import CGtk

/// Connects a ``TextView``'s GTK signals to its ``TextViewDelegate``: focus in and out, and each
/// change to its buffer — offered before it happens ("insert-text", "delete-range"; a refusal
/// stops the emission, so the buffer never sees it) and reported after ("changed"). Changes made
/// in code while ``isSettingText`` are neither offered nor reported.
@MainActor
final class TextViewDelegation {
    private weak var view: TextView?
    /// The view's buffer's wrapper (the view's own).
    private let buffer: Object
    /// True while ``TextView/text`` is set in code.
    var isSettingText = false

    private typealias InsertHandler = @MainActor (UnsafePointer<GtkTextIter>?, UnsafePointer<CChar>?, Int32) -> Void
    private typealias RangeHandler = @MainActor (UnsafePointer<GtkTextIter>?, UnsafePointer<GtkTextIter>?) -> Void
    /// GtkTextBuffer's "insert-text": the buffer, where, the text, its length in bytes.
    private typealias InsertThunk =
        @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<GtkTextIter>?, UnsafePointer<CChar>?, Int32, UnsafeMutableRawPointer?) ->
        Void
    /// GtkTextBuffer's "delete-range": the buffer, the start and end of the range.
    private typealias RangeThunk =
        @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<GtkTextIter>?, UnsafePointer<GtkTextIter>?, UnsafeMutableRawPointer?) ->
        Void

    init(view: TextView, buffer: Object) {
        self.view = view
        self.buffer = buffer
        EditingFocusWatch.install(
            on: view,
            began: { [weak view] in view.map { $0.delegate?.textViewDidBeginEditing($0) } },
            ended: { [weak view] in view.map { $0.delegate?.textViewDidEndEditing($0) } })
        self.buffer.connect("changed") { [weak self] in
            guard let self, !self.isSettingText, let view = self.view else { return }
            view.delegate?.textViewDidChange(view)
        }
        connectChanges()
    }

    private func connectChanges() {
        let insert: InsertThunk = { _, location, text, length, data in
            MainActor.assumeIsolated { SignalBox<InsertHandler>.from(data).handler(location, text, length) }
        }
        _ = buffer.connect(
            "insert-text", unsafeBitCast(insert, to: GCallback.self),
            SignalBox<InsertHandler> { [weak self] location, text, length in
                guard let self, !self.isSettingText, let location, let text else { return }
                let inserted = String(decoding: UnsafeRawBufferPointer(start: text, count: Int(max(0, length))), as: UTF8.self)
                let at = self.utf16Offset(of: location)
                if !self.allows(at..<at, inserted) { g_signal_stop_emission_by_name(self.buffer.raw, "insert-text") }
            })
        let delete: RangeThunk = { _, start, end, data in
            MainActor.assumeIsolated { SignalBox<RangeHandler>.from(data).handler(start, end) }
        }
        _ = buffer.connect(
            "delete-range", unsafeBitCast(delete, to: GCallback.self),
            SignalBox<RangeHandler> { [weak self] start, end in
                guard let self, !self.isSettingText, let start, let end else { return }
                let range = self.utf16Offset(of: start)..<self.utf16Offset(of: end)
                if !self.allows(range, "") { g_signal_stop_emission_by_name(self.buffer.raw, "delete-range") }
            })
    }

    private func allows(_ range: Range<Int>, _ replacement: String) -> Bool {
        guard let view, let delegate = view.delegate else { return true }
        return delegate.textView(view, shouldChangeTextIn: range, replacementText: replacement)
    }

    /// The UTF-16 offset of `iter`.
    private func utf16Offset(of iter: UnsafePointer<GtkTextIter>) -> Int {
        EditingFocusWatch.utf16Offset(ofCharacter: Int(gtk_text_iter_get_offset(iter)), in: view?.text ?? "")
    }
}
