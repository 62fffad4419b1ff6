"""Sees the count under the list; edits a task through AT-SPI's EditableText and sees it in the
list after going back; then edits another and sends SIGTERM at once, before any draft timer: the
edit must be in the database."""
import os
import sqlite3

from atspi_helpers import A11yFailure, run_test, Atspi, do_named_action, find, find_app, texts, wait_for


def run_flow(launch):
    app = wait_for(lambda: find_app("segue"), "the segue application on the accessibility bus")
    tasks_row = wait_for(lambda: find(app, name="Tasks", role=Atspi.Role.LIST_ITEM), "the “Tasks” row")
    do_named_action(tasks_row, "activate")
    walk_row = wait_for(lambda: find(app, name="Walk the dog", role=Atspi.Role.LIST_ITEM), "the “Walk the dog” row")
    wait_for(lambda: "9 tasks" in texts(app), "the count “9 tasks” under the list")
    do_named_action(walk_row, "activate")

    editor = wait_for(lambda: find(app, name="Task text", role=Atspi.Role.TEXT), "the task's text view")
    length = Atspi.Text.get_character_count(editor)
    current = Atspi.Text.get_text(editor, 0, length)
    if current != "Walk the dog":
        raise A11yFailure(f"the editor holds “{current}”")
    if not Atspi.EditableText.insert_text(editor, length, " URGENT", len(" URGENT")):
        raise A11yFailure("EditableText.insert_text was refused")

    back = wait_for(lambda: find(app, name="Back", role=Atspi.Role.PUSH_BUTTON), "the Back button")
    do_named_action(back, "click")
    edited = wait_for(lambda: find(app, name="Walk the dog URGENT", role=Atspi.Role.LIST_ITEM),
                      "the edited row “Walk the dog URGENT” in the list")
    if edited.get_description() != "Urgent":
        raise A11yFailure(f"the edited row's description is “{edited.get_description()}”, not “Urgent”")
    # The rebuilt row is announced as added, not only the old one as removed: a screen reader's
    # count of the list ("List with 9 items") stays right.
    rows = edited.get_parent().get_child_count()
    if rows != 9:
        raise A11yFailure(f"after the edit the list reports {rows} rows, not 9")

    lair = wait_for(lambda: find(app, name="Clean hidden lair", role=Atspi.Role.LIST_ITEM), "the “Clean hidden lair” row")
    do_named_action(lair, "activate")
    editor = wait_for(lambda: find(app, name="Task text", role=Atspi.Role.TEXT), "the task's text view again")
    Atspi.EditableText.insert_text(editor, Atspi.Text.get_character_count(editor), " now", len(" now"))
    launch.process.terminate()  # SIGTERM, well inside the half-second draft delay
    launch.process.wait(timeout=10)
    database = os.path.join(launch.data_home, "io.github.segue.Segue", "segue.sqlite3")
    texts_stored = [row[0] for row in sqlite3.connect(database).execute("SELECT text FROM tasks ORDER BY position")]
    if "Clean hidden lair now" not in texts_stored:
        raise A11yFailure(f"after SIGTERM the database holds {texts_stored}")


if __name__ == "__main__":
    run_test("tasks", run_flow)
