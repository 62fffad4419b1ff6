"""`swift build && swift run segue` with no `make` step shows every demo: what `make` builds into
`.build` (the resource bundle, the GSettings schemas, the translations) is moved aside while
`swift run segue --page …`, typed as a Swift developer types it, opens each of the five demos and
the keyboard-shortcuts window. The resource bundle is compiled into the binary (Plugins/
CompileResources); schemas and translations fall back to defaults. In CI the checkout is a clean
clone, so this is a clean clone's first `swift build` and `swift run`.
"""
import os
import signal
import subprocess
import sys
import tempfile

EXCLUSIVE = True  # moves make's outputs aside: no other stage may run meanwhile (tools/run-stages)

from atspi_helpers import A11yFailure, Atspi, find, find_app, wait_for
from test_menu_windows import activate

REPOSITORY = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
MADE_BY_MAKE = [os.path.join(REPOSITORY, ".build", name) for name in ("resources", "schemas", "locale")]

# Each demo, and something its first page shows only when it opened.
DEMOS = [
    ("disclosure-buttons", "Toy Story", Atspi.Role.LIST_ITEM),
    ("tasks", "Walk the dog", Atspi.Role.LIST_ITEM),
    ("counting-tabs", "Count", Atspi.Role.PUSH_BUTTON),
    ("homepwner", "Desk Lamp", Atspi.Role.LIST_ITEM),
    ("heroes", "Captain Nimbus", Atspi.Role.LIST_ITEM),
]


def run_demo(home, page, text, role, then=None):
    env = dict(os.environ, XDG_DATA_HOME=os.path.join(home, "data"), XDG_CONFIG_HOME=os.path.join(home, "config"),
               GSETTINGS_SCHEMA_DIR=os.path.join(home, "no-schemas"))
    # `swift run` (SWIFT names the toolchain's swift, as for make) builds nothing here that the
    # suite's `swift build` has not, and then runs the product in its place.
    command = [os.environ.get("SWIFT", "swift"), "run", "segue", "--page", page]
    app_process = subprocess.Popen(command, cwd=REPOSITORY, env=env, stderr=subprocess.PIPE, text=True)
    try:
        app = wait_for(lambda: find_app("segue"), "the segue application on the accessibility bus")
        wait_for(lambda: find(app, name=text, role=role), f"“{text}” on the {page} page")
        problem = find(app, role=Atspi.Role.ALERT) or find(app, role=Atspi.Role.DIALOG)
        if problem is not None:
            raise A11yFailure(f"the {page} page opened with a dialog: {problem.get_name()!r}")
        if then:
            then(app)
    finally:
        app_process.send_signal(signal.SIGTERM)
        _, errors = app_process.communicate(timeout=15)
        wait_for(lambda: find_app("segue") is None, "segue to leave the accessibility bus")
    if app_process.returncode != 0:
        raise A11yFailure(f"segue --page {page} exited {app_process.returncode}: {errors[-500:]}")
    said = errors.count("GSettings schema is not compiled")
    if said != 1:
        raise A11yFailure(f"segue --page {page} said {said} times that the schema is missing (once is right): {errors[-500:]}")


def shortcuts(app):
    activate("shortcuts")
    wait_for(lambda: find(app, name="Keyboard Shortcuts", role=Atspi.Role.DIALOG, only_visible=False),
             "the keyboard-shortcuts window (its UI file is in the resource bundle)")


def main():
    moved = []
    try:
        for folder in MADE_BY_MAKE:
            if os.path.exists(folder):
                os.rename(folder, folder + ".aside")
                moved.append(folder)
        with tempfile.TemporaryDirectory() as home:
            for page, text, role in DEMOS:
                run_demo(home, page, text, role, then=shortcuts if page == "tasks" else None)
    except A11yFailure as failure:
        print(f"a11y swift run FAILED: {failure}", file=sys.stderr)
        print("a11y: 0 passed, 1 failed")
        sys.exit(1)
    finally:
        for folder in moved:
            os.rename(folder + ".aside", folder)
    print("a11y: 1 passed, 0 failed")


if __name__ == "__main__":
    main()
