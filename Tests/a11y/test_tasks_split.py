"""Tasks as a split view, with real window resizes: on a wide window the list and the "No Task
Selected" page together; choosing a task opens its editor beside the list with the keyboard in
it; typing goes on while the window narrows to one column (the editor pushed) and widens again,
the text and the cursor kept; choosing another task passes the edit back (the list and the
database hold it)."""
import os
import sqlite3

from atspi_helpers import (A11yFailure, Atspi, do_named_action, find, find_app, on_wayland, resize_window, run_test,
                           type_text, wait_for)

NEEDS_KEYBOARD = True  # types into the editor (wtype on Wayland: headless sway)


def editor_text(editor):
    return Atspi.Text.get_text(editor, 0, Atspi.Text.get_character_count(editor))


def run_flow(launch):
    app = wait_for(lambda: find_app("segue"), "the segue application on the accessibility bus")
    tasks_row = wait_for(lambda: find(app, name="Tasks", role=Atspi.Role.LIST_ITEM), "the “Tasks” row")
    do_named_action(tasks_row, "activate")
    wait_for(lambda: find(app, name="Walk the dog", role=Atspi.Role.LIST_ITEM), "the task list")
    if find(app, name="No Task Selected"):
        raise A11yFailure("the 480-px window shows the empty state beside the list: it should be one column")

    resize_window("Tasks", 1400, 900)
    wait_for(lambda: find(app, name="No Task Selected"), "the “No Task Selected” page beside the list at 1400 px")
    lair = wait_for(lambda: find(app, name="Clean hidden lair", role=Atspi.Role.LIST_ITEM), "the “Clean hidden lair” row")
    do_named_action(lair, "activate")
    editor = wait_for(lambda: find(app, name="Task text", role=Atspi.Role.TEXT), "the task's editor beside the list")
    if not find(app, name="Walk the dog", role=Atspi.Role.LIST_ITEM):
        raise A11yFailure("the list went away when the task opened on a wide window")
    if find(app, name="No Task Selected"):
        raise A11yFailure("the empty state still shows beside the open task")
    wait_for(lambda: editor.get_state_set().contains(Atspi.StateType.FOCUSED), "the keyboard in the editor")
    type_text(" soon")
    wait_for(lambda: editor_text(editor) == "Clean hidden lair soon", "“ soon” typed into the editor")

    resize_window("Tasks", 480, 800)
    wait_for(lambda: not find(app, name="Walk the dog", role=Atspi.Role.LIST_ITEM), "one column at 480 px: the list covered")
    editor = wait_for(lambda: find(app, name="Task text", role=Atspi.Role.TEXT), "the editor, pushed, at 480 px")
    wait_for(lambda: editor.get_state_set().contains(Atspi.StateType.FOCUSED), "the keyboard still in the editor at 480 px")
    if editor_text(editor) != "Clean hidden lair soon":
        raise A11yFailure(f"narrowing changed the text to “{editor_text(editor)}”")
    if Atspi.Text.get_caret_offset(editor) != len("Clean hidden lair soon"):
        raise A11yFailure(f"narrowing moved the cursor to {Atspi.Text.get_caret_offset(editor)}")
    type_text(" and")
    wait_for(lambda: editor_text(editor) == "Clean hidden lair soon and", "“ and” typed at 480 px")

    resize_window("Task", 1400, 900)
    wait_for(lambda: find(app, name="Walk the dog", role=Atspi.Role.LIST_ITEM), "the list back beside the editor at 1400 px")
    editor = wait_for(lambda: find(app, name="Task text", role=Atspi.Role.TEXT), "the editor beside the list again")
    wait_for(lambda: editor.get_state_set().contains(Atspi.StateType.FOCUSED), "the keyboard still in the editor at 1400 px")
    type_text(" later")
    wait_for(lambda: editor_text(editor) == "Clean hidden lair soon and later", "“ later” typed after widening")

    walk = wait_for(lambda: find(app, name="Walk the dog", role=Atspi.Role.LIST_ITEM), "the “Walk the dog” row")
    do_named_action(walk, "activate")
    wait_for(lambda: (e := find(app, name="Task text", role=Atspi.Role.TEXT)) and editor_text(e) == "Walk the dog",
             "the next task's editor in the same place")
    wait_for(lambda: find(app, name="Clean hidden lair soon and later", role=Atspi.Role.LIST_ITEM),
             "the edit passed back to the list when another task was chosen")
    database = os.path.join(launch.data_home, "io.github.segue.Segue", "segue.sqlite3")
    stored = [row[0] for row in sqlite3.connect(database).execute("SELECT text FROM tasks ORDER BY position")]
    if "Clean hidden lair soon and later" not in stored:
        raise A11yFailure(f"the database holds {stored}")


if __name__ == "__main__":
    run_test("tasks split", run_flow)
