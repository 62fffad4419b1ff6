"""The movie drill-down through the accessibility bus alone (run by tools/run-a11y-tests)."""
from atspi_helpers import A11yFailure, run_test, Atspi, do_named_action, find, find_app, gtk_minor_version, texts, wait_for


def run_flow():
    app = wait_for(lambda: find_app("segue"), "the segue application on the accessibility bus")
    demo_row = wait_for(lambda: find(app, name="Disclosure Buttons", role=Atspi.Role.LIST_ITEM),
                        "the “Disclosure Buttons” row")
    do_named_action(demo_row, "activate")

    up_button = wait_for(lambda: find(app, name="Show details for Up", role=Atspi.Role.PUSH_BUTTON),
                         "the “Show details for Up” button")
    do_named_action(up_button, "click")
    message = "You pressed the disclosure button for Up."
    wait_for(lambda: find(app, name=message), f"the page named “{message}”")  # its label is only drawn

    back = wait_for(lambda: find(app, name="Back", role=Atspi.Role.PUSH_BUTTON), "the Back button")
    do_named_action(back, "click")
    cars_row = wait_for(lambda: find(app, name="Cars", role=Atspi.Role.LIST_ITEM), "the “Cars” row after going back")

    do_named_action(cars_row, "activate")
    alert = wait_for(lambda: find(app, name="Hey, do you see the disclosure button?"), "the alert")
    # The message is the alert's label; on GTK 4.8 also its description, which Orca 43 reads.
    message = "If you're trying to drill down, touch that instead"
    if message not in texts(alert):
        raise A11yFailure(f"the alert shows {texts(alert)}")
    if gtk_minor_version(app) < 10 and alert.get_description() != message:
        raise A11yFailure(f"the alert's description is “{alert.get_description()}”")
    dismiss = wait_for(lambda: find(alert, name="Won't happen again", role=Atspi.Role.PUSH_BUTTON), "the alert's button")
    do_named_action(dismiss, "click")
    wait_for(lambda: find(app, name="Hey, do you see the disclosure button?") is None, "the alert to close")


if __name__ == "__main__":
    run_test("drilldown", run_flow)
