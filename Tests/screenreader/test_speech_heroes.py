"""Heroes by keyboard, as heard: rows as label and value, an editor's title and value, why Save is
dimmed, and Save's and Escape's results: back on the edited row, read with its value."""
from orca_harness import run


def flow(session):
    session.wait_for("Captain Nimbus", timeout=15)
    session.press("Return")
    heard_row(session, "Name", "Captain Nimbus")
    session.press("Down")
    heard_row(session, "Identity", "Wendy Alvarez")
    session.press("Up")
    heard_row(session, "Name", "Captain Nimbus")
    session.press("Return")
    session.wait_for("Name text")  # the editor's field, named by the row
    session.wait_for("Captain Nimbus selected")  # with the value, selected to be typed over
    session.press("ctrl+a")
    session.press("BackSpace")
    session.wait_for("A hero needs a name.")
    session.press("Escape")
    heard_row(session, "Name", "Captain Nimbus")  # back on the row, unchanged
    session.press("Return")
    session.wait_for("Name text")
    session.press("ctrl+a")
    session.press("BackSpace", settle=0.2)
    session.type("Cloudy")
    session.press("Return")
    heard_row(session, "Name", "Cloudy")  # saved: back on the row, read with its new value


def heard_row(session, label, value):
    """A row is read as its label, then its value (Orca 43 from the row's description, Orca 48
    from its value label)."""
    said = session.wait_for(label)
    session.mark += len(said)
    session.wait_for(value)


if __name__ == "__main__":
    run("heroes", ["--page", "heroes"], flow)
