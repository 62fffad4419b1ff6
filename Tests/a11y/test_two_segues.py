"""Two Segues on one data folder, each in its own D-Bus session (so neither forwards to the
other), edit tasks side by side: each edit lands on its own task, neither is lost, and each list
shows the other's edit. The second Segue is driven by this same file run inside its session."""
import os
import sqlite3
import subprocess
import sys

from atspi_helpers import A11yFailure, run_test, Atspi, do_named_action, find, find_app, wait_for


def edit(app, row_name, suffix, back=True):
    """Opens the task named `row_name`, types `suffix` at its end (as EditableText does for a
    screen reader user) and, with `back`, goes back to the list."""
    row = wait_for(lambda: find(app, name=row_name, role=Atspi.Role.LIST_ITEM), f"the “{row_name}” row")
    do_named_action(row, "activate")
    editor = wait_for(lambda: find(app, name="Task text", role=Atspi.Role.TEXT), "the task's text view")
    length = Atspi.Text.get_character_count(editor)
    if not Atspi.EditableText.insert_text(editor, length, suffix, len(suffix)):
        raise A11yFailure("EditableText.insert_text was refused")
    if back:
        do_named_action(wait_for(lambda: find(app, name="Back", role=Atspi.Role.PUSH_BUTTON), "Back"), "click")
    return editor


def second_segue():
    """Runs inside the second Segue's own D-Bus session: launches it on the same data and does
    what the first asks, a line at a time ("edit NAME|SUFFIX", "row NAME"), answering "ok"."""
    segue = subprocess.Popen([sys.argv[2], "--page", "tasks"])
    try:
        app = wait_for(lambda: find_app("segue"), "the second segue on its accessibility bus", timeout=30)
        print("ok", flush=True)
        for line in sys.stdin:
            command, _, argument = line.strip().partition(" ")
            if command == "edit":
                name, suffix = argument.split("|")
                edit(app, name, suffix)
                wait_for(lambda: find(app, name=name + suffix, role=Atspi.Role.LIST_ITEM), "the edited row")
            elif command == "row":
                wait_for(lambda: find(app, name=argument, role=Atspi.Role.LIST_ITEM), f"the “{argument}” row", timeout=10)
            print("ok", flush=True)
    except A11yFailure as failure:
        print(f"failed: {failure}", flush=True)
    finally:
        segue.terminate()
        segue.wait(timeout=10)


def run_flow(launch):
    app = wait_for(lambda: find_app("segue"), "the segue application on the accessibility bus")
    wait_for(lambda: find(app, name="Walk the dog", role=Atspi.Role.LIST_ITEM), "the task list")
    other = subprocess.Popen(
        ["dbus-run-session", "--", "/usr/bin/python3", __file__, "--second", sys.argv[1]],
        env=dict(os.environ, XDG_DATA_HOME=launch.data_home), stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)

    def ask(command):
        if command:
            other.stdin.write(command + "\n")
            other.stdin.flush()
        answer = other.stdout.readline().strip()
        while answer and answer != "ok" and not answer.startswith("failed"):  # the session's own daemons print too
            answer = other.stdout.readline().strip()
        if answer != "ok":
            raise A11yFailure(f"the second Segue, asked “{command}”: {answer or 'no answer'}")

    try:
        ask(None)  # it is up
        # This Segue opens the fourth task and types; the other edits the first meanwhile.
        editor = edit(app, "Invent miniature dolphins", " from one", back=False)
        ask("edit Walk the dog| from two")
        Atspi.EditableText.insert_text(editor, Atspi.Text.get_character_count(editor), " again", len(" again"))
        do_named_action(wait_for(lambda: find(app, name="Back", role=Atspi.Role.PUSH_BUTTON), "Back"), "click")
        wait_for(lambda: find(app, name="Walk the dog from two", role=Atspi.Role.LIST_ITEM),
                 "the other Segue's edit in this list")
        wait_for(lambda: find(app, name="Invent miniature dolphins from one again", role=Atspi.Role.LIST_ITEM),
                 "this Segue's edit in its list")
        ask("row Invent miniature dolphins from one again")  # and in the other's list
    finally:
        other.stdin.close()
        other.wait(timeout=20)
    database = os.path.join(launch.data_home, "io.github.segue.Segue", "segue.sqlite3")
    stored = [row[0] for row in sqlite3.connect(database).execute("SELECT text FROM tasks ORDER BY position, id")]
    expected = ["Walk the dog from two", "URGENT: Buy milk", "Clean hidden lair", "Invent miniature dolphins from one again",
                "Find new henchmen", "Get revenge on do-gooder heroes", "URGENT: Fold laundry", "Hold entire world hostage",
                "Manicure"]
    if stored != expected:
        raise A11yFailure(f"the file holds {stored}")


if __name__ == "__main__":
    if sys.argv[1:2] == ["--second"]:
        second_segue()
    else:
        run_test("two segues", run_flow, ["--page", "tasks"])
