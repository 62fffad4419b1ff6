"""Heroes through the accessibility bus alone: detail rows carry label and value, the editors'
Cancel and Save are found by name, and the single-selection rows expose their checked state."""
from atspi_helpers import A11yFailure, run_test, Atspi, do_named_action, find, find_app, texts, wait_for


def checked(node):
    # A row being rebuilt (the old one gone, the new one not yet on the bus) reads as unchecked,
    # so wait_for looks again instead of failing on it.
    return node is not None and node.get_state_set().contains(Atspi.StateType.CHECKED)


def read_of(row):
    """What a screen reader reads of a row besides its name: its description (GTK 4.8) and the
    labels inside it (GTK 4.18)."""
    return [row.get_description()] + texts(row)


def run_flow():
    app = wait_for(lambda: find_app("segue"), "the segue application on the accessibility bus")
    hero = wait_for(lambda: find(app, name="Velocity", role=Atspi.Role.LIST_ITEM), "the “Velocity” row")
    do_named_action(hero, "activate")
    identity = wait_for(lambda: find(app, name="Identity", role=Atspi.Role.LIST_ITEM), "the “Identity” row")
    # The value is read with the row: from its description on GTK 4.8 (Orca 43 reads a row by name
    # and description), from the value label inside it on GTK 4.18 (Orca 48 reads a row's labels).
    heard = read_of(identity)
    if "Ada Okafor" not in heard:
        raise A11yFailure(f"the Identity row's value is not among what is read of it: {heard}")
    sex = wait_for(lambda: find(app, name="Sex", role=Atspi.Role.LIST_ITEM), "the “Sex” row")
    do_named_action(sex, "activate")
    wait_for(lambda: find(app, name="Cancel", role=Atspi.Role.PUSH_BUTTON), "the editor's Cancel button")
    save = wait_for(lambda: find(app, name="Save", role=Atspi.Role.PUSH_BUTTON), "the editor's Save button")
    female = wait_for(lambda: find(app, name="Female", role=Atspi.Role.LIST_ITEM), "the “Female” option")
    male = wait_for(lambda: find(app, name="Male", role=Atspi.Role.LIST_ITEM), "the “Male” option")
    if not checked(female) or checked(male):
        raise A11yFailure("the current option is not the only checked one")
    do_named_action(male, "activate")
    wait_for(lambda: checked(find(app, name="Male", role=Atspi.Role.LIST_ITEM)), "“Male” to be checked")
    do_named_action(save, "click")
    wait_for(lambda: "Male" in read_of(find(app, name="Sex", role=Atspi.Role.LIST_ITEM) or hero),
             "the Sex row to read “Male” after Save")


if __name__ == "__main__":
    run_test("heroes", run_flow, ["--page", "heroes"])
