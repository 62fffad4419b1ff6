"""Tasks on a wide window, as heard: the list beside "No Task Selected"; Return on a task opens
its editor beside the list and Orca reads the editor with the task's text, once; F6 goes back to
the list and the row is read; Return on another task reads that task's editor (the first edit
was passed back: its row reads the new text)."""
from orca_harness import SpeechFailure, count, run, widen


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
    session.press("Down")
    session.wait_for("Clean hidden lair")
    session.press("Return")
    session.wait_for("Task text text.")
    session.wait_for("Clean hidden lair.")


if __name__ == "__main__":
    run("tasks split", ["--page", "tasks"], flow)
