"""Keyboard Shortcuts, opened from the primary menu, as heard: every entry can be reached with Tab
and is read with its keys (GTK 4.8's entries take no focus, so a screen reader user could not read
the list at all)."""
import re

from orca_harness import optional_role, run, wait_for_first_list


def flow(session):
    wait_for_first_list(session)
    session.press("F10")
    session.wait_for("Preferences")  # the menu opens on its first item
    session.press("Down")
    session.wait_for("Keyboard Shortcuts")
    session.press("Return")
    session.wait_for(optional_role("Main Menu, F10", "panel"))
    session.press("Tab")
    session.wait_for(re.compile(r"Preferences, Ctrl\+(,|comma)\.?( panel)?"))
    session.press("Tab")
    session.wait_for(optional_role("Keyboard Shortcuts, Ctrl+?", "panel"))
    session.press("Tab")
    session.wait_for(optional_role("Close Window, Ctrl+W", "panel"))


if __name__ == "__main__":
    run("shortcuts", [], flow)
