"""An edit the store refused outlives the process (issue "Reliability, round four", items 1 and
3), as separate launches on a full disk (a 600 KiB tmpfs for the data folder, filled): an edit
kept in the list survives Ctrl+Q's quit and SIGHUP, an editor still open survives SIGTERM and
reopens with its text, and each is saved by the next launch once there is room again. After a
clean quit the store's one file holds everything: a copy of `segue.sqlite3` alone has the edits."""
import os
import shutil
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time

from atspi_helpers import A11yFailure, Atspi, activate_app_action, do_named_action, find, find_app, report, texts, wait_for

STORE = "io.github.segue.Segue/segue.sqlite3"


class Folder:
    """The data folder on a small file system of its own, which `fill` fills up."""

    def __init__(self, home):
        self.home = home
        self.data = os.path.join(home, "data")
        os.makedirs(self.data)
        if subprocess.run(["mount", "-t", "tmpfs", "-o", "size=600k", "tmpfs", self.data], stderr=subprocess.DEVNULL).returncode:
            raise A11yFailure("cannot mount a small tmpfs for the data folder (run as root, in tools/fresh-session's mount namespace)")

    def fill(self):
        subprocess.run(["dd", "if=/dev/zero", f"of={os.path.join(self.data, 'fill')}", "bs=4k"],
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

    def empty(self):
        os.remove(os.path.join(self.data, "fill"))

    def stored_texts(self, path=None):
        connection = sqlite3.connect(path or os.path.join(self.data, STORE))
        try:
            return [row[0] for row in connection.execute("SELECT text FROM tasks ORDER BY position, id")]
        finally:
            connection.close()

    def unmount(self):
        subprocess.run(["umount", "-l", self.data], stderr=subprocess.DEVNULL)


LAUNCHED = []


def launch(folder, *args):
    env = dict(os.environ, XDG_DATA_HOME=folder.data, XDG_CONFIG_HOME=os.path.join(folder.home, "config"))
    process = subprocess.Popen([sys.argv[1], *args], env=env)
    LAUNCHED.append(process)
    app = wait_for(lambda: find_app("segue"), "the segue application on the accessibility bus", timeout=30)
    return process, app


def ended(process, how):
    if process.wait(timeout=20) != 0:
        raise A11yFailure(f"segue exited {process.returncode} after {how}")
    wait_for(lambda: find_app("segue") is None, "segue to leave the accessibility bus")


def edit(app, row_name, suffix, back=True):
    row = wait_for(lambda: find(app, name=row_name, role=Atspi.Role.LIST_ITEM), f"the “{row_name}” row")
    do_named_action(row, "activate")
    editor = wait_for(lambda: find(app, name="Task text", role=Atspi.Role.TEXT), "the task's text view")
    length = Atspi.Text.get_character_count(editor)
    if not Atspi.EditableText.insert_text(editor, length, suffix, len(suffix)):
        raise A11yFailure("EditableText.insert_text was refused")
    if back:
        do_named_action(wait_for(lambda: find(app, name="Back", role=Atspi.Role.PUSH_BUTTON), "Back"), "click")
    return editor


def bar_says(app, words):
    return wait_for(lambda: next((t for t in texts(app) if words in t), None), f"a bar saying “{words}”")


def flow():
    home = tempfile.mkdtemp()
    folder = Folder(home)
    try:
        # 1. Kept in the list, then Ctrl+Q's quit (the app.quit action, as the menu and Ctrl+Q do).
        process, app = launch(folder, "--page", "tasks")
        wait_for(lambda: find(app, name="Walk the dog", role=Atspi.Role.LIST_ITEM), "the task list")
        folder.fill()
        edit(app, "Walk the dog", " X")
        bar_says(app, "kept but not saved")
        activate_app_action("quit")
        ended(process, "Quit")
        if folder.stored_texts()[0] != "Walk the dog":
            raise A11yFailure("the edit reached the full disk?")
        folder.empty()
        process, app = launch(folder, "--page", "tasks")
        wait_for(lambda: find(app, name="Walk the dog X", role=Atspi.Role.LIST_ITEM), "the kept edit, back in the list")
        bar_says(app, "are saved now")
        wait_for(lambda: folder.stored_texts()[0] == "Walk the dog X", "the kept edit saved by the next launch")

        # 2. An editor open at SIGTERM (a logout): its text comes back in the editor.
        folder.fill()
        edit(app, "Walk the dog X", " Y", back=False)
        time.sleep(1)  # a draft is tried (and refused) meanwhile
        process.send_signal(signal.SIGTERM)
        ended(process, "SIGTERM")
        folder.empty()
        process, app = launch(folder)  # a plain launch reopens where it was
        editor = wait_for(lambda: find(app, name="Task text", role=Atspi.Role.TEXT), "the task's editor, reopened")
        wait_for(lambda: Atspi.Text.get_text(editor, 0, Atspi.Text.get_character_count(editor)) == "Walk the dog X Y",
                 "the editor's text as it was at SIGTERM")
        wait_for(lambda: folder.stored_texts()[0] == "Walk the dog X Y", "the editor's text saved")
        do_named_action(wait_for(lambda: find(app, name="Back", role=Atspi.Role.PUSH_BUTTON), "Back"), "click")

        # 3. Kept in the list, then SIGHUP (the terminal closed).
        folder.fill()
        edit(app, "Clean hidden lair", " Z")
        bar_says(app, "kept but not saved")
        process.send_signal(signal.SIGHUP)
        ended(process, "SIGHUP")
        folder.empty()
        process, app = launch(folder, "--page", "tasks")
        wait_for(lambda: folder.stored_texts()[2] == "Clean hidden lair Z", "the edit kept at SIGHUP, saved")

        # 4. A clean quit leaves the store's one file whole: a backup copying only it has everything.
        activate_app_action("quit")
        ended(process, "Quit")
        copy = os.path.join(home, "copy.sqlite3")
        shutil.copyfile(os.path.join(folder.data, STORE), copy)
        copied = folder.stored_texts(copy)
        if copied[0] != "Walk the dog X Y" or copied[2] != "Clean hidden lair Z":
            raise A11yFailure(f"a copy of segue.sqlite3 alone holds {copied[:3]}")
        if os.path.exists(os.path.join(folder.data, STORE + "-wal")):
            raise A11yFailure("segue.sqlite3-wal is left after a clean quit")
    finally:
        for process in LAUNCHED:
            if process.poll() is None:
                process.kill()
                process.wait()
        folder.unmount()
        shutil.rmtree(home, ignore_errors=True)


if __name__ == "__main__":
    report("quit keeps edits", flow)
