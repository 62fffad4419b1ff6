"""Tasks by keyboard, as heard: the first task at launch; Delete's undo message with its
shortcut, and the next row's "Urgent", each said once; Ctrl+Z's restored task and "Undone"; an
edit and an addition, each heard with the list's right count, and the added task read at once
(not the old row first)."""
import re
import time

from orca_harness import SpeechFailure, count, orca_major_version, run


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
    check_count(session, 9, "an edit")
    session.press("ctrl+n")
    session.wait_for("Task text text")  # the new task's text view
    session.type("Call the vet")
    session.press("alt+Left")
    said = session.wait_for("Call the vet.")  # back in the list, on the new task
    check_count(session, 10, "an addition", stale_on_orca_48=True)
    if any("Walk the dog" in line for line in said):
        raise SpeechFailure(f"after an addition the old row was read before the new one: {said}")


COUNT = re.compile(r"\b[Ll]ist with (\d+) items?\b")


def check_count(session, rows, after, stale_on_orca_48=False):
    """The list's count Orca says as the focus comes back into the list must be said, and right
    ("List with 8 items" for 9 rows was the bug; Orca 48 says it after the list's name, "Tasks
    List with 9 items"). It usually comes with the row, sometimes a little after."""
    deadline = time.monotonic() + 10
    while True:
        said = session.speech()[session.mark:]
        counts = [int(match.group(1)) for match in map(COUNT.search, said) if match]
        if counts:
            break
        if time.monotonic() > deadline:
            raise SpeechFailure(f"after {after} Orca did not say the list's count: {said}")
        time.sleep(0.1)
    if stale_on_orca_48 and orca_major_version() >= 48:
        # A known limit (docs/accessibility.md): Orca 48 counts the list when the focus lands on
        # the new row, before it handles GTK 4.18's report that the row was added, and says the
        # old count. Reported, so a run shows whether it still happens.
        if counts != [rows - 1]:
            print(f"screen reader tasks: after {after} Orca 48 counted {counts} (the known limit says {rows - 1})")
        return
    if any(count != rows for count in counts):
        raise SpeechFailure(f"after {after} Orca counted {counts}, not {rows} items: {said}")


if __name__ == "__main__":
    run("tasks", ["--page", "tasks"], flow)
