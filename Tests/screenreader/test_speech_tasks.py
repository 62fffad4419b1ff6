"""Tasks by keyboard, as heard: the first task at launch; Delete's undo message with its
shortcut, and the next row's "Urgent", each said once; Ctrl+Z's restored task; an edit and an
addition, each heard with the list's count (right whenever said), and the added task read at once (not the old
row first)."""
import re
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
    session.wait_for("Walk the dog today.")  # back in the list, on the edited task
    check_count(session, 9, "an edit")
    session.press("ctrl+n")
    session.wait_for("Task text")  # the new task's text view
    session.type("Call the vet")
    session.press("alt+Left")
    said = session.wait_for("Call the vet.")  # back in the list, on the new task
    check_count(session, 10, "an addition")
    if any("Walk the dog" in line for line in said):
        raise SpeechFailure(f"after an addition the old row was read before the new one: {said}")


COUNT = re.compile(r"\b[Ll]ist with (\d+) items?\b")


def check_count(session, rows, after):
    """The list's count Orca says as the focus comes back into the list must be right ("List
    with 8 items" for 9 rows was the bug). It usually comes with the row, sometimes a little
    after, so this waits for it. On a loaded machine Orca 43 sometimes leaves it out altogether
    (seen in a clean-clone run with other work on the machine); that is reported, not failed:
    Tests/a11y/test_list_counts.py holds the count itself, through libatspi's copy."""
    deadline = time.monotonic() + 10
    while True:
        said = session.speech()[session.mark:]
        counts = [int(match.group(1)) for match in map(COUNT.search, said) if match]
        if counts:
            break
        if time.monotonic() > deadline:
            print(f"screen reader tasks: after {after} Orca did not say the list's count: {said}")
            return
        time.sleep(0.1)
    if any(count != rows for count in counts):
        raise SpeechFailure(f"after {after} Orca counted {counts}, not {rows} items: {said}")


if __name__ == "__main__":
    run("tasks", ["--page", "tasks"], flow)
