"""Search through the accessibility bus, by keyboard alone: typing in the task list starts a
search that filters as you type, Down goes to the results, Escape shows every task again with the
focus on the task it was on; Ctrl+F opens the field, text that is syntax elsewhere (quotes, %, _,
*) finds nothing and says "No Results", Escape in the field ends it; the movie list and a hero tab
are searched the same way (a hero by secret identity)."""
from atspi_helpers import A11yFailure, Atspi, do_named_action, find, find_app, press, run_test, type_text, wait_for, focused

NEEDS_KEYBOARD = True  # types into the list and the search field (wtype on Wayland: headless sway)

URGENT = ["URGENT: Buy milk", "URGENT: Fold laundry"]


def shown_rows(app, names):
    return [name for name in names if find(app, name=name, role=Atspi.Role.LIST_ITEM)]


def field_text(field):
    return Atspi.Text.get_text(field, 0, Atspi.Text.get_character_count(field))


def search_field(app, name):
    return find(app, name=name, role=Atspi.Role.ENTRY)


def search_demo(app, demo, field, text, found, hidden):
    """Goes back to the demo list, opens `demo`, searches it with Ctrl+F for `text`: `found` are
    the rows shown, `hidden` is not; Escape shows it again."""
    press("alt+Left")
    do_named_action(wait_for(lambda: find(app, name=demo, role=Atspi.Role.LIST_ITEM), "the demo list"), "activate")
    wait_for(lambda: find(app, name=hidden, role=Atspi.Role.LIST_ITEM), f"the {demo} list")
    press("ctrl+f")
    wait_for(lambda: focused(search_field(app, field)), f"the “{field}” field, opened by Ctrl+F")
    type_text(text)
    wait_for(lambda: find(app, name=hidden, role=Atspi.Role.LIST_ITEM) is None, f"“{hidden}” filtered out")
    if shown_rows(app, found) != found:
        raise A11yFailure(f"searching {demo} for “{text}” found {shown_rows(app, found)}")
    press("Escape")
    wait_for(lambda: find(app, name=hidden, role=Atspi.Role.LIST_ITEM), f"every row of {demo} back")


def run_flow():
    app = wait_for(lambda: find_app("segue"), "the segue application on the accessibility bus")
    do_named_action(wait_for(lambda: find(app, name="Tasks", role=Atspi.Role.LIST_ITEM), "the “Tasks” row"), "activate")
    walk = wait_for(lambda: find(app, name="Walk the dog", role=Atspi.Role.LIST_ITEM), "the task list")
    wait_for(lambda: focused(walk), "the focus on the first task")
    if search_field(app, "Search Tasks"):
        raise A11yFailure("the search field shows before any search began")

    type_text("urg")
    field = wait_for(lambda: search_field(app, "Search Tasks"), "the “Search Tasks” field, opened by typing in the list")
    wait_for(lambda: field_text(field) == "urg", f"“urg” in the field (it holds “{field_text(field)}”)")
    wait_for(lambda: find(app, name="Walk the dog", role=Atspi.Role.LIST_ITEM) is None, "“Walk the dog” filtered out")
    if shown_rows(app, URGENT) != URGENT:
        raise A11yFailure(f"the results are {shown_rows(app, URGENT)}")
    press("Down")
    milk = wait_for(lambda: find(app, name=URGENT[0], role=Atspi.Role.LIST_ITEM), "the first result")
    wait_for(lambda: focused(milk), "Down in the field focuses the first result")
    press("Down")
    laundry = find(app, name=URGENT[1], role=Atspi.Role.LIST_ITEM)
    wait_for(lambda: focused(laundry), "Down again focuses the second result")
    press("Escape")
    wait_for(lambda: find(app, name="Walk the dog", role=Atspi.Role.LIST_ITEM), "every task back after Escape")
    wait_for(lambda: search_field(app, "Search Tasks") is None, "the field gone after Escape")
    laundry = wait_for(lambda: find(app, name=URGENT[1], role=Atspi.Role.LIST_ITEM), "“URGENT: Fold laundry” in the whole list")
    wait_for(lambda: focused(laundry), "the focus still on “URGENT: Fold laundry”, now in the whole list")

    press("ctrl+f")
    field = wait_for(lambda: search_field(app, "Search Tasks"), "the field opened by Ctrl+F")
    wait_for(lambda: focused(field), "the keyboard in the field")
    type_text('"%_*')
    wait_for(lambda: find(app, name="No Results"), "“No Results” for text that is syntax elsewhere")
    if find(app, name="Walk the dog", role=Atspi.Role.LIST_ITEM):
        raise A11yFailure("a task shows though nothing matches")
    press("Escape")
    walk = wait_for(lambda: find(app, name="Walk the dog", role=Atspi.Role.LIST_ITEM), "every task back after Escape in the field")
    if find(app, name="No Results"):
        raise A11yFailure("“No Results” still shows with every task back")

    search_demo(app, "Disclosure Buttons", "Search Movies", "toy", found=["Toy Story", "Toy Story 2", "Toy Story 3"],
                hidden="Cars")
    # Velocity is found by her secret identity, Ada Okafor.
    search_demo(app, "Heroes", "Search Heroes", "okafor", found=["Velocity"], hidden="Captain Nimbus")

if __name__ == "__main__":
    run_test("search", run_flow)
