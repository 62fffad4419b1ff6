"""LANG=zh_TW.UTF-8 LANGUAGE=zh_TW: the first-level list, the window title and a demo's texts are Traditional
Chinese; movie titles (user content) are not translated."""
from atspi_helpers import A11yFailure, run_test, Atspi, do_named_action, find, find_app, texts, wait_for


def run_flow():
    app = wait_for(lambda: find_app("segue"), "the segue application on the accessibility bus")
    for title in ["揭露按鈕", "工作", "計數分頁"]:
        wait_for(lambda: find(app, name=title, role=Atspi.Role.LIST_ITEM), f"the row “{title}”")
    do_named_action(find(app, name="計數分頁", role=Atspi.Role.LIST_ITEM), "activate")
    expected = "第一：0\n第二：0\n第三：0"
    wait_for(lambda: expected in texts(app), f"the label “{expected}”")
    # zh_TW puts the mnemonic after the word, as GNOME's catalogues do: "計數(_C)" shows "計數(C)".
    wait_for(lambda: find(app, name="計數(C)", role=Atspi.Role.PUSH_BUTTON), "the “計數(C)” (Count) button")
    back = wait_for(lambda: find(app, name="返回", role=Atspi.Role.PUSH_BUTTON), "the “返回” (Back) button")
    do_named_action(back, "click")
    do_named_action(wait_for(lambda: find(app, name="揭露按鈕", role=Atspi.Role.LIST_ITEM), "the row 揭露按鈕"), "activate")
    wait_for(lambda: find(app, name="顯示「Up」的詳細資訊", role=Atspi.Role.PUSH_BUTTON),
             "the button “顯示「Up」的詳細資訊” (movie title kept as it is)")
    # The window takes the page's title when the page has slid in (with the focus).
    frame = find(app, role=Atspi.Role.FRAME)
    try:
        wait_for(lambda: frame is not None and frame.get_name() == "揭露按鈕", "the window title “揭露按鈕”")
    except A11yFailure:
        raise A11yFailure(f"the window title is “{frame.get_name() if frame else None}”")


if __name__ == "__main__":
    # A real locale, not C.UTF-8: glibc 2.41 (Debian 13) ignores LANGUAGE under the C locale.
    # make test-deps compiles zh_TW.UTF-8.
    run_test("translations", run_flow, extra_env={"LANG": "zh_TW.UTF-8", "LC_ALL": "", "LANGUAGE": "zh_TW"})
