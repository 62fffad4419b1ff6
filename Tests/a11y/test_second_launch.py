"""A second `segue --page counting-tabs` (as the desktop file's "Counting Tabs" action runs it)
opens that page in the running Segue and exits, instead of starting a second app."""
import os
import subprocess
import sys

from atspi_helpers import A11yFailure, run_test, Atspi, find, find_app, wait_for


def run_flow(launch):
    app = wait_for(lambda: find_app("segue"), "the segue application on the accessibility bus")
    wait_for(lambda: find(app, name="Segue", role=Atspi.Role.FRAME), "the first window, titled Segue")
    env = dict(os.environ, XDG_DATA_HOME=launch.data_home)
    second = subprocess.run([sys.argv[1], "--page", "counting-tabs"], env=env, timeout=30)
    if second.returncode != 0:
        raise A11yFailure(f"the second launch exited {second.returncode}")
    wait_for(lambda: find(app, name="Counting Tabs", role=Atspi.Role.FRAME),
             "the running window to show Counting Tabs")
    frames = [n for n in (app.get_child_at_index(i) for i in range(app.get_child_count()))
              if n is not None and n.get_role() == Atspi.Role.FRAME]
    if len(frames) != 1:
        raise A11yFailure(f"{len(frames)} windows after the second launch, expected the one")
    if launch.process.poll() is not None:
        raise A11yFailure("the first instance quit")


if __name__ == "__main__":
    run_test("second launch", run_flow)
