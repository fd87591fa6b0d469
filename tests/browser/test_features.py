"""Search from the box, the ruling assistant and an editor's edit, in a real browser."""

import re

import pytest
from django.contrib.auth.models import Group, User

from lawsite.laws.permissions import EDITORS_GROUP

pytestmark = pytest.mark.browser
PASSWORD = "pw-browser-editor-1"


@pytest.mark.parametrize("javascript", [True, False], ids=["js", "no-js"])
def test_search_from_the_box_finds_law_texts(site, open_page, javascript):
    page = open_page(javascript=javascript)
    page.goto(site + "/en/")
    page.locator("#site-search").fill("revoke")
    page.locator("#site-search").press("Enter")
    page.wait_for_url(re.compile(r"/en/search/\?q=revoke"))
    results = page.locator(".search-results > li")
    assert results.count() > 0
    assert "revok" in results.first.inner_text().lower()
    results.first.locator("a[href*='/en/laws/']").first.click()
    page.wait_for_url(re.compile(r"/en/laws/"))
    assert page.locator("h1").inner_text().startswith("Law ")


def set_field(form, name, value):
    field = form.locator(f"[name={name}]")
    if field.first.evaluate("e => e.tagName") == "SELECT":
        field.select_option(value)
    elif field.first.get_attribute("type") in ("radio", "checkbox"):
        form.locator(f"[name={name}][value='{value}']").check()
    else:
        field.fill(value)


def test_the_ruling_assistant_answers_a_revoke(site, open_page):
    page = open_page()
    page.goto(site + "/en/rulings/")
    section = page.locator("section#revoke")
    section.locator("summary").click()
    form = section.locator("form.assistant-form")
    facts = {
        "declarer": "S",
        "offender": "W",
        "revoke_trick": "4",
        "trick_winners": "NNSWSSNSWSNSS",
        "established": "yes",
    }
    for name, value in facts.items():
        set_field(form, name, value)
    form.locator("button[type=submit]").click()
    page.wait_for_url(re.compile(r"/en/rulings/revoke/\?"))
    assert "2 tricks to North-South." in page.locator("main").inner_text()
    steps = page.locator("a.ref")
    assert [steps.nth(i).get_attribute("href") for i in range(steps.count())][:3] == [
        "/en/laws/63A1/",
        "/en/laws/64A1/",
        "/en/laws/64C1/",
    ]


def make_editor(name):
    user = User.objects.create_user(name, password=PASSWORD)
    user.groups.add(Group.objects.get_or_create(name=EDITORS_GROUP)[0])
    return user


def sign_in(page, site, name, next_path):
    page.goto(f"{site}/en/accounts/login/?next={next_path}")
    page.locator("input[name=username]").fill(name)
    page.locator("input[name=password]").fill(PASSWORD)
    page.locator(".login-form button[type=submit]").click()
    page.wait_for_url(re.compile(re.escape(next_path) + "$"))


def test_an_editor_previews_an_edit_and_a_conflicting_save_is_refused(site, open_page):
    edit_path = "/en/editor/clause/55C/en/"
    make_editor("first-editor")
    make_editor("second-editor")
    first, second = open_page(), open_page()
    sign_in(first, site, "first-editor", edit_path)
    sign_in(second, site, "second-editor", edit_path)

    first.locator("textarea[name=text]").fill("Wording of the first editor, which cites Law 53.")
    first.locator("button[value=preview]").click()
    preview = first.locator("#preview")
    preview.locator(".preview-body", has_text="Wording of the first editor").wait_for()
    assert preview.locator(".preview-body a[href$='/laws/53/']").count() == 1
    assert first.locator("textarea[name=text]").input_value() == "Wording of the first editor, which cites Law 53."

    second.locator("textarea[name=text]").fill("Wording of the second editor, saved first.")
    second.locator("button[value=save]").click()
    second.wait_for_load_state()

    first.locator("button[value=save]").click()
    conflict = first.locator(".conflict[role=alert]")
    conflict.wait_for()
    assert "Wording of the second editor, saved first." in conflict.inner_text()

    reader = open_page()
    reader.goto(site + "/en/laws/55/?cols=en")
    text = reader.locator("#c-55C").inner_text()
    assert "Wording of the second editor, saved first." in text
    assert "Wording of the first editor" not in text
