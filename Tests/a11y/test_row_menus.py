"""Every list row has a context menu, reached by keyboard (the Menu key) and heard through the
accessibility bus: the demos' Open, a movie's Show Details (what its disclosure button shows),
and a Homepwner item's Open, Show Picture and Delete — each doing what its row does."""
NEEDS_KEYBOARD = True
import time

from atspi_helpers import A11yFailure, Atspi, do_named_action, find, find_app, focused_name, focused_node, press, run_test, wait_for, walk


TITLES = ("Open", "Show Details", "Show Picture", "Delete")


def menu(app):
    """The open row menu: the box of its items (found by them: GTK 4.18 does not give the
    popover's name to the bus as 4.8 does)."""
    def items():
        for title in TITLES:
            item = find(app, name=title, role=Atspi.Role.PUSH_BUTTON)
            if item is not None:
                return item.get_parent()
        return None
    return wait_for(items, "the row's context menu")


def menu_item(app, title):
    """The item `title` of the open row menu."""
    box = menu(app)
    return wait_for(lambda: find(box, name=title, role=Atspi.Role.PUSH_BUTTON), f"“{title}” in the row's menu")


def menu_titles(app):
    """The titles of the open row menu's items, in order."""
    return [node.get_name() for node in walk(menu(app)) if node.get_role() == Atspi.Role.PUSH_BUTTON]


def focus_row(app, name):
    """Moves the keyboard focus onto the row called `name` with Home and Down, as a user would."""
    wait_for(lambda: find(app, name=name, role=Atspi.Role.LIST_ITEM), f"the “{name}” row")
    for _ in range(10):
        node = focused_node(app)
        if node is not None and node.get_role() == Atspi.Role.LIST_ITEM:
            break
        press("Tab")
        time.sleep(0.3)
    press("Home")
    for _ in range(20):
        if focused_name(app) == name:
            return
        press("Down")
        time.sleep(0.2)
    wait_for(lambda: focused_name(app) == name, f"the focus on “{name}”", timeout=2)


def back_to(app, row):
    """Clicks Back until the list with `row` shows (a click during a page's transition may be
    lost on a loaded machine; a wide window shows a detail beside its list, with no page to leave)."""
    for _ in range(4):
        if find(app, name=row, role=Atspi.Role.LIST_ITEM) is not None:
            return
        button = find(app, name="Back", role=Atspi.Role.PUSH_BUTTON)
        if button is not None:
            do_named_action(button, "click")
        try:
            wait_for(lambda: find(app, name=row, role=Atspi.Role.LIST_ITEM), f"the “{row}” row", timeout=4)
            return
        except A11yFailure:
            continue
    wait_for(lambda: find(app, name=row, role=Atspi.Role.LIST_ITEM), f"Back to reach the “{row}” row", timeout=2)


def run_flow():
    app = wait_for(lambda: find_app("segue"), "the segue application on the accessibility bus")
    focus_row(app, "Disclosure Buttons")
    press("Menu")
    do_named_action(menu_item(app, "Open"), "click")
    focus_row(app, "Up")
    press("Menu")
    titles = menu_titles(app)
    if titles != ["Show Details"]:
        raise A11yFailure(f"a movie's menu offers {titles}")
    do_named_action(menu_item(app, "Show Details"), "click")
    wait_for(lambda: find(app, name="You pressed the disclosure button for Up."), "Up's page, as its disclosure button shows it")
    back_to(app, "Homepwner")

    focus_row(app, "Homepwner")
    press("Menu")
    do_named_action(menu_item(app, "Open"), "click")
    focus_row(app, "Bicycle")
    press("Menu")
    titles = menu_titles(app)
    if titles != ["Open", "Show Picture", "Delete"]:
        raise A11yFailure(f"an item with a picture offers {titles}")
    do_named_action(menu_item(app, "Show Picture"), "click")
    wait_for(lambda: find(app, name="Image of Bicycle"), "the bicycle's picture, as its thumbnail shows it")
    press("Escape")
    wait_for(lambda: find(app, name="Image of Bicycle") is None, "Escape to close the picture")
    focus_row(app, "Rusty Spork")
    press("Menu")
    titles = menu_titles(app)
    if titles != ["Open", "Delete"]:
        raise A11yFailure(f"an item without a picture offers {titles}")
    do_named_action(menu_item(app, "Delete"), "click")
    wait_for(lambda: find(app, name="Rusty Spork", role=Atspi.Role.LIST_ITEM) is None, "the spork deleted from its menu")
    focus_row(app, "Coffee Mug")
    press("Menu")
    do_named_action(menu_item(app, "Open"), "click")
    wait_for(lambda: focused_name(app) == "Name", "the Coffee Mug's page, opened from its menu")


if __name__ == "__main__":
    run_test("row menus", run_flow)
