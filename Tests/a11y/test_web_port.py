"""A UIKit app after a well-known tutorial's petitions reader (Tests/fixtures/xcode/Petitions),
ported by `gtkkit-port` with no hand-written line and built by `make test-build`, runs as a
GNOME application (issue "GtkKit for real apps, part 4"): its tab bar comes from Main.storyboard
with a system item ("Most Recent"), and its second tab is added in code as the tutorial writes it
(`tabBarController.viewControllers?.append(vc)` with `UITabBarItem(tabBarSystemItem: .topRated,
tag: 1)`), whose tag picks that tab's feed; each row shows a title, a subtitle line and an SF
Symbols picture; a Credits button made with a symbol and a UIAction is named by its title and
opens an alert; a row opens a page that shows the petition in a WKWebView from
`loadHTMLString` — on GTK 4.18 WebKit's own tree of the page is on the bus, on GTK 4.8 the view
is named by the page's title and described by its text; Alt+Left from inside the page, which
has no history of its own, goes back to the list."""
NEEDS_KEYBOARD = True
from atspi_helpers import Atspi, do_named_action, find, focused_node, gtk_minor_version, on_wayland, press, report, walk, wait_for
from ported_app import ported_app

RECENT = ["Plant more trees in city parks", "Keep the library open on Sundays", "Add a crossing by the school"]


def rows(app):
    """The names of the list rows shown."""
    return [node.get_name() for node in walk(app) if node.get_role() == Atspi.Role.LIST_ITEM]


def page_text(app):
    """Everything the bus says of the shown page: names, descriptions and text."""
    said = []
    # Every node, shown or not: WebKit's tree of the page (GTK 4.18) does not mark its nodes visible.
    for node in walk(app, only_visible=False):
        said += [node.get_name() or "", node.get_description() or ""]
        try:
            said.append(Atspi.Text.get_text(node, 0, Atspi.Text.get_character_count(node)))
        except Exception:
            pass
    return " ".join(said)


def tab(app, name):
    """The tab switcher's button for `name` (a toggle button whose name starts with it)."""
    for node in walk(app):
        if node.get_role() in (Atspi.Role.TOGGLE_BUTTON, Atspi.Role.PUSH_BUTTON, Atspi.Role.PAGE_TAB, Atspi.Role.RADIO_BUTTON) and (node.get_name() or "").startswith(name):
            return node
    return None


def flow():
    # WebKitGTK's bubblewrap sandbox cannot start inside the Debian 13 chroot's namespaces. On
    # the tests' headless Weston, which has no seat, WebKitGTK asks the missing seat for its
    # keyboard when the page is shown: a desktop always has a seat.
    tolerated = ("gdk_seat_get_keyboard: assertion 'GDK_IS_SEAT (seat)' failed",) if on_wayland() else ()
    with ported_app("Petitions", extra_env={"WEBKIT_DISABLE_SANDBOX_THIS_IS_DANGEROUS": "1"}, tolerated=tolerated) as (app, _):
        wait_for(lambda: rows(app) == RECENT, f"the Most Recent feed's rows, titled by textLabel ({rows(app)})")
        wait_for(lambda: tab(app, "Most Recent"), "the storyboard's system tab item, titled “Most Recent”")
        top = wait_for(lambda: tab(app, "Top Rated"), "the tab added in code with UITabBarItem(tabBarSystemItem: .topRated)")
        do_named_action(top, "click")
        wait_for(
            lambda: rows(app) == ["Add a crossing by the school", "Plant more trees in city parks"],
            f"the Top Rated feed, chosen by the tab's tag ({rows(app)})")
        do_named_action(wait_for(lambda: tab(app, "Most Recent"), "the first tab"), "click")
        wait_for(lambda: rows(app) == RECENT, "the first tab's rows again")

        credits = wait_for(lambda: find(app, name="Credits", role=Atspi.Role.PUSH_BUTTON), "the Credits button, named by its title")
        do_named_action(credits, "click")
        wait_for(lambda: "These petitions come from the test's own feed." in page_text(app), "the alert's message")
        ok = wait_for(lambda: find(app, name="OK", role=Atspi.Role.PUSH_BUTTON), "the alert's OK")
        do_named_action(ok, "click")
        wait_for(lambda: find(app, name="OK", role=Atspi.Role.PUSH_BUTTON) is None, "the alert gone")

        row = next(node for node in walk(app) if node.get_role() == Atspi.Role.LIST_ITEM and node.get_name() == RECENT[1])
        do_named_action(row, "activate")
        wait_for(lambda: find(app, name=RECENT[1], role=Atspi.Role.FRAME), "the page, titled by its petition")
        # The page's text, from loadHTMLString: WebKit's tree (GTK 4.18) or the view's description (4.8).
        wait_for(
            lambda: "Many of us can only visit the library at the weekend." in page_text(app),
            f"the petition's text on the bus (GTK 4.{gtk_minor_version(app)})", timeout=30)
        wait_for(lambda: focused_node(app) is not None, "the focus in the page")
        press("alt+Left")
        wait_for(lambda: rows(app) == RECENT, f"the list again after Alt+Left in the page ({rows(app)})")


if __name__ == "__main__":
    report("gtkkit-port's web sample", flow)
