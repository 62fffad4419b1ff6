"""Segue in Hebrew (a right-to-left language it has no translation for): the window mirrors as
GTK's own Hebrew translation says — Back at the right edge of the header, a movie row's details
button at its left end — Alt+Right goes back, and a task typed in Hebrew with "URGENT" in it is
an attention cell, stored exactly as typed. Positions are read from the accessibility bus
(component extents), as a screen reader's review does."""
# tools/run-tests runs this on X only (not in the Wayland stage): it presses Alt+Right with xdotool (XTEST), which needs an X server.
NEEDS_X = True
import os
import sqlite3
import subprocess

from atspi_helpers import A11yFailure, run_test, Atspi, activate_app_action, do_named_action, find, find_app, wait_for


def extents(node):
    # In the window's coordinates: GTK 4.18 knows no screen position (it answers 0, 0 there).
    return Atspi.Component.get_extents(node, Atspi.CoordType.WINDOW)


def run_flow(launch):
    app = wait_for(lambda: find_app("segue"), "the segue application on the accessibility bus")
    window = wait_for(lambda: find(app, role=Atspi.Role.FRAME), "the window")
    frame = extents(window)
    demo_row = wait_for(lambda: find(app, name="Disclosure Buttons", role=Atspi.Role.LIST_ITEM), "the “Disclosure Buttons” row")
    do_named_action(demo_row, "activate")
    back = wait_for(lambda: find(app, name="Back", role=Atspi.Role.PUSH_BUTTON), "the Back button")
    button = extents(back)
    if button.x + button.width / 2 < frame.width / 2:
        raise A11yFailure(f"Back stands at x={button.x} in a window {frame.width} wide: not mirrored")
    details = wait_for(lambda: find(app, name="Show details for Up", role=Atspi.Role.PUSH_BUTTON), "Up's details button")
    shown = extents(details)
    if shown.x + shown.width / 2 > frame.width / 2:
        raise A11yFailure(f"Up's details button stands at x={shown.x} in a window {frame.width} wide: not at the row's start")

    subprocess.run(["xdotool", "key", "--clearmodifiers", "alt+Right"], check=True)
    wait_for(lambda: find(app, name="Back", role=Atspi.Role.PUSH_BUTTON) is None, "Alt+Right to go back")

    tasks = wait_for(lambda: find(app, name="Tasks", role=Atspi.Role.LIST_ITEM), "the “Tasks” row")
    do_named_action(tasks, "activate")
    do_named_action(wait_for(lambda: find(app, name="Walk the dog", role=Atspi.Role.LIST_ITEM), "a task"), "activate")
    editor = wait_for(lambda: find(app, name="Task text", role=Atspi.Role.TEXT), "the task's text view")
    hebrew = "לקנות חלב URGENT"
    length = Atspi.Text.get_character_count(editor)
    Atspi.EditableText.delete_text(editor, 0, length)
    Atspi.EditableText.insert_text(editor, 0, hebrew, len(hebrew.encode("utf-8")))
    do_named_action(wait_for(lambda: find(app, name="Back", role=Atspi.Role.PUSH_BUTTON), "Back"), "click")
    edited = wait_for(lambda: find(app, name=hebrew, role=Atspi.Role.LIST_ITEM), "the Hebrew task in the list")
    if edited.get_description() != "Urgent":
        raise A11yFailure(f"the Hebrew task with URGENT is described “{edited.get_description()}”, not as urgent")
    database = os.path.join(launch.data_home, "io.github.segue.Segue", "segue.sqlite3")
    stored = [row[0] for row in sqlite3.connect(database).execute("SELECT text FROM tasks ORDER BY position")]
    if stored[0] != hebrew:
        raise A11yFailure(f"the file holds {stored[0]!r}")

    # The shortcuts window says the keys that work here: Back is Alt+Right.
    activate_app_action("shortcuts")
    shortcuts = wait_for(lambda: find(app, name="Keyboard Shortcuts", role=Atspi.Role.DIALOG, only_visible=False),
                         "the Keyboard Shortcuts window")
    wait_for(lambda: find(shortcuts, name="Go Back, Alt+Right / Escape", only_visible=False),
             "“Go Back, Alt+Right / Escape” in a right-to-left layout")


if __name__ == "__main__":
    run_test("right to left", run_flow, extra_env={"LANG": "he_IL.UTF-8", "LANGUAGE": "he", "LC_ALL": ""})
