"""Segue in Hebrew (a right-to-left language it has no translation for): the window mirrors as
GTK's own Hebrew translation says — Back at the right edge of the header, a movie row's details
button at its left end — Alt+Right goes back, and a task typed in Hebrew with "URGENT" in it is
an attention cell, stored exactly as typed. The hero editors mirror too (a detail row's value at
its left end; each editor's Cancel right of its Save), and Homepwner's thumbnail stands at its
row's right end and opens and closes its popover. Positions are read from the accessibility bus
(component extents), as a screen reader's review does."""
# In the Wayland stage tools/run-tests runs this on sway (tools/sway-session), not Weston: it presses Alt+Right.
NEEDS_KEYBOARD = True
import os
import sqlite3

from atspi_helpers import (A11yFailure, run_test, Atspi, activate_app_action, do_named_action, press, find, find_app,
                           resize_window, wait_for, walk)


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

    press("alt+Right")
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


def centre_x(node):
    box = extents(node)
    return box.x + box.width / 2


def editors_flow():
    """The hero editors and Homepwner's thumbnail and popover, mirrored: a detail row's value
    stands at its left end, each editor's Cancel (UIKit's left bar button item, the leading one)
    at the header's right and Save at its left; the thumbnail at a row's right end."""
    app = wait_for(lambda: find_app("segue"), "the segue application on the accessibility bus")
    do_named_action(wait_for(lambda: find(app, name="Velocity", role=Atspi.Role.LIST_ITEM), "the “Velocity” row"), "activate")
    identity = wait_for(lambda: find(app, name="Identity", role=Atspi.Role.LIST_ITEM), "the “Identity” row")
    value = wait_for(lambda: next((n for n in walk(identity) if n.get_role() == Atspi.Role.LABEL
                                   and Atspi.Text.get_text(n, 0, Atspi.Text.get_character_count(n)) == "Ada Okafor"), None),
                     "the Identity row's value")
    if centre_x(value) > centre_x(identity):
        raise A11yFailure(f"the Identity value stands at x={extents(value).x} in a row at {extents(identity).x}: not at its left end")
    for row, editor in (("Identity", "string"), ("Birthdate", "date"), ("Sex", "single-selection")):
        do_named_action(wait_for(lambda: find(app, name=row, role=Atspi.Role.LIST_ITEM), f"the “{row}” row"), "activate")
        cancel = wait_for(lambda: find(app, name="Cancel", role=Atspi.Role.PUSH_BUTTON), f"the {editor} editor's Cancel")
        save = wait_for(lambda: find(app, name="Save", role=Atspi.Role.PUSH_BUTTON), f"the {editor} editor's Save")
        if not centre_x(cancel) > centre_x(save):
            raise A11yFailure(f"the {editor} editor's Cancel (x={extents(cancel).x}) is left of its Save (x={extents(save).x})")
        do_named_action(cancel, "click")
        wait_for(lambda: find(app, name="Cancel", role=Atspi.Role.PUSH_BUTTON) is None, f"Cancel to close the {editor} editor")


def homepwner_flow():
    app = wait_for(lambda: find_app("segue"), "the segue application on the accessibility bus")
    row = wait_for(lambda: find(app, name="Bicycle", role=Atspi.Role.LIST_ITEM), "the “Bicycle” row")
    thumbnail = wait_for(lambda: find(app, name="Show image of Bicycle", role=Atspi.Role.PUSH_BUTTON), "Bicycle's thumbnail")
    if centre_x(thumbnail) < centre_x(row):
        raise A11yFailure(f"the thumbnail stands at x={extents(thumbnail).x} in a row at {extents(row).x}: not at its right end")
    do_named_action(thumbnail, "click")
    wait_for(lambda: find(app, name="Image of Bicycle"), "the popover “Image of Bicycle”")
    press("Escape")
    wait_for(lambda: find(app, name="Image of Bicycle") is None, "Escape to close the popover")


def split_flow():
    """Tasks at 1400 px in Hebrew: the list is the right column, the task's page the left one."""
    app = wait_for(lambda: find_app("segue"), "the segue application on the accessibility bus")
    wait_for(lambda: find(app, name="Walk the dog", role=Atspi.Role.LIST_ITEM), "the task list")
    resize_window("Tasks", 1400, 900)
    wait_for(lambda: find(app, name="No Task Selected"), "the empty state beside the list at 1400 px")
    do_named_action(find(app, name="Walk the dog", role=Atspi.Role.LIST_ITEM), "activate")
    editor = wait_for(lambda: find(app, name="Task text", role=Atspi.Role.TEXT), "the task's page beside the list")
    row = extents(find(app, name="Walk the dog", role=Atspi.Role.LIST_ITEM))
    page = extents(editor)
    if not page.x + page.width <= row.x:
        raise A11yFailure(f"the page (x={page.x}, {page.width} wide) is not left of the list (row at x={row.x})")
    frame = extents(wait_for(lambda: find(app, role=Atspi.Role.FRAME), "the window"))
    if row.x < frame.width / 2:
        raise A11yFailure(f"the list's row starts at x={row.x} in a window {frame.width} wide: not in the right column")


if __name__ == "__main__":
    hebrew = {"LANG": "he_IL.UTF-8", "LANGUAGE": "he", "LC_ALL": ""}
    run_test("right to left", run_flow, extra_env=hebrew)
    run_test("right to left (hero editors)", editors_flow, ["--page", "heroes"], extra_env=hebrew)
    run_test("right to left (Homepwner)", homepwner_flow, ["--page", "homepwner"], extra_env=hebrew)
    run_test("right to left (split view)", split_flow, ["--page", "tasks"], extra_env=hebrew)
