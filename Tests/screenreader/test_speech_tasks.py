"""Tasks by keyboard, as heard: the first task at launch, Delete's undo message with its shortcut,
and Ctrl+Z's restored task."""
from orca_harness import run


def flow(session):
    session.wait_for("Walk the dog", timeout=15)
    session.press("Delete")
    session.wait_for("Task deleted. Press Ctrl+Z to undo.")
    session.press("ctrl+z")
    session.wait_for("Walk the dog")  # the task that came back has the focus
    session.press("ctrl+n")
    session.wait_for("Task text")  # the new task's text view
    session.type("Call the vet")
    session.press("alt+Left")
    session.wait_for("Call the vet.")  # back in the list, on the new task


if __name__ == "__main__":
    run("tasks", ["--page", "tasks"], flow)
