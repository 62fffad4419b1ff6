"""A long list, as a screen reader sees it: only the rows near the view are built, and rows that
scroll out are reused for others. Each row the screen reader can reach must be a row of the list
at its true place, in order, reused or not, in both its own copy of the list and the live one —
after End, Home and Page Down on 5,000 tasks.

GTK 4.8 drops a row taken out of its list from the accessibility tree and does not put it back
when the row is inserted again; reused rows are exactly that, so this is the test of reuse for
screen readers. On GTK 4.18 (AT-SPI 2.56) the live list is right, but each row put above another
takes that one's place in a client's copy of the list (the repair that helps on GTK 4.8 there
left rows twice instead): the copy is reported, not failed (docs/accessibility.md, "Long lists");
Orca 48 still reads every row it lands on (Tests/screenreader/test_speech_long_list.py).
"""
# In the Wayland stage tools/run-tests runs this on sway (tools/sway-session), not Weston: it presses keys.
NEEDS_KEYBOARD = True
import os
import re
import sqlite3
import subprocess
import sys
import tempfile
import time

from atspi_helpers import A11yFailure, Atspi, find, find_app, gtk_minor_version, wait_for
from test_list_counts import key, rows_of
from gi.repository import GLib

COUNT = 5_000


def task_number(name):
    match = re.match(r"Task (\d+)", name or "")
    return int(match.group(1)) if match else None


def focused_name():
    app = find_app("segue")
    rows = find(app, name="Tasks", role=Atspi.Role.LIST) if app else None
    if rows is None:
        return None
    for index in range(rows.get_child_count()):
        child = rows.get_child_at_index(index)
        if child is not None and child.get_state_set().contains(Atspi.StateType.FOCUSED):
            return child.get_name()
    return None


def check_rows(after, expect_first=None, expect_last=None, failures=None):
    cached, live = rows_of("Tasks", live=False), rows_of("Tasks", live=True)
    numbers = [task_number(name) for name in live]
    problems = []
    if not live or None in numbers:
        problems.append(f"rows that are no task: {live[:5]}…")
    elif numbers != list(range(numbers[0], numbers[0] + len(numbers))):
        problems.append(f"rows out of order or missing: {numbers}")
    elif len(live) > 200:
        problems.append(f"{len(live)} rows built: the window is not windowing")
    else:
        if expect_first is not None and numbers[0] != expect_first:
            problems.append(f"the first row is task {numbers[0]}, not {expect_first}")
        if expect_last is not None and numbers[-1] != expect_last:
            problems.append(f"the last row is task {numbers[-1]}, not {expect_last}")
    if cached != live and gtk_minor_version(find_app("segue")) > 8:
        print(f"a11y long list: after {after} a screen reader's copy holds {len(cached)} rows, the list {len(live)} "
              "(the known GTK 4.18 limit)")
    elif cached != live:
        problems.append(f"a screen reader's copy has {len(cached)} rows {[task_number(n) for n in cached]}, "
                        f"the list {[task_number(n) for n in live]}")
    if problems:
        failures.append(f"after {after}: " + "; ".join(problems))


def flow(failures):
    listener = Atspi.EventListener.new(lambda event: None)
    for event in ("object:children-changed", "object:state-changed:focused"):
        listener.register(event)
    steps = [
        (lambda: check_rows("launch", expect_first=1, failures=failures), 0.1),
        (key("Down"), 0.5),
        (key("End"), 1.5),
        (lambda: check_rows("End", expect_last=COUNT, failures=failures), 0.1),
        (lambda: None if task_number(focused_name()) == COUNT else failures.append(f"End focused {focused_name()!r}"), 0.1),
        (key("Home"), 1.5),
        (lambda: check_rows("Home", expect_first=1, failures=failures), 0.1),
        *[(key("Page_Down"), 0.4) for _ in range(12)],
        (lambda: None, 1.0),
        (lambda: check_rows("12 × Page Down", failures=failures), 0.1),
        (lambda: None if (task_number(focused_name()) or 0) > 60 else failures.append(f"Page Down focused {focused_name()!r}"), 0.1),
        *[(key("Page_Up"), 0.4) for _ in range(5)],
        *[(key("Up"), 0.2) for _ in range(10)],
        (lambda: None, 1.0),
        (lambda: check_rows("Page Up and Up (rows built above)", failures=failures), 0.1),
    ]

    def next_step():
        if not steps:
            Atspi.event_quit()
            return False
        action, pause = steps.pop(0)
        action()
        GLib.timeout_add(int(pause * 1000), next_step)
        return False

    GLib.timeout_add(3000, next_step)
    Atspi.event_main()


def main():
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, XDG_DATA_HOME=os.path.join(home, "data"), XDG_CONFIG_HOME=os.path.join(home, "config"))
        first = subprocess.Popen([sys.argv[1], "--page", "tasks"], env=env)  # makes the store
        try:
            wait_for(lambda: find_app("segue") is not None, "the app on the accessibility bus")
            time.sleep(1)
        finally:
            first.terminate()
            first.wait(timeout=10)
        database = sqlite3.connect(os.path.join(env["XDG_DATA_HOME"], "io.github.segue.Segue", "segue.sqlite3"))
        database.execute("DELETE FROM tasks")
        database.executemany("INSERT INTO tasks (position, text) VALUES (?, ?)",
                             ((i, f"Task {i}") for i in range(1, COUNT + 1)))
        database.commit()
        database.close()
        app = subprocess.Popen([sys.argv[1], "--page", "tasks"], env=env)
        failures = []
        try:
            wait_for(lambda: find_app("segue") is not None, "the app on the accessibility bus")
            flow(failures)
        finally:
            app.terminate()
            app.wait(timeout=10)
    if failures:
        print("a11y long list FAILED: " + "; ".join(failures), file=sys.stderr)
        print("a11y: 0 passed, 1 failed")
        sys.exit(1)
    print("a11y: 1 passed, 0 failed")


if __name__ == "__main__":
    main()
