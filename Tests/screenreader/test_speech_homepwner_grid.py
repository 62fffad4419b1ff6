"""Homepwner's grid by keyboard, as heard: "View as Grid" (Ctrl+2), then each tile by its
name with its serial number, value and place ("2 of 4"), moving in two dimensions with the
arrows; Return opens the item and Escape brings the focus back to its tile."""
import re

from orca_harness import SpeechFailure, run


def hear_tile(session, name, serial, place):
    """Waits for a tile as read since the last key: its name, then its description (serial
    number, value, place among the items; Orca says them as two utterances; Orca 48 reads the
    shown value as a label of its own, so there the description leaves it out). Returns them."""
    said = session.wait_for(name)
    said += session.wait_for(re.compile(re.escape(serial) + r"(, \$\d+)?, " + re.escape(place) + r"\b"))
    return said


def flow(session):
    session.wait_for("Desk Lamp", timeout=15)
    session.press("ctrl+2")  # View as Grid (also the header's button)
    hear_tile(session, "Desk Lamp", "3K7Q1", "1 of 4")
    session.press("Right")
    said = hear_tile(session, "Coffee Mug", "8B2M5", "2 of 4")
    if any("Desk Lamp" in line for line in said):
        raise SpeechFailure(f"Right read the tile it left: {said}")
    session.press("Down")  # a line down, onto the shorter last line
    hear_tile(session, "Rusty Spork", "5X0C2", "4 of 4")
    session.press("Left")
    hear_tile(session, "Bicycle", "1R9T4", "3 of 4")
    said = session.heard_since_mark()
    if sum("3 of 4" in line for line in said) != 1:
        raise SpeechFailure(f"the tile's description was not said once: {said}")
    session.press("Return")
    session.wait_for("Name text", re.compile(r"^Name\b"))
    session.press("Escape")
    hear_tile(session, "Bicycle", "1R9T4", "3 of 4")  # back on the tile it opened


if __name__ == "__main__":
    run("homepwner grid", ["--page", "homepwner"], flow)
