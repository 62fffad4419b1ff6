"""Search in the task list, as heard: typing in the list opens the "Search Tasks" field and Orca
hears how many tasks were found; a search that finds nothing says "No results"; Down reads the
first result; Escape goes back to the whole list on the same task, read once."""
import re

from orca_harness import SpeechFailure, count, run


def flow(session):
    session.wait_for("Walk the dog", timeout=15)
    session.type("urg")
    # The field, named, with what was typed so far (Orca 43: "entry", 48 may say "search" or "text").
    session.wait_for(re.compile(r"Search Tasks (entry|search|text|search entry)\b.*"))
    session.wait_for("2 results")
    session.type("x")
    session.wait_for("No results")
    session.press("BackSpace")
    session.wait_for("2 results")
    session.press("Down")
    session.wait_for("URGENT: Buy milk")
    session.press("Escape")
    session.wait_for("URGENT: Buy milk")  # the same task, now in the whole list
    said = session.heard_since_mark()
    if count("Walk the dog", said):
        raise SpeechFailure(f"Escape read the first task, not the one the focus was on: {said}")


if __name__ == "__main__":
    run("search", ["--page", "tasks"], flow)
