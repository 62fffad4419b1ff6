"""Tasks by keyboard, as heard: the first task at launch; Delete's undo message with its
shortcut, and the next row's "Urgent", each said once; Ctrl+Z's restored task and "Undone"; an
edit and an addition, each heard with the list's right count, and the added task read at once
(not the old row first); F5 (a refresh, as GNOME reloads a list) heard as "Refreshing", once."""
from orca_harness import SpeechFailure, check_count, count, run


def flow(session):
    session.wait_for("Walk the dog", timeout=15)
    session.press("Delete")
    session.wait_for("Task deleted. Press Ctrl+Z to undo.")
    said = session.heard_since_mark()
    twice = [text for text in ("Task deleted. Press Ctrl+Z to undo.", "Urgent") if count(text, said) != 1]
    if twice:
        raise SpeechFailure(f"after Delete, {twice} not said exactly once: {said}")
    session.press("ctrl+z")
    session.wait_for("Walk the dog")  # the task that came back has the focus
    session.wait_for("Undone: Delete Task")
    session.press("Return")
    session.wait_for("Task text text")
    session.type(" today")
    session.press("alt+Left")
    session.wait_for("Walk the dog today.")  # back in the list, on the edited task
    check_count(session, 9, "an edit", "tasks")
    session.press("ctrl+n")
    session.wait_for("Task text text")  # the new task's text view
    session.type("Call the vet")
    session.press("alt+Left")
    said = session.wait_for("Call the vet.")  # back in the list, on the new task
    check_count(session, 10, "an addition", "tasks", stale_on_orca_48=True)
    if any("Walk the dog" in line for line in said):
        raise SpeechFailure(f"after an addition the old row was read before the new one: {said}")
    session.press("F5")
    session.wait_for("Refreshing")
    said = session.heard_since_mark()
    if count("Refreshing", said) != 1:
        raise SpeechFailure(f"F5's refresh was not said once: {said}")


if __name__ == "__main__":
    run("tasks", ["--page", "tasks"], flow)
