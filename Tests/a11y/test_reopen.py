"""Reopen where you left off, as separate launches: the page open when Segue was stopped with
SIGTERM (as a logout or `kill` stops it) comes back at the next plain launch, and `--page` (the
desktop file's actions) opens the page it names instead."""
import os
import signal
import subprocess
import sys
import tempfile

from atspi_helpers import A11yFailure, Atspi, do_named_action, find, find_app, wait_for


def launch(home, *args):
    env = dict(os.environ, XDG_DATA_HOME=os.path.join(home, "data"), XDG_CONFIG_HOME=os.path.join(home, "config"))
    return subprocess.Popen([sys.argv[1], *args], env=env)


def stop(process):
    """SIGTERM, and the app's own orderly exit (it saves where it was on the way out)."""
    process.send_signal(signal.SIGTERM)
    if process.wait(timeout=15) != 0:
        raise A11yFailure(f"segue exited {process.returncode} after SIGTERM")
    wait_for(lambda: find_app("segue") is None, "segue to leave the accessibility bus")


def window(title):
    app = wait_for(lambda: find_app("segue"), "the segue application on the accessibility bus")
    return app, wait_for(lambda: find(app, name=title, role=Atspi.Role.FRAME), f"the window titled “{title}”")


def flow(home):
    first = launch(home)
    try:
        app, _ = window("Segue")
        tasks = wait_for(lambda: find(app, name="Tasks", role=Atspi.Role.LIST_ITEM), "the “Tasks” row")
        do_named_action(tasks, "activate")
        window("Tasks")
    finally:
        stop(first)

    second = launch(home)
    try:
        app, _ = window("Tasks")  # reopened where it was, not on the first-level list
        wait_for(lambda: find(app, name="Walk the dog", role=Atspi.Role.LIST_ITEM), "the tasks, restored")
    finally:
        stop(second)

    third = launch(home, "--page", "counting-tabs")
    try:
        app, _ = window("Counting Tabs")  # --page wins over the saved pages
        if find(app, name="Tasks", role=Atspi.Role.FRAME) is not None:
            raise A11yFailure("the restored Tasks window opened as well as the page asked for")
    finally:
        stop(third)


if __name__ == "__main__":
    try:
        with tempfile.TemporaryDirectory() as home:
            flow(home)
    except A11yFailure as failure:
        print(f"a11y reopen FAILED: {failure}", file=sys.stderr)
        print("a11y: 0 passed, 1 failed")
        sys.exit(1)
    print("a11y: 1 passed, 0 failed")
