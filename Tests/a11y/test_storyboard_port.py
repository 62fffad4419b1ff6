"""A UIKit app in Xcode's storyboard template (Tests/fixtures/xcode/Tally: its window from
Main.storyboard, named in Info.plist's scene configuration — a navigation controller over a table
view controller whose prototype cell has an `@IBOutlet` and a show segue to a counter scene with
an outlet, constraints and an `@IBAction`, all connected only in the storyboard), ported by
`gtkkit-port` with no hand-written line and built by `make test-build`, runs as a GNOME
application: the list's rows are the prototype's, each named by its label; choosing one performs
the segue, prepared by the list (the counter titled by its row); the counter's label and button
are laid out by its constraints, and the button, pressed through its accessibility action,
reaches the action, which sets the outlet's text (issue "Xcode's interface files, as written").
A button showing an asset catalog's image alone, placed by its top and centre only, keeps the
image's size (the 1x file's 32 px, not the 2x one's 64, nor collapsed) and is named by the
asset, as VoiceOver names it (issue "Auto Layout on GtkKit's own solver": intrinsic sizes). Run
in German, the storyboard's texts are de.lproj/Main.strings' and the action's de.lproj/Localizable.strings'."""
NEEDS_KEYBOARD = True
from atspi_helpers import A11yFailure, Atspi, do_named_action, find, report, texts, wait_for
from ported_app import ported_app


def extents(node):
    return Atspi.Component.get_extents(node, Atspi.CoordType.WINDOW)


def list_item_showing(app, text):
    """The list row that holds the label `text`."""
    node = find(app, name=text, role=Atspi.Role.LABEL)
    while node is not None and node.get_role() != Atspi.Role.LIST_ITEM:
        node = node.get_parent()
    return node


def flow():
    with ported_app("Tally") as (app, _):
        wait_for(lambda: find(app, name="Counters", role=Atspi.Role.FRAME), "its window, titled by the list's navigation item")
        for name in ("Cups of tea", "Pages read", "Push-ups"):
            wait_for(lambda: find(app, name=name, role=Atspi.Role.LABEL), f"the prototype cell's label “{name}”")
        row = wait_for(lambda: list_item_showing(app, "Pages read"), "the row showing “Pages read”")
        do_named_action(row, "activate")
        wait_for(lambda: find(app, name="Pages read", role=Atspi.Role.FRAME), "the counter, titled by prepare(for:sender:)")
        label = wait_for(lambda: find(app, name="Tapped 0 times", role=Atspi.Role.LABEL), "the storyboard's label")
        button = wait_for(lambda: find(app, name="Tap me", role=Atspi.Role.PUSH_BUTTON), "the storyboard's button")
        # The scene's constraints: the button 20 under the label, both on one centre line.
        count, tap = extents(label), extents(button)
        if abs((count.x + count.width / 2) - (tap.x + tap.width / 2)) > 2:
            raise A11yFailure(f"the label ({count.x}+{count.width}) and button ({tap.x}+{tap.width}) are not centred alike")
        gap = tap.y - (count.y + count.height)
        if gap < 19 or gap > 28:
            raise A11yFailure(f"the button is {gap} px under the label, not the constraint's 20")
        for times in (1, 2):
            do_named_action(button, "click")
            wait_for(lambda: f"Tapped {times} times" in texts(app), f"the storyboard's action reached @IBAction tapped ({times})")
        reset = wait_for(lambda: find(app, name="reset", role=Atspi.Role.PUSH_BUTTON), "the image button, named by its asset")
        image = extents(reset)
        # The picture (32 px at 1x) and GTK's button padding around it; the 2x file would be 64.
        if not (32 <= image.width <= 56 and 32 <= image.height <= 56):
            raise A11yFailure(f"the image button is {image.width}×{image.height}, not its 32-px image's size")
        tap = extents(button)
        # 12 apart, and GTK's button padding when a toolkit reports a button's content (GTK 4.8 does).
        if abs((tap.x + tap.width / 2) - (image.x + image.width / 2)) > 2 or not 12 <= image.y - (tap.y + tap.height) <= 26:
            raise A11yFailure(f"the image button at {image.x},{image.y} {image.width}x{image.height} is not 12 under the button at {tap.x},{tap.y} {tap.width}x{tap.height}")
        do_named_action(reset, "click")
        wait_for(lambda: "Tapped 0 times" in texts(app), "the image button's action reached @IBAction reset")

    # In German, the storyboard's texts come from de.lproj/Main.strings (Base internationalization,
    # keyed by object id) and the action's from de.lproj/Localizable.strings through
    # NSLocalizedString, as in UIKit.
    with ported_app("Tally", extra_env={"LANGUAGE": "de"}) as (app, _):
        row = wait_for(lambda: list_item_showing(app, "Cups of tea"), "the row showing “Cups of tea”")
        do_named_action(row, "activate")
        button = wait_for(lambda: find(app, name="Tipp mich", role=Atspi.Role.PUSH_BUTTON), "the button, titled by de.lproj/Main.strings")
        wait_for(lambda: "0-mal getippt" in texts(app), "the label's text from de.lproj/Main.strings")
        do_named_action(button, "click")
        wait_for(lambda: "1-mal getippt" in texts(app), "the action's text from de.lproj/Localizable.strings")


if __name__ == "__main__":
    report("gtkkit-port's storyboard sample", flow)
