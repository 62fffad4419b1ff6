"""Several tasks selected by keyboard, as heard. Orca's way with a selection is to say "not
selected" of a row outside it and nothing of a row in it: Shift+Down reads the next task without
"not selected"; Ctrl+Down moves past the selection and says "not selected"; Ctrl+Up comes back;
Delete says how many tasks went, once, with its shortcut; one Ctrl+Z undoes the whole deletion."""
from orca_harness import SpeechFailure, count, run


def flow(session):
    session.wait_for("Walk the dog", timeout=15)
    session.press("shift+Down")
    session.wait_for("URGENT: Buy milk.")
    said = session.heard_since_mark()
    if any("not selected" in line for line in said):
        raise SpeechFailure(f"after Shift+Down the task now selected was said to be not selected: {said}")
    session.press("ctrl+Down")
    session.wait_for("Clean hidden lair.")
    said = session.heard_since_mark()
    if not any("not selected" in line for line in said):
        raise SpeechFailure(f"after Ctrl+Down the task outside the selection was not said to be not selected: {said}")
    session.press("ctrl+Up")
    session.wait_for("URGENT: Buy milk.")
    session.press("Delete")
    session.wait_for("2 tasks deleted. Press Ctrl+Z to undo.")
    said = session.heard_since_mark()
    if count("2 tasks deleted. Press Ctrl+Z to undo.", said) != 1:
        raise SpeechFailure(f"after Delete, the message was not said exactly once: {said}")
    session.press("ctrl+z")
    session.wait_for("Undone: Delete Tasks")
    said = session.heard_since_mark()
    if count("Undone: Delete Tasks", said) != 1:
        raise SpeechFailure(f"after Ctrl+Z, the undo was not said exactly once: {said}")


if __name__ == "__main__":
    run("task selection", ["--page", "tasks"], flow)
