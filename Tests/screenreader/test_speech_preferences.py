"""Preferences by keyboard, as heard: Ctrl+comma opens them on their first control; each control
says its name, role and value, and its new value when changed (Orca 43 and 48 word roles
differently: both forms are named); Escape goes back to Count, which now counts by two."""
import re

from orca_harness import button, run


def flow(session):
    session.wait_for(button("Count"), timeout=15)
    session.press("ctrl+comma")
    session.wait_for("Confirm before resetting counts check box checked.")
    session.press("space")
    session.wait_for("not checked")
    session.press("Tab")
    # Orca 48 hears GTK 4.18's pressed state; Orca 43 a push button (GTK 4.8 reports no state
    # for a toggle button before the user picks one: docs/accessibility.md).
    session.wait_for(re.compile(r"Bottom (push button|toggle button pressed)\.?"))
    session.press("Tab")
    session.wait_for(re.compile(r"Top (push button|toggle button not pressed)\.?"))
    session.press("space")
    session.wait_for("Selected", "pressed")
    session.press("Tab")
    session.wait_for(re.compile(r"Count by (1 spin button|spin button 1)\.?"))
    session.press("Up")
    session.wait_for("2")
    session.press("Tab")
    session.wait_for(re.compile(r"Thumbnail size horizontal slider 40( \d+ percent)?\.?"))
    session.press("Right")
    session.wait_for("41")
    session.press("Escape")
    # Orca 48 reads the button the focus went back to; Orca 43 the window it is in.
    session.wait_for(button("Count"), "Counting Tabs frame.")
    session.press("space")
    session.wait_for("First: 2, Second: 0, Third: 0. 1 new")  # counted by the new step at once


if __name__ == "__main__":
    run("preferences", ["--page", "counting-tabs"], flow)
