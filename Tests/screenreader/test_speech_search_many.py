"""Search in a list of 60,001 tasks, as heard: a one- or two-letter text has no index to look in,
so the list answers from its first 50,000 tasks and finds the rest off the main thread. The one
task that has the text is past them: Orca must hear "1 result" — never "No results" first, which
is what the first 50,000 alone would have said. The field is opened (Ctrl+F) before the tasks are
written, by this script while Segue runs; Down reads the task, Escape finds it in the whole list."""

import re
import time

from orca_harness import SpeechFailure, replace_tasks, run

COUNT = 60_000
RARE = "Fix the jukebox"


def fill(session):
    """Replaces the seed tasks with COUNT numbered ones and RARE after them ("Task 123" has no "o"
    and no "x": only RARE has "ox")."""
    replace_tasks(session, [f"Task {i}" for i in range(1, COUNT + 1)] + [RARE], stop_app=False)


def flow(session):
    session.wait_for("Walk the dog", timeout=15)  # the app made its store
    # Written while Segue runs, as another program would: relaunched under a running Orca 48, the
    # new window was sometimes held defunct by Orca for the whole session, and every announcement
    # from it (the count) went unsaid (Orca's log: "Ignoring defunct object"; docs/accessibility.md).
    session.press("ctrl+f")
    session.wait_for(re.compile(r"Search Tasks (entry|search|text|search entry)\b.*"))
    fill(session)
    # Segue looks for other programs' writes every second: it takes these in (a reload of the
    # list, behind the field that has the focus) before the first key.
    time.sleep(2.5)
    session.type("o")
    session.wait_for("1 result")
    # "ox" finds the same one task: Orca 48 says "1 result" again, Orca 43 not (on GTK 4.8 the
    # count is the focused field's description, unchanged). Neither may say "No results".
    session.type("x")
    session.heard_since_mark(settle=1.5)
    said = session.speech()[session.launched:]
    if any("No results" in line for line in said):
        raise SpeechFailure(f"the first tasks' empty answer was said before the search had looked through all: {said}")
    session.press("Down")
    session.wait_for(RARE)
    session.press("Escape")
    session.wait_for(RARE)  # the same task, now the last of the whole list


if __name__ == "__main__":
    run("search many", ["--page", "tasks"], flow)
