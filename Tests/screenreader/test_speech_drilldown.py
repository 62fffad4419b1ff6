"""Disclosure Buttons by keyboard, as heard: the first row, its info button, the detail's message."""
import time

from orca_harness import SpeechFailure, run


def flow(session):
    session.wait_for("Toy Story", timeout=15)
    session.press("Tab")
    session.wait_for("Show details for Toy Story")
    time.sleep(0.5)  # anything said twice would follow at once
    said = session.speech()[session.mark:]
    repeated = [line for line in session.speech()[session.mark:] if "Show details for Toy Story" in line]
    if len(repeated) != 1:
        raise SpeechFailure(f"the button's name was said {len(repeated)} times: {said}")
    session.press("space")
    session.wait_for("You pressed the disclosure button for Toy Story.")
    session.press("Escape")
    session.wait_for("Show details for Toy Story")  # focus is back on the button that drilled down
    session.press("shift+Tab")
    session.wait_for("Toy Story")
    session.press("Return")
    session.wait_for("Hey, do you see the disclosure button?")


if __name__ == "__main__":
    run("drilldown", ["--page", "disclosure-buttons"], flow)
