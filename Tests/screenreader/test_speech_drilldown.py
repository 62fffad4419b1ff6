"""Disclosure Buttons by keyboard, as heard: the first row, its info button (once), the detail's
message (once), and the alert a row's activation shows."""
from orca_harness import SpeechFailure, button, count, optional_role, run


def flow(session):
    session.wait_for("Toy Story", timeout=15)
    session.press("Tab")
    session.wait_for(button("Show details for Toy Story"))
    said = session.heard_since_mark()
    if count(button("Show details for Toy Story"), said) != 1:
        raise SpeechFailure(f"the button's name was not said once: {said}")
    session.press("space")
    message = "You pressed the disclosure button for Toy Story."
    session.wait_for(optional_role(message, "panel"))
    said = session.heard_since_mark()
    if sum(message in line for line in said) != 1:  # Orca 48 read it with the page and again
        raise SpeechFailure(f"the detail's message was not said once: {said}")
    session.press("Escape")
    session.wait_for(button("Show details for Toy Story"))  # focus is back on the button that drilled down
    session.press("shift+Tab")
    session.wait_for("Toy Story")
    session.press("Return")
    session.wait_for("Hey, do you see the disclosure button? dialog If you're trying to drill down, touch that instead")


if __name__ == "__main__":
    run("drilldown", ["--page", "disclosure-buttons"], flow)
