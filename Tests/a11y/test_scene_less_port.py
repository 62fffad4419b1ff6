"""A UIKit app in Xcode 10's template, before scenes (Tests/fixtures/xcode/Pantry: `@UIApplicationMain`,
an app delegate with a `window`, and Info.plist's `UIMainStoryboardFile`), ported by `gtkkit-port`
with no hand-written line and built by `make test-build`, opens its main storyboard at launch as
UIKit does. Its first scene is a plain view controller holding a segmented control, a table view
(its data source and delegate outlets to the controller, a prototype cell with a show segue), a
stepper and a label, laid out by the scene's constraints: the table between the segments and
the stepper, taking the height left (a scroll view asks for none). The segments' and the
stepper's value-changed actions reach the controller's `@IBAction`s; choosing a row performs the
cell's segue, prepared by the controller, to a scene whose text view is an outlet (issue
"Xcode's interface files, as written")."""
NEEDS_KEYBOARD = False
from atspi_helpers import A11yFailure, Atspi, do_named_action, find, report, texts, wait_for
from ported_app import ported_app


def extents(node):
    return Atspi.Component.get_extents(node, Atspi.CoordType.WINDOW)


def rows(app):
    table = find(app, name="Pantry", role=Atspi.Role.LIST)
    if table is None:
        return None
    children = [table.get_child_at_index(i) for i in range(table.get_child_count())]
    # Rows come and go while the table reloads: asked again until they hold still.
    return None if None in children else [child.get_name() for child in children]


def segment(app, name):
    """A segment of the segmented control: a push button on GTK 4.8, a toggle button on 4.18."""
    return find(app, name=name, role=Atspi.Role.PUSH_BUTTON) or find(app, name=name, role=Atspi.Role.TOGGLE_BUTTON)


def flow():
    with ported_app("Pantry") as (app, _):
        wait_for(lambda: find(app, name="Pantry", role=Atspi.Role.FRAME), "its window, from UIMainStoryboardFile, titled by the scene")
        wait_for(lambda: rows(app) == ["Flour", "Rice", "Olive oil", "Coffee"], "the table's rows, named after the screen, from its data source")
        everything = wait_for(lambda: segment(app, "All"), "the segmented control's first segment")
        low = segment(app, "Running low")
        stepper = wait_for(lambda: find(app, role=Atspi.Role.SPIN_BUTTON), "the stepper")
        table = find(app, name="Pantry", role=Atspi.Role.LIST)
        # The scene's constraints: segments on top, the table under them taking what is left,
        # the stepper at the bottom.
        top, middle, bottom = extents(everything), extents(table), extents(stepper)
        if not top.y + top.height <= middle.y < middle.y + middle.height <= bottom.y:
            raise A11yFailure(f"segments at {top.y}+{top.height}, table at {middle.y}+{middle.height}, stepper at {bottom.y}: not in the scene's order")
        frame = extents(find(app, name="Pantry", role=Atspi.Role.FRAME))
        if middle.height < frame.height / 3:
            raise A11yFailure(f"the table is {middle.height} px high in a {frame.height}-px window: it does not take the height left")
        do_named_action(low, "click")
        wait_for(lambda: rows(app) == ["Rice", "Coffee"], "the segment's action filtering the rows")
        do_named_action(everything, "click")
        wait_for(lambda: rows(app) == ["Flour", "Rice", "Olive oil", "Coffee"], "all the rows again")
        Atspi.Value.set_current_value(stepper, 3)
        wait_for(lambda: "Shopping for 3" in texts(app), "the stepper's action setting the label")
        row = wait_for(lambda: find(app, name="Olive oil", role=Atspi.Role.LIST_ITEM), "the row “Olive oil”")
        do_named_action(row, "activate")
        wait_for(lambda: find(app, name="Olive oil", role=Atspi.Role.FRAME), "the item scene, titled in viewDidLoad from prepare(for:sender:)")
        notes = wait_for(lambda: find(app, name="Notes", role=Atspi.Role.TEXT), "the text view, named in the storyboard")
        content = Atspi.Text.get_text(notes, 0, -1)
        if content != "Notes about Olive oil":
            raise A11yFailure(f"the text view's outlet holds “{content}”")


if __name__ == "__main__":
    report("gtkkit-port's sample without scenes", flow)
