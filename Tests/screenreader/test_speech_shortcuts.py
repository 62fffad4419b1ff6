"""Keyboard Shortcuts, opened from the primary menu, as heard: every entry can be reached with Tab
and is read with its keys (GTK 4.8's entries take no focus, so a screen reader user could not read
the list at all)."""
from orca_harness import run, wait_for_first_list


def flow(session):
    wait_for_first_list(session)
    session.press("F10")
    session.wait_for("Keyboard Shortcuts")
    session.press("Return")
    session.wait_for("Main Menu, F10")
    session.press("Tab")
    session.wait_for("Keyboard Shortcuts, Ctrl+?")
    session.press("Tab")
    session.wait_for("Close Window, Ctrl+W")


if __name__ == "__main__":
    run("shortcuts", [], flow)
