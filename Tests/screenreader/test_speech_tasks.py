"""Tasks by keyboard, as heard: the first task at launch; Delete's undo message with its
shortcut, and the next row's "Urgent", each said once; Ctrl+Z's restored task; an edit and an
addition, each heard with the list's right count, and the added task read at once (not the old
row first)."""
import time

from orca_harness import SpeechFailure, run


def flow(session):
    session.wait_for("Walk the dog", timeout=15)
    session.press("Delete")
    session.wait_for("Task deleted. Press Ctrl+Z to undo.")
    time.sleep(0.8)  # anything said twice would follow at once
    said = session.speech()[session.mark:]
    twice = [text for text in ("Task deleted.", "Urgent") if sum(text in line for line in said) != 1]
    if twice:
        raise SpeechFailure(f"after Delete, {twice} not said exactly once: {said}")
    session.press("ctrl+z")
    session.wait_for("Walk the dog")  # the task that came back has the focus
    session.press("Return")
    session.wait_for("Task text")
    session.type(" today")
    session.press("alt+Left")
    said = session.wait_for("Walk the dog today.")  # back in the list, on the edited task
    if "List with 9 items." not in said:
        raise SpeechFailure(f"after an edit the list was not counted as 9 items: {said}")
    session.press("ctrl+n")
    session.wait_for("Task text")  # the new task's text view
    session.type("Call the vet")
    session.press("alt+Left")
    said = session.wait_for("Call the vet.")  # back in the list, on the new task
    if "List with 10 items." not in said or any("Walk the dog" in line for line in said):
        raise SpeechFailure(f"after an addition Orca did not say the 10 items and then the new task: {said}")


if __name__ == "__main__":
    run("tasks", ["--page", "tasks"], flow)
