"""Heroes by keyboard, as heard: rows as label and value, an editor's title and value, why Save is
dimmed, and Save's and Escape's results: back on the edited row, read with its value."""
from orca_harness import run


def flow(session):
    session.wait_for("Captain Nimbus", timeout=15)
    session.press("Return")
    session.wait_for("Name")
    session.wait_for("Captain Nimbus")
    session.press("Down")
    session.wait_for("Identity")
    session.wait_for("Wendy Alvarez")
    session.press("Up")
    session.wait_for("Name")
    session.press("Return")
    session.wait_for("Name text")  # the editor's field, named by the row
    session.wait_for("Captain Nimbus")  # with the value
    session.press("ctrl+a")
    session.press("BackSpace")
    session.wait_for("A hero needs a name.")
    session.press("Escape")
    back_on_row(session, "Captain Nimbus.")  # back on the row, unchanged
    session.press("Return")
    session.wait_for("Name text")
    session.press("ctrl+a")
    session.press("BackSpace", settle=0.2)
    session.type("Cloudy")
    session.press("Return")
    session.wait_for("Cloudy")  # saved: back on the page, whose title is now the new name
    back_on_row(session, "Cloudy.")  # and on the row, read with its new value


def back_on_row(session, value):
    """Back from an editor, the focus is on the row it edited, read as its label and value."""
    session.wait_for("Name.")
    said = session.speech()
    session.mark = max(index for index in range(session.mark, len(said)) if "Name." in said[index])
    session.wait_for(value)


if __name__ == "__main__":
    run("heroes", ["--page", "heroes"], flow)
