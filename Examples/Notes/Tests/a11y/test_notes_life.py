"""Notes' application delegate, as its users meet it: when the user turns to another program's
window the app resigns active and the delegate writes the notes; a note added is still there
after the app is ended the way a logout ends it (SIGTERM: the delegate hears it will terminate)
and launched again (it has finished launching: the window shows the kept notes, not the samples).
Run by tools/run-tests with the built `notes` binary."""
import os
import signal
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "..", "Tests", "a11y"))
from atspi_helpers import A11yFailure, Atspi, do_named_action, find, find_app, report, type_text, wait_for  # noqa: E402


OTHER_PROGRAM = """
import gi
gi.require_version("Gtk", "4.0")
from gi.repository import Gtk
app = Gtk.Application(application_id="org.segue.tests.Other")
app.connect("activate", lambda app: Gtk.ApplicationWindow(application=app, title="Another program").present())
app.run([])
"""


def launch(env):
    process = subprocess.Popen([sys.argv[1]], env=env)
    app = wait_for(lambda: find_app("notes"), "notes on the accessibility bus")
    wait_for(lambda: find(app, name="Notes", role=Atspi.Role.LIST), "the Notes list")
    return process, app


def run():
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, XDG_DATA_HOME=os.path.join(home, "data"), XDG_CONFIG_HOME=os.path.join(home, "config"))
        process, app = launch(env)
        try:
            do_named_action(wait_for(lambda: find(app, name="Add Note", role=Atspi.Role.PUSH_BUTTON), "“Add Note”"), "click")
            dialog = wait_for(lambda: find(app, name="New Note", role=Atspi.Role.DIALOG), "the New Note dialog")
            wait_for(lambda: find(dialog, name="Title", role=Atspi.Role.TEXT), "its Title field")
            type_text("Kept across launches")
            done = wait_for(lambda: find(dialog, name="Done", role=Atspi.Role.PUSH_BUTTON), "Done")
            wait_for(lambda: done.get_state_set().contains(Atspi.StateType.SENSITIVE), "Done available once typed")
            do_named_action(done, "click")
            wait_for(lambda: find(app, name="Kept across launches", role=Atspi.Role.LIST_ITEM), "the added note")
            kept = os.path.join(home, "data", "notes", "notes.json")
            if os.path.exists(kept):
                raise A11yFailure("the notes were written while Notes was still the active app")
            other = subprocess.Popen([sys.executable, "-c", OTHER_PROGRAM], env=env)
            try:
                wait_for(lambda: os.path.exists(kept) and "Kept across launches" in open(kept).read(),
                         "the notes written as Notes resigned active (another program's window took the focus)")
            finally:
                other.terminate()
                other.wait(timeout=10)
            os.remove(kept)
        finally:
            process.send_signal(signal.SIGTERM)
            process.wait(timeout=15)
        if process.returncode != 0:
            raise A11yFailure(f"notes exited {process.returncode} on SIGTERM, not through its normal end")
        if not os.path.exists(os.path.join(home, "data", "notes", "notes.json")):
            raise A11yFailure("the delegate kept no notes when the app terminated")
        wait_for(lambda: find_app("notes") is None, "notes to leave the accessibility bus")
        process, app = launch(env)
        try:
            wait_for(lambda: find(app, name="Kept across launches", role=Atspi.Role.LIST_ITEM),
                     "the added note, read back when the app finished launching")
        finally:
            process.terminate()
            process.wait(timeout=15)


if __name__ == "__main__":
    report("notes life", run)
