"""Counting Tabs by keyboard, as heard: Count has focus, and each Count says the new counts."""
from orca_harness import run


def flow(session):
    session.wait_for("Count", timeout=15)
    session.press("space")
    session.wait_for("First: 1, Second: 0, Third: 0")
    session.press("space")
    session.wait_for("First: 2, Second: 0, Third: 0. 2 new")
    session.press("alt+3")
    session.wait_for("Count")  # the Third tab's Count button
    session.press("alt+c")
    session.wait_for("First: 2, Second: 0, Third: 1")


if __name__ == "__main__":
    run("counting", ["--page", "counting-tabs"], flow)
