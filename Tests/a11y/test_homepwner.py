"""Homepwner through the accessibility bus alone: the thumbnail buttons are found by their names,
and pressing one opens the popover with the item's picture, named for it."""
# In the Wayland stage tools/run-tests runs this on sway (tools/sway-session), not Weston: it opens a popover from an accessible action, and a Wayland popup needs the serial of an input event, which nothing sends on headless Weston (Weston 14 dismisses it); sway places it.
NEEDS_KEYBOARD = True
from atspi_helpers import A11yFailure, run_test, Atspi, do_named_action, find, find_app, wait_for


def run_flow():
    app = wait_for(lambda: find_app("segue"), "the segue application on the accessibility bus")
    button = wait_for(lambda: find(app, name="Show image of Bicycle", role=Atspi.Role.PUSH_BUTTON),
                      "the “Show image of Bicycle” thumbnail button")
    spork = wait_for(lambda: find(app, name="Show image of Rusty Spork", role=Atspi.Role.PUSH_BUTTON),
                     "the thumbnail button of the item without a picture")
    if spork.get_state_set().contains(Atspi.StateType.SENSITIVE):
        raise A11yFailure("the button of an item without a picture is not greyed out")
    if spork.get_description() != "No image":
        raise A11yFailure(f"the picture-less button is described as “{spork.get_description()}”")
    do_named_action(button, "click")
    wait_for(lambda: find(app, name="Image of Bicycle"), "the popover “Image of Bicycle”")


if __name__ == "__main__":
    run_test("homepwner", run_flow, ["--page", "homepwner"])
