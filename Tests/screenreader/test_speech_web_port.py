"""The petitions reader `gtkkit-port` ports (Tests/fixtures/xcode/Petitions, built by `make
test-build`), as Orca hears it by keyboard alone: the focus on the first petition's row, heard by
its title; Down to the next; Return pushes the page that shows the petition in a WKWebView from
`loadHTMLString`, and the petition's words are heard — through WebKit's own tree of the page on
GTK 4.18, through the web view's name and description on GTK 4.8, which cannot plug that tree in;
Alt+Left goes back to the list."""
import os
import re
import sys

from orca_harness import SpeechFailure, run

REPOSITORY = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
PETITIONS = os.path.join(REPOSITORY, ".build", "ported", "Petitions", ".build", "debug", "Petitions")


def flow(session):
    session.wait_for(re.compile(r"Plant more trees in city parks"), timeout=20)  # the focus starts on the first row
    session.press("Down")
    session.wait_for(re.compile(r"Keep the library open on Sundays"))
    session.press("Return")
    session.wait_for(re.compile(r"(?s).*Keep the library open on Sundays.*"), timeout=30)
    # Orca 43 reads the page's text as the view's description once the focus has settled; Orca
    # 48 walks WebKit's own tree, where the reader moves down the page line by line.
    text = re.compile(r"(?s).*Many of us can only visit the library at the weekend.*")
    for _ in range(4):
        try:
            session.wait_for(text, since=0, timeout=4)
            break
        except SpeechFailure:
            session.press("Down")
    else:
        session.wait_for(text, since=0, timeout=4)
    session.press("alt+Left")
    session.wait_for(re.compile(r"Keep the library open on Sundays"))


if __name__ == "__main__":
    # WebKitGTK's bubblewrap sandbox cannot start inside the Debian 13 chroot's namespaces.
    os.environ["WEBKIT_DISABLE_SANDBOX_THIS_IS_DANGEROUS"] = "1"
    sys.argv[1:2] = [PETITIONS]  # the harness runs the program it is given: the ported app
    run("web port", [], flow)
