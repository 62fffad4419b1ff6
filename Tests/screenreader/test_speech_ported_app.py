"""The UIKit app `gtkkit-port` ports (Tests/fixtures/xcode/Greeter, built by `make test-build`),
as Orca hears it by keyboard: the focus on the button made by `UIButton(type:)` and
`setTitle(_:for:)` as the window opens, heard by its title; Space runs its `#selector` action;
Tab goes on to the header's refresh item, heard by the name GtkKit gives UIKit's `.refresh`
system item, and Shift+Tab back. A ported app is as reachable by keyboard and screen reader as
one written for GtkKit. (Orca 43 usually says "Greeter frame" first; in a loaded CI run it went
straight to the focus, twice, so the window's title is not required.)"""
import os
import sys

from orca_harness import run
from utterances import button

REPOSITORY = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
GREETER = os.path.join(REPOSITORY, ".build", "ported", "Greeter", ".build", "debug", "Greeter")


def flow(session):
    session.wait_for(button("Tap me"), timeout=20)  # the focus starts on the first control
    session.press("space")
    session.press("Tab")
    session.wait_for(button("Refresh"))
    session.press("shift+Tab")
    session.wait_for(button("Tap me"))


if __name__ == "__main__":
    sys.argv[1:2] = [GREETER]  # the harness runs the program it is given: the ported app
    run("ported app", [], flow)
