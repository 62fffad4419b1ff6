internal import CGtk

/// Something that turns input events into actions on a widget (GTK's `GtkEventController`): a
/// ``ShortcutController``. Add one with ``View/addController(_:)``.
@MainActor
public class EventController: Object {}
