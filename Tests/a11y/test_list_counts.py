"""A screen reader's count of a list stays right through edits, additions, deletions, undo and
moves — as the screen reader itself sees it.

Orca does not ask GTK for a list's children each time: libatspi, in Orca's process, keeps a copy
of them while an event loop runs and updates it from the app's messages (cache additions and
children-changed events). GTK 4.8 sends those in an order that made the copy lose a row on every
insertion that was not at the end: Orca said "List with 8 items" for 9 rows after an edit. This
test is such a client: it runs libatspi's event loop, so its counts come from that copy, and
compares them (and the rows' order) with a fresh process's live answer after each change, made
with real keys.
"""
# In the Wayland stage tools/run-tests runs this on sway (tools/sway-session), not Weston: it types keys.
NEEDS_KEYBOARD = True
import os
import subprocess
import sys

from atspi_helpers import A11yFailure, Atspi, press, run_test, type_text
from gi.repository import GLib

LIVE = """
import sys, gi
gi.require_version('Atspi', '2.0')
from gi.repository import Atspi
from atspi_helpers import find, find_app
app = find_app('segue')
rows = find(app, name=sys.argv[1], role=Atspi.Role.LIST) if app else None
print('\\n'.join(rows.get_child_at_index(i).get_name() for i in range(rows.get_child_count())) if rows else '')
"""


def rows_of(name, live):
    """The names of the rows of the list called `name`: from this process's copy, or live."""
    if live:
        output = subprocess.run([sys.executable, "-c", LIVE, name], capture_output=True, text=True,
                                cwd=os.path.dirname(os.path.abspath(__file__)), timeout=30).stdout
        return [line for line in output.split("\n") if line]
    from atspi_helpers import find, find_app
    app = find_app("segue")
    rows = find(app, name=name, role=Atspi.Role.LIST) if app else None
    if rows is None:
        return []
    children = [rows.get_child_at_index(i) for i in range(rows.get_child_count())]
    return [child.get_name() if child is not None else None for child in children]


def key(keys):
    return lambda: press(keys)


def typing(text):
    return lambda: type_text(text)


class Steps:
    """Runs actions one after another inside libatspi's event loop (so the copy is kept), each
    followed by a pause for GTK's messages to arrive; `check` compares the copy with the live
    list."""

    def __init__(self, list_name):
        self.list_name = list_name
        self.queue = []
        self.failures = []

    def then(self, action, pause=0.6):
        self.queue.append((action, pause))
        return self

    def check(self, after, count):
        def compare():
            cached, live = rows_of(self.list_name, live=False), rows_of(self.list_name, live=True)
            if len(live) != count:
                self.failures.append(f"after {after} the list has {len(live)} rows, not {count}: {live}")
            elif cached != live:
                self.failures.append(f"after {after} a screen reader's copy of the list is {len(cached)} rows "
                                     f"{cached}, but the list is {live}")
        return self.then(compare, pause=0.1)

    def run(self):
        listener = Atspi.EventListener.new(lambda event: None)
        for event in ("object:children-changed", "object:state-changed:focused"):
            listener.register(event)

        def next_step():
            if not self.queue:
                Atspi.event_quit()
                return False
            action, pause = self.queue.pop(0)
            action()
            GLib.timeout_add(int(pause * 1000), next_step)
            return False

        GLib.timeout_add(3000, next_step)  # the app starts and the copy is made
        Atspi.event_main()
        if self.failures:
            raise A11yFailure("; ".join(self.failures))


def tasks_flow():
    steps = Steps("Tasks").check("launch", 9)
    steps.then(key("Return"), 1.0).then(typing(" now")).then(key("alt+Left"), 1.5).check("an edit", 9)
    steps.then(key("ctrl+n"), 1.0).then(typing("Call the vet")).then(key("alt+Left"), 1.5).check("an addition", 10)
    steps.then(key("Home")).then(key("Down")).then(key("Delete"), 1.0).check("a deletion", 9)
    steps.then(key("ctrl+z"), 1.0).check("undoing it (the row goes back in the middle)", 10)
    steps.run()


def homepwner_flow():
    steps = Steps("Homepwner").check("launch", 4)
    steps.then(key("alt+Down"), 1.0).check("moving the first item down", 4)
    steps.then(key("alt+Down"), 1.0).then(key("alt+Up"), 1.0).check("moving it down and up", 4)
    steps.run()


if __name__ == "__main__":
    run_test("list counts (Tasks)", tasks_flow, extra_args=["--page", "tasks"])
    run_test("list counts (Homepwner)", homepwner_flow, extra_args=["--page", "homepwner"])
