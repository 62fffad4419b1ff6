"""Search in a list of 60,000 tasks, as heard: a one- or two-letter text has no index to look in,
so the list answers from its first 50,000 tasks and finds the rest off the main thread. The one
task that has the text is past them: Orca must hear "1 result" — never "No results" first, which
is what the first 50,000 alone would have said. Down reads it; Escape finds it in the whole list."""

from orca_harness import SpeechFailure, replace_tasks, run

COUNT = 60_000
RARE = "Fix the jukebox"


def fill(session):
    """Replaces the seed tasks with COUNT numbered ones and RARE after them ("Task 123" has no "o"
    and no "x": only RARE has "ox")."""
    replace_tasks(session, [f"Task {i}" for i in range(1, COUNT + 1)] + [RARE])


def flow(session):
    session.wait_for("Walk the dog", timeout=15)  # the app made its store
    fill(session)
    session.launch()
    session.wait_for("Task 1.", timeout=20)
    session.type("ox")
    session.wait_for("1 result")
    said = session.heard_since_mark(settle=1.0)
    if any("No results" in line for line in said):
        raise SpeechFailure(f"the first tasks' empty answer was said before the search had looked through all: {said}")
    session.press("Down")
    session.wait_for(RARE)
    session.press("Escape")
    session.wait_for(RARE)  # the same task, now the last of the whole list


if __name__ == "__main__":
    run("search many", ["--page", "tasks"], flow)
