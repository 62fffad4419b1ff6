internal import CGtk
import FoundationEssentials

/// The cell actions a controller handles (``CellAction``): a `GSimpleActionGroup` under the
/// prefix "cell", installed on every widget the controller's cells are inside (its table or
/// collection view, and its page), where GTK finds it when a cell activates "cell.<action>".
/// Made when the first action is handled.
@MainActor
final class CellActionHandlers {
    /// The action group prefix cells relay through ("cell.show-image").
    static let prefix = "cell"

    private var group: Object?
    private var actions: [String: Action] = [:]
    /// The widgets the group goes on (weakly: a page can outlive nothing it holds).
    private var hosts: [WeakWidgetReference] = []

    /// Puts the group on `widget` too (now, or when it is made).
    func install(on widget: View) {
        guard !hosts.contains(where: { $0.refers(to: widget.widget) }) else { return }
        hosts.append(WeakWidgetReference(widget.widget))
        if let group { gtk_widget_insert_action_group(widget.widget, Self.prefix, OpaquePointer(group.raw)) }
    }

    /// Handles `action` with `handler`, which gets the control the cell sent it from and the
    /// cell's index path; `owner` names the caller in a programming error's message.
    func handle(_ action: CellAction, owner: String, _ handler: @escaping @MainActor (_ sender: View?, _ indexPath: IndexPath) -> Void) {
        guard Bool(gboolean: g_action_name_is_valid(action.name)) else {
            logProgrammingError("\(owner).handle: “\(action.name)” is not a valid action name")
            return
        }
        let group = self.group ?? makeGroup()
        g_action_map_remove_action(OpaquePointer(group.raw), action.name)
        let made = Action(name: action.name, parameterType: "(ii)") { parameter in
            guard let parameter else { return }
            handler(CellRelay.sender, Self.indexPath(from: parameter))
        }
        actions[action.name] = made
        g_action_map_add_action(OpaquePointer(group.raw), OpaquePointer(made.raw))
    }

    private func makeGroup() -> Object {
        let group = Object(untyped(g_simple_action_group_new()), ownership: .full)
        self.group = group
        for host in hosts {
            _ = host.withWidget { gtk_widget_insert_action_group($0, Self.prefix, OpaquePointer(group.raw)) }
        }
        return group
    }

    /// Reads the `(ii)` parameter (section, row or item) a cell sends.
    private static func indexPath(from parameter: OpaquePointer) -> IndexPath {
        let section = g_variant_get_child_value(parameter, 0)!
        let index = g_variant_get_child_value(parameter, 1)!
        defer {
            g_variant_unref(section)
            g_variant_unref(index)
        }
        return IndexPath(indexes: [Int(g_variant_get_int32(section)), Int(g_variant_get_int32(index))])
    }
}
