"""The storyboard app `gtkkit-port` ports (Tests/fixtures/xcode/Tally, built by `make test-build`),
as Orca hears it by keyboard alone: the focus on the first row of the table the storyboard's
prototype cell fills, heard by the label its outlet set; Down to the next row; Return performs the
prototype's segue, and the counter scene is heard by the title prepare(for:sender:) gave it and by
its button; Alt+Left goes back to the list. A screen made in Interface Builder is as reachable by
keyboard and screen reader as one made in code. (The sample's button has no accessibility hint:
Orca 43 says the hint of a view focused as its page is pushed twice, which is GtkKit's to mend;
see the issue "Xcode's interface files".)"""
import os
import re
import sys

from orca_harness import run
from utterances import button

REPOSITORY = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
TALLY = os.path.join(REPOSITORY, ".build", "ported", "Tally", ".build", "debug", "Tally")


def flow(session):
    session.wait_for("Cups of tea", timeout=20)  # the focus starts on the first row
    session.press("Down")
    session.wait_for("Pages read")
    session.press("Return")
    # Orca 48 reads the page with its text: "Pages read Tapped 0 times panel".
    session.wait_for(re.compile(r"Pages read( .*)? panel"), "Pages read")
    session.wait_for(button("Tap me"))
    session.press("alt+Left")
    session.wait_for("Counters panel", "Counters")


if __name__ == "__main__":
    sys.argv[1:2] = [TALLY]  # the harness runs the program it is given: the ported app
    run("storyboard app", [], flow)
