"""Heroes on a wide window, as heard: Return on a hero opens its page beside the list and Orca
reads its first row (label and value); an editor opened from the page, over the window, is read,
and Save comes back to the edited row beside the list, read with its new value; F6 goes back to
the list, on the hero's row."""
import time

from orca_harness import SpeechFailure, count, run, widen
from test_speech_heroes import heard_row


def flow(session):
    session.wait_for("Captain Nimbus", timeout=15)
    widen("Heroes")
    time.sleep(1)  # the empty state beside the list is drawn, not announced: nothing to hear
    session.press("Return")
    heard_row(session, "Name", "Captain Nimbus")  # the page beside the list, its first row
    session.press("Down")
    heard_row(session, "Identity", "Wendy Alvarez")
    session.press("Return")
    session.wait_for("Identity text")
    said = session.heard_since_mark()
    if count("Identity text", said) != 1:
        raise SpeechFailure(f"the editor was not read exactly once: {said}")
    session.press("End")
    session.type(" Jr")
    session.press("Return")
    said = session.wait_for("Wendy Alvarez Jr")  # saved
    if count("Identity", said) == 0 or any("By Name" in line for line in said):
        raise SpeechFailure(f"Save did not come back to the Identity row beside the list: {said}")
    session.mark += len(said)
    session.press("F6")
    said = session.wait_for("Captain Nimbus")  # the list, on the hero's row
    if not any("By Name" in line or "List with" in line for line in said):
        raise SpeechFailure(f"F6 did not move to the list: {said}")


if __name__ == "__main__":
    run("heroes split", ["--page", "heroes"], flow)
