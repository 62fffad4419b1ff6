"""One scene made two ways (tools/bench/StoryboardScenes: a navigation controller over a table of
20 rows from a prototype cell, and a detail scene its rows show) — from a storyboard as Xcode
writes it, and built in code — heard by Orca by keyboard alone: the first row, Down to the next,
Return to its detail, Alt+Left back. Orca must say the same words in the same order for both:
a screen made in Interface Builder is heard as the same screen made in code (issue "Xcode's
interface files, as written"). What Orca 48 says at launch before the first row — the window's
title once more, the list and its size, or neither — depends on when the title and the focus
arrive (each variant was heard in either form), so it is left out of the comparison; from the
first row on, every word must match."""
import os
import re
import sys

from orca_harness import SpeechFailure, run

REPOSITORY = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
SCENES = os.path.join(REPOSITORY, ".build", "debug", "StoryboardScenes")


def walk(session):
    """The scene by keyboard; everything Orca said from the first row on, key echoes left out."""
    session.wait_for(re.compile(r"Row 1\b.*"), timeout=20)  # the focus starts on the first row
    launched = session.speech()[session.launched:]
    begin = session.launched + next(index for index, line in enumerate(launched) if re.match(r"Row 1\b", line))
    session.press("Down")
    session.wait_for(re.compile(r"Row 2\b.*"))
    session.press("Return")
    session.wait_for(re.compile(r"Row 2\b.*"))  # the detail, titled by the row
    session.press("alt+Left")
    session.wait_for(re.compile(r"Rows\b.*|Row 2\b.*"))
    session.heard_since_mark()  # anything more it says there
    return [str(line) for line in session.speech()[begin:] if not line.echo]


def flow(session):
    storyboard = walk(session)
    session.app.terminate()
    session.app.wait(timeout=10)
    session.command = [SCENES, "--code"]
    session.launch()
    code = walk(session)
    print(f"screen reader storyboard vs code: Orca said {storyboard}")
    if storyboard != code:
        raise SpeechFailure(f"the storyboard's scene was heard as {storyboard}, the same scene in code as {code}")


if __name__ == "__main__":
    sys.argv[1:2] = [SCENES]  # the harness runs the program it is given
    run("storyboard vs code", ["--storyboard"], flow)
