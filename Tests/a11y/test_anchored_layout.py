"""Segue's pages laid out with anchors on GtkKit's constraint engine, read through the
accessibility bus as a screen reader's review reads positions (component extents, in the
window's coordinates): Homepwner's item page — each title in a 110-px column at the leading
edge, its field from 12 px after it to the trailing edge — at two widths and in right to left,
and the movie detail (the seed's xib: one label from the left guideline to the right one,
centred vertically) alone and beside the list."""
# In the Wayland stage tools/run-tests runs this on sway (tools/sway-session): it resizes the window.
NEEDS_KEYBOARD = True
from atspi_helpers import A11yFailure, run_test, Atspi, do_named_action, find, find_app, resize_window, wait_for

HEBREW = {"LANG": "he_IL.UTF-8", "LANGUAGE": "he", "LC_ALL": ""}


def extents(node):
    # In the window's coordinates: GTK 4.18 knows no screen position (it answers 0, 0 there).
    return Atspi.Component.get_extents(node, Atspi.CoordType.WINDOW)


def settled(read, what):
    """`read()` once two reads 0.2 s apart agree: a resize is laid out over a few frames."""
    last = [None]

    def same():
        now = read()
        agreed = now == last[0]
        last[0] = now
        return now if agreed else None
    return wait_for(same, what)


def name_row(app):
    """The Name title's, field's and row's extents. The field is read through its text, which GTK
    reports inside the entry's padding (the same on both sides), so the row gives the entry's edge."""
    title = find(app, name="Name", role=Atspi.Role.LABEL)
    field = find(app, name="Name", role=Atspi.Role.TEXT)
    if title is None or field is None:
        return None
    return tuple((box.x, box.y, box.width, box.height) for box in map(extents, (title, field, field.get_parent())))


def open_item(app):
    row = wait_for(lambda: find(app, name="Coffee Mug", role=Atspi.Role.LIST_ITEM), "the “Coffee Mug” row")
    do_named_action(row, "activate")
    wait_for(lambda: find(app, name="Name", role=Atspi.Role.TEXT), "the item's Name field")


def check_row(title, field, row, right_to_left, width):
    (tx, ty, tw, th), (fx, fy, fw, fh), (rx, ry, rw, rh) = title, field, row
    if abs(tw - 110) > 2:
        raise A11yFailure(f"at {width} px the title is {tw} px wide, not its 110-px column")
    if right_to_left:
        inset = fx - rx  # the entry's padding, read at its trailing (left) edge
        starts, gap = abs((tx + tw) - (rx + rw)), tx - (fx + fw + inset)
    else:
        inset = (rx + rw) - (fx + fw)
        starts, gap = abs(tx - rx), (fx - inset) - (tx + tw)
    if starts > 2:
        raise A11yFailure(f"at {width} px the title (x={tx}+{tw}) is not at the row's leading edge (x={rx}+{rw})")
    if not 0 <= inset <= 16 or abs(gap - 12) > 2:
        raise A11yFailure(f"at {width} px the field is {gap} px from its title, not 12 (title x={tx}+{tw}, "
                          f"field text x={fx}+{fw} inside {inset} px of padding, row x={rx}+{rw})")
    if not fy <= ty + th / 2 <= fy + fh:
        raise A11yFailure(f"at {width} px the title (y={ty}+{th}) is not on its field's line (y={fy}+{fh})")


def resize(app, width, height):
    """Resizes the app's window, found by its present title."""
    frame = wait_for(lambda: find(app, role=Atspi.Role.FRAME), "the window")
    # The title can change just after it is read (a page pushed a moment before): read it again.
    for attempt in range(3):
        try:
            resize_window(frame.get_name(), width, height, timeout=3.0)
            break
        except A11yFailure:
            if attempt == 2:
                raise
    # Without a window manager, X reports the window's frame 10 px smaller than asked (its shadow).
    wait_for(lambda: abs(extents(frame).width - width) <= 12, f"the window to be {width} px wide")


def form_flow(right_to_left):
    def flow():
        app = wait_for(lambda: find_app("segue"), "the segue application on the accessibility bus")
        resize(app, 420, 700)
        open_item(app)
        widths = {}
        for width in (420, 580):  # both below the split view's 600-px breakpoint: the page alone
            resize(app, width, 700)
            title, field, row = settled(lambda: name_row(app), f"the Name row laid out at {width} px")
            check_row(title, field, row, right_to_left, width)
            # Mirrored in right to left: the title at the right, the field left of it.
            if right_to_left != (title[0] > field[0]):
                raise A11yFailure(f"at {width} px the title is at x={title[0]} and the field at x={field[0]}: "
                                  f"{'not ' if right_to_left else ''}mirrored")
            widths[width] = field[2]
        if not widths[580] - widths[420] >= 130:
            raise A11yFailure(f"the field is {widths[420]} px wide at 420 px and {widths[580]} px at 580: it does not follow the width")
    return flow


def movie_flow():
    app = wait_for(lambda: find_app("segue"), "the segue application on the accessibility bus")
    message = "You pressed the disclosure button for Toy Story."
    resize(app, 420, 600)
    button = wait_for(lambda: find(app, name="Show details for Toy Story", role=Atspi.Role.PUSH_BUTTON),
                      "Toy Story's details button")
    do_named_action(button, "click")
    # 420 px: the page alone (GTK 4.18 keeps a window at least 391 px wide for its header bar); 900 px: the page
    # beside the list.
    for width in (420, 900):
        resize(app, width, 600)

        def laid_out():
            label = find(app, name=message, role=Atspi.Role.LABEL)
            if label is None:
                return None
            return tuple((box.x, box.y, box.width, box.height) for box in (extents(label), extents(label.get_parent())))
        (x, y, w, h), (px, py, pw, ph) = settled(laid_out, f"the movie's message laid out at {width} px")
        # From the left guideline to the right one: 24 px inside the page on each side.
        if abs((x - px) - 24) > 2 or abs((px + pw) - (x + w) - 24) > 2:
            raise A11yFailure(f"at {width} px the message spans x={x}..{x + w} in a page at x={px}..{px + pw}: "
                              "not 24 px inside each edge")
        if abs((y + h / 2) - (py + ph / 2)) > 2:
            raise A11yFailure(f"at {width} px the message's middle is at y={y + h / 2} in a page whose middle is at "
                              f"y={py + ph / 2}: not centred")
        frame = extents(wait_for(lambda: find(app, role=Atspi.Role.FRAME), "the window"))
        if width == 900 and not (px > frame.width / 4 and w >= 400):
            raise A11yFailure(f"at 900 px the page starts at x={px} and the message is {w} px wide: not a wide column beside the list")


if __name__ == "__main__":
    run_test("anchored layout (Homepwner's item page)", form_flow(False), ["--page", "homepwner"])
    run_test("anchored layout (item page, right to left)", form_flow(True), ["--page", "homepwner"], extra_env=HEBREW)
    run_test("anchored layout (movie detail)", movie_flow, ["--page", "disclosure-buttons"])
