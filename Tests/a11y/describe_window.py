"""Prints, as JSON, what the accessibility bus says about every object in the window titled
argv[2] of the application with process id argv[1]: role, name, value (for ranges: the value
and its text), states that matter, and the actions it offers. For GtkKit tests that show
widgets in their own process and check them from outside, as a screen reader meets them."""
import json
import sys
import time
import warnings

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi  # noqa: E402


def find_window(pid, title, timeout=15.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        desktop = Atspi.get_desktop(0)
        for index in range(desktop.get_child_count()):
            app = desktop.get_child_at_index(index)
            try:
                if app is None or app.get_process_id() != pid:
                    continue
                for w in range(app.get_child_count()):
                    window = app.get_child_at_index(w)
                    if window is not None and window.get_name() == title:
                        return window
            except gi.repository.GLib.Error:
                continue
        time.sleep(0.1)
    return None


def describe(node):
    entry = {"role": node.get_role_name(), "name": node.get_name() or "", "description": node.get_description() or ""}
    try:
        value = node.get_value_iface()
    except Exception:
        value = None
    if value is not None:
        # Called through Atspi.Value: on AT-SPI 2.56 the interface object is the accessible
        # itself, whose own get_text is the Text interface's.
        try:
            entry["value"] = float(Atspi.Value.get_current_value(value))
            entry["maximum"] = float(Atspi.Value.get_maximum_value(value))
        except Exception:
            pass
        try:
            text = Atspi.Value.get_text(value)
            if isinstance(text, str):
                entry["valueText"] = text
        except Exception:
            pass
    states = node.get_state_set()
    entry["states"] = [
        name for name, state in [
            ("focusable", Atspi.StateType.FOCUSABLE), ("checked", Atspi.StateType.CHECKED),
            ("pressed", Atspi.StateType.PRESSED), ("busy", Atspi.StateType.BUSY),
            ("sensitive", Atspi.StateType.SENSITIVE), ("selected", Atspi.StateType.SELECTED),
        ] if states.contains(state)
    ]
    runs = text_runs(node)
    if runs:
        entry["textRuns"] = runs
    entry["actions"] = []
    try:
        action = node.get_action_iface()
        for index in range(action.get_n_actions() if action else 0):
            # get_action_name is deprecated from AT-SPI 2.52 (Debian 13), get_name is the newer.
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", DeprecationWarning)
                entry["actions"].append(str(action.get_action_name(index)))
    except Exception as error:
        entry["actions"] = [f"unreadable: {error}"]
    return entry


def text_runs(node):
    """The text as runs of one set of attributes each (weight, colours, underline …), as a
    screen reader's "read attributes" command meets them; None for an object without text."""
    try:
        text = node.get_text_iface()
        count = Atspi.Text.get_character_count(text) if text else 0
    except Exception:
        return None
    runs, offset = [], 0
    while text and offset < count:
        try:
            attributes, start, end = Atspi.Text.get_attribute_run(text, offset, False)
        except Exception:
            return runs
        end = max(end, offset + 1)
        runs.append({"text": Atspi.Text.get_text(text, offset, end), "attributes": dict(attributes or {})})
        offset = end
    return runs


def walk(node, depth=0):
    if node is None or depth > 40:
        return
    yield node
    for index in range(node.get_child_count()):
        yield from walk(node.get_child_at_index(index), depth + 1)


def main():
    pid, title = int(sys.argv[1]), sys.argv[2]
    window = find_window(pid, title)
    if window is None:
        print(json.dumps({"error": f"no window titled {title!r} in process {pid} on the bus"}))
        return 1
    print(json.dumps([describe(node) for node in walk(window)]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
