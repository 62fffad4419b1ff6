"""Homepwner as a grid, through the accessibility bus and the keyboard alone: "View as Grid" in
the header shows the items as pictures; each is a list item named for the item and described
with its serial number, value and place ("… 2 of 4"); the arrows move in two dimensions; the
picture's button shows the picture in a popover (the same relay as the list's rows); Return
opens the item and Escape back returns the focus to its tile; Delete deletes it and Ctrl+Z
brings it back, focused; "View as List" goes back to the rows."""
NEEDS_KEYBOARD = True
from atspi_helpers import A11yFailure, run_test, Atspi, do_named_action, find, find_app, press, wait_for, focused_name, focused_node


def tile(app, name):
    return find(app, name=name, role=Atspi.Role.LIST_ITEM)


def run_flow():
    app = wait_for(lambda: find_app("segue"), "the segue application on the accessibility bus")
    toggle = wait_for(lambda: find(app, name="View as Grid", role=Atspi.Role.PUSH_BUTTON), "the header's “View as Grid” button")
    do_named_action(toggle, "click")
    wait_for(lambda: find(app, name="View as List", role=Atspi.Role.PUSH_BUTTON), "the button to say “View as List” now")
    mug = wait_for(lambda: tile(app, "Coffee Mug"), "the “Coffee Mug” tile")
    if not mug.get_description().endswith("2 of 4") or "8B2M5" not in mug.get_description():
        raise A11yFailure(f"the tile is described “{mug.get_description()}”, not by its serial, value and place")

    wait_for(lambda: focused_name(app) == "Desk Lamp", "the focus on the first tile, after the switch")
    press("Right")
    wait_for(lambda: focused_name(app) == "Coffee Mug", "Right to move to the next tile")
    press("Down")
    wait_for(lambda: focused_name(app) == "Rusty Spork", "Down to move a line down (onto the shorter last line)")
    press("Home")
    wait_for(lambda: focused_name(app) == "Desk Lamp", "Home to go to the first tile")
    press("End")
    wait_for(lambda: focused_name(app) == "Rusty Spork", "End to go to the last tile")

    do_named_action(wait_for(lambda: find(app, name="Show image of Bicycle", role=Atspi.Role.PUSH_BUTTON),
                             "the picture's button on the “Bicycle” tile"), "click")
    wait_for(lambda: find(app, name="Image of Bicycle"), "the popover “Image of Bicycle”")
    press("Escape")
    wait_for(lambda: find(app, name="Image of Bicycle") is None, "Escape to close the popover")

    press("Home")
    press("Right")
    wait_for(lambda: focused_name(app) == "Coffee Mug", "the focus on “Coffee Mug”")
    press("Return")
    wait_for(lambda: focused_name(app) == "Name", "Return to open the item, the focus in its Name field")
    press("Escape")
    wait_for(lambda: find(app, name="Name", role=Atspi.Role.TEXT) is None, "Escape to leave the item's page")
    wait_for(lambda: focused_name(app) == "Coffee Mug", "the focus back on the “Coffee Mug” tile")

    press("Delete")
    wait_for(lambda: tile(app, "Coffee Mug") is None, "Delete to delete the focused item")
    wait_for(lambda: focused_name(app) == "Bicycle", "the focus on the tile now in its place")
    press("ctrl+z")
    wait_for(lambda: focused_name(app) == "Coffee Mug", "Ctrl+Z to bring the item back, focused")

    do_named_action(find(app, name="View as List", role=Atspi.Role.PUSH_BUTTON), "click")
    wait_for(lambda: tile(app, "Coffee Mug") is not None and find(app, name="View as Grid", role=Atspi.Role.PUSH_BUTTON),
             "“View as List” to show the rows again")


if __name__ == "__main__":
    run_test("homepwner grid", run_flow, ["--page", "homepwner"])
