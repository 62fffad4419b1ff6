"""Counting Tabs through AT-SPI: select the "Third" page tab by name, press Count, read the label
and the tabs' descriptions (which one is selected, and its badge)."""
from atspi_helpers import A11yFailure, run_test, Atspi, do_named_action, find, find_app, texts, wait_for


def run_flow():
    app = wait_for(lambda: find_app("segue"), "the segue application on the accessibility bus")
    third = wait_for(lambda: find(app, name="Third", role=Atspi.Role.PAGE_TAB), "the “Third” page tab")
    do_named_action(third, "click")
    wait_for(lambda: third.get_state_set().contains(Atspi.StateType.SELECTED), "the Third tab to be selected")
    count = wait_for(lambda: find(app, name="Count", role=Atspi.Role.PUSH_BUTTON), "the Third scene's Count button")
    if "Third" not in count.get_description():
        raise A11yFailure(f"the Count button found is described “{count.get_description()}”")
    do_named_action(count, "click")
    expected = "First: 0\nSecond: 0\nThird: 1"
    wait_for(lambda: expected in texts(app), f"the label “{expected}”")
    wait_for(lambda: find(app, name="Third", role=Atspi.Role.PAGE_TAB).get_description() == "Selected, 1 new",
             "the Third tab's description “Selected, 1 new”: a screen reader says which tab is showing")
    first = find(app, name="First", role=Atspi.Role.PAGE_TAB)
    if "Selected" in first.get_description():
        raise A11yFailure(f"the First tab, no longer showing, is described “{first.get_description()}”")


if __name__ == "__main__":
    run_test("counting", run_flow, ["--page", "counting-tabs"])
