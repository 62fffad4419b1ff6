"""Several tasks selected with Shift and the arrows, as the accessibility bus shows them (the list
multiselectable, the chosen rows selected), deleted with one Delete as one change, and put back,
in their places, with one Ctrl+Z: in the list and in the database."""
# In the Wayland stage tools/run-tests runs this on sway (tools/sway-session), not Weston: it types keys.
NEEDS_KEYBOARD = True
import os
import sqlite3
import time

from atspi_helpers import A11yFailure, Atspi, find, find_app, gtk_minor_version, press, run_test, texts, wait_for

SEED = ["Walk the dog", "URGENT: Buy milk", "Clean hidden lair"]


def names(app):
    tasks = find(app, name="Tasks", role=Atspi.Role.LIST)
    if tasks is None:
        return []
    return [tasks.get_child_at_index(i).get_name() for i in range(tasks.get_child_count())]


def selected(app):
    tasks = find(app, name="Tasks", role=Atspi.Role.LIST)
    rows = [tasks.get_child_at_index(i) for i in range(tasks.get_child_count())] if tasks else []
    return [row.get_name() for row in rows if row.get_state_set().contains(Atspi.StateType.SELECTED)]


def multiselectable(node):
    return node.get_state_set().contains(Atspi.StateType.MULTISELECTABLE)


def stored(launch):
    database = os.path.join(launch.data_home, "io.github.segue.Segue", "segue.sqlite3")
    return [row[0] for row in sqlite3.connect(database).execute("SELECT text FROM tasks ORDER BY position")]


def run_flow(launch):
    app = wait_for(lambda: find_app("segue"), "the segue application on the accessibility bus")
    first = wait_for(lambda: find(app, name=SEED[0], role=Atspi.Role.LIST_ITEM), f"the “{SEED[0]}” row")
    wait_for(lambda: first.get_state_set().contains(Atspi.StateType.FOCUSED), "the first row focused")
    before = names(app)
    if before[:3] != SEED or len(before) != 9:
        raise A11yFailure(f"the list starts {before}")
    tasks = find(app, name="Tasks", role=Atspi.Role.LIST)
    if selected(app) or multiselectable(tasks):
        # Rows activate: a list that could select would have Orca say "not selected" of each.
        raise A11yFailure(f"before any choice, selected rows {selected(app)}, multiselectable {multiselectable(tasks)}")

    press("shift+Down")
    press("shift+Down")
    wait_for(lambda: selected(app) == SEED, f"the first three rows selected (now {selected(app)})")
    if gtk_minor_version(app) >= 10:  # GTK 4.8's AT-SPI backend exports no multiselectable state
        wait_for(lambda: multiselectable(tasks), "the list reporting several selected rows")

    press("Delete")
    wait_for(lambda: names(app) == before[3:], f"the three tasks gone from the list (now {names(app)})")
    wait_for(lambda: "6 tasks" in texts(app), "the count “6 tasks” under the list")
    wait_for(lambda: "3 tasks deleted" in texts(app), "the bar saying “3 tasks deleted”")
    if stored(launch) != before[3:]:
        raise A11yFailure(f"after Delete the database holds {stored(launch)}")

    time.sleep(0.5)
    press("ctrl+z")
    wait_for(lambda: names(app) == before, f"the three tasks back in their places (now {names(app)})")
    if stored(launch) != before:
        raise A11yFailure(f"after Ctrl+Z the database holds {stored(launch)}")


if __name__ == "__main__":
    run_test("task selection", run_flow, extra_args=["--page", "tasks"])
