"""Homepwner by keyboard, as heard: the thumbnail button by name, and the popover's picture."""
from orca_harness import button, run


def flow(session):
    session.wait_for("Desk Lamp", timeout=15)
    session.press("Tab")
    session.wait_for(button("Show image of Desk Lamp"))
    session.press("space")
    session.wait_for("Image of Desk Lamp image")
    session.press("Escape")
    session.wait_for(button("Show image of Desk Lamp"))  # focus is back on the thumbnail


if __name__ == "__main__":
    run("homepwner", ["--page", "homepwner"], flow)
