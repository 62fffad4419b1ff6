"""Tasks on a wide window, as heard: the list beside "No Task Selected"; Return on a task opens
its editor beside the list and Orca reads the editor with the task's text, once; F6 goes back to
the list and the row is read; Return on another task reads that task's editor (the first edit
was passed back: its row reads the new text). The row whose page is open beside the list is
selected, and only it; Space on another row shows its page while the focus stays in the list."""
from orca_harness import SpeechFailure, count, orca_major_version, run, widen


def flow(session):
    session.wait_for("Walk the dog", timeout=15)
    widen("Tasks")
    session.press("Down")
    session.wait_for("URGENT: Buy milk")
    session.press("Return")
    session.wait_for("Task text text.")
    session.wait_for("URGENT: Buy milk.")  # the editor's text, after its name
    said = session.heard_since_mark()
    if count("Task text text.", said) != 1:
        raise SpeechFailure(f"the editor opened beside the list was not read exactly once: {said}")
    session.type(" now")
    session.press("F6")
    session.wait_for("URGENT: Buy milk now")  # the list, on the edited task's row
    # That row's page is open beside the list: it is selected, and Orca 43, which reads every
    # other row of a list "not selected", reads it without.
    said = session.heard_since_mark()
    if any("not selected" in line for line in said):
        raise SpeechFailure(f"the row whose page is open was read as not selected: {said}")
    session.press("Down")
    session.wait_for("Clean hidden lair")
    session.press("space")  # shows its page beside the list; the focus stays on the row
    if orca_major_version() >= 48:
        session.wait_for("selected")  # Orca 43 ignores Space's selection changes (it compares " " with "space")
    said = session.heard_since_mark()
    if any("Task text" in line for line in said):
        raise SpeechFailure(f"Space moved the focus into the page: {said}")
    session.press("Up")
    said = session.wait_for("URGENT: Buy milk now")
    session.press("Down")
    session.wait_for("Clean hidden lair")
    said = session.heard_since_mark()
    if any("not selected" in line for line in said):
        raise SpeechFailure(f"the row opened with Space was read as not selected: {said}")
    session.press("Return")
    session.wait_for("Task text text.")
    session.wait_for("Clean hidden lair.")

if __name__ == "__main__":
    run("tasks split", ["--page", "tasks"], flow)
