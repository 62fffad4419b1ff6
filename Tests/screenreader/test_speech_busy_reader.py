"""A screen reader that is busy when a message comes still hears it once: Orca is held (stopped)
for 0.7 s from the moment Delete is pressed in Tasks — longer than any fixed wait GtkKit made
before writing the message on GTK 4.8, which a loaded machine's Orca 43 had outlasted and then
said the message twice ("Task deleted. Press Ctrl+Z to undo." twice, the next row's "Urgent"
lost) — and without the window, page and list read again before the next row. Then the same for
Ctrl+Z's "Undone: Delete Task". Last, a pop heard late: Orca is held for 1.5 s from Alt+Left
after an edit — longer than the second a popped page was once kept — and still says the list's
count as the focus comes back into it (Orca 43 left "List with 9 items" out when it handled the
move after the page had gone: 1 Homepwner soak run in 20, with Orca a second behind)."""
import os
import signal

from orca_harness import SpeechFailure, check_count, count, orca_major_version, run


def busy_reader(session, key, held=0.7):
    """Presses `key` while Orca is held, and lets it go `held` s later."""
    os.kill(session.orca.pid, signal.SIGSTOP)
    try:
        session.press(key, settle=held)
    finally:
        os.kill(session.orca.pid, signal.SIGCONT)


def flow(session):
    session.wait_for("Walk the dog", timeout=15)
    busy_reader(session, "Delete")
    session.wait_for("Task deleted. Press Ctrl+Z to undo.")
    said = session.heard_since_mark(settle=1.5)
    twice = [text for text in ("Task deleted. Press Ctrl+Z to undo.", "Urgent") if count(text, said) != 1]
    if twice:
        raise SpeechFailure(f"with Orca busy after Delete, {twice} not said exactly once: {said}")
    if any("List with" in text or text == "Tasks" for text in said):
        # The deleted row stays a moment, hidden (AccessibilityRepair.keepDeletedRow): gone
        # as Orca handled the key, the old focus shared no ancestor with the next row.
        raise SpeechFailure(f"with Orca busy after Delete, the window and list were read again: {said}")
    busy_reader(session, "ctrl+z")
    session.wait_for("Undone: Delete Task")
    said = session.heard_since_mark(settle=1.5)
    if count("Undone: Delete Task", said) != 1:
        raise SpeechFailure(f"with Orca busy after Ctrl+Z, the undo was not said exactly once: {said}")
    if orca_major_version() >= 48:
        # A known limit (docs/accessibility.md): GTK 4.18 takes the text view off the bus as the
        # page pops, so Orca 48, handling the move late, finds the old focus dead and says the
        # window's title twice before the list ("Tasks", "Tasks", "Tasks List with 9 items"),
        # with or without the page kept. Orca 48 keeps up unheld (tools/orca-soak tasks).
        print("screen reader busy reader: the late pop is checked on Orca 43 only (known limit on Orca 48)")
        return
    session.press("Return")
    session.wait_for("Task text text")
    session.type(" today")
    busy_reader(session, "alt+Left", held=1.5)
    session.wait_for("Walk the dog today.")
    check_count(session, 9, "a pop heard late", "busy reader")


if __name__ == "__main__":
    run("busy reader", ["--page", "tasks"], flow)
