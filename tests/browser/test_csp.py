"""Under the Content-Security-Policy, Chromium reports no violation on any page type and the scripts still work."""

import re
from pathlib import Path

import pytest
from django.contrib.auth.models import Group, User

from lawsite.laws.permissions import EDITORS_GROUP

pytestmark = pytest.mark.browser
PASSWORD = "pw-browser-csp-1"
PBN = (Path(__file__).resolve().parents[1] / "rulings" / "data" / "defender_ruffs_trick4.pbn").read_text(
    encoding="utf-8"
)
IN_VIEWPORT = "e => { const r = e.getBoundingClientRect(); return r.top > -2 && r.top < innerHeight; }"

# Runs in every document before its own scripts; Playwright adds it outside the page's policy.
WATCH_VIOLATIONS = """
window.__violations = [];
document.addEventListener("securitypolicyviolation", function (e) {
  window.__violations.push(e.violatedDirective + " blocked " + (e.blockedURI || "inline"));
});
"""

PUBLIC_PAGES = [
    "/en/",
    "/el/laws/55/?cols=en&cols=el&cols=pl",
    "/en/laws/43/",
    "/pl/laws/67/",
    "/en/laws/90/",
    "/en/glossary/",
    "/en/search/?q=revoke",
    "/en/rulings/",
    "/en/rulings/pbn/",
    "/el/rulings/claim/?n=AQ...&e=.32..&s=32...&w=K4...&trumps=NT&declarer=S&leader=S&claimer=S&claimed=2",
    "/pl/rulings/weighted-score/",
    "/el/rulings/what-happened/?q=%CE%B2%CE%B3%CE%AE%CE%BA%CE%B5&phase=play",
    "/pl/rulings/insufficient-bid/?dealer=N&auction_before=1NT&offender=E&irregular_call=1S&accepted_by_lho=no",
    "/en/editor/changes/",
    "/en/editor/status/",
    "/en/accounts/login/",
    "/admin/login/",
    "/en/laws/no-such-law/",
]
EDITOR_PAGES = [
    "/en/editor/",
    "/en/editor/law/55/",
    "/en/editor/law/55/add/",
    "/en/editor/law/55/paste/",
    "/en/editor/commentary/dummy-limitations/en/",
    "/en/editor/example/defenders-disagree/en/",
    "/en/reports/references/",
]


@pytest.fixture
def watched(open_page):
    """A page whose CSP violations (events and console reports) are collected; ``check()`` asserts none."""

    def make(**options):
        page = open_page(**options)
        page.add_init_script(WATCH_VIOLATIONS)
        console = []
        page.on("console", lambda message: console.append(message.text))

        def violations():
            events = page.evaluate("window.__violations || []")
            reports = [text for text in console if "Content Security Policy" in text]
            return events + reports

        page.violations = violations
        return page

    return make


def sign_in(page, site, name, next_path):
    page.goto(f"{site}/en/accounts/login/?next={next_path}")
    page.locator("input[name=username]").fill(name)
    page.locator("input[name=password]").fill(PASSWORD)
    page.locator(".login-form button[type=submit]").click()
    page.wait_for_url(re.compile(re.escape(next_path) + "$"))


@pytest.fixture
def editor_name(db):
    user = User.objects.create_user("csp-browser-editor", password=PASSWORD)
    user.groups.add(Group.objects.get_or_create(name=EDITORS_GROUP)[0])
    return user.username


def test_the_watcher_sees_a_violation_when_there_is_one(site, watched):
    """So a clean result below means something: an inline script under the site's own policy is reported."""
    page = watched()
    policy = "default-src 'self'; script-src 'self'"

    def fulfil(route):
        route.fulfill(
            status=200,
            content_type="text/html",
            headers={"Content-Security-Policy": policy},
            body="<!doctype html><p>x</p><script>document.title = 'ran';</script>",
        )

    page.route(site + "/inline-sample", fulfil)
    page.goto(site + "/inline-sample")
    page.wait_for_load_state("load")
    assert page.title() != "ran"
    assert any("script-src" in v for v in page.violations())


def test_public_pages_load_without_a_violation(site, watched):
    """One page visits every kind of public page in turn (the content is loaded once for all of them)."""
    page = watched()
    for path in PUBLIC_PAGES:
        response = page.goto(site + path)
        policy = response.headers.get("content-security-policy", "")
        assert "script-src 'self'" in policy and "default-src 'self'" in policy, path
        page.wait_for_load_state("load")
        assert page.violations() == [], path


def test_a_permalink_still_scrolls_to_its_clause(site, watched):
    page = watched()
    page.goto(site + "/en/laws/55B1/")
    page.wait_for_load_state("load")  # law.js is deferred: it has run by now
    # page.evaluate, not wait_for_function: the latter's polling evaluates a string, which the policy forbids
    assert page.evaluate("scrollY") > 0
    assert page.locator("#c-55B1").evaluate(IN_VIEWPORT)
    assert page.violations() == []


@pytest.mark.parametrize("javascript", [True, False], ids=["js", "no-js"])
def test_the_search_box_still_finds_law_texts(site, watched, javascript):
    page = watched(javascript=javascript)
    page.goto(site + "/en/laws/55/")
    page.locator("#site-search").fill("revoke")
    page.locator("#site-search").press("Enter")
    page.wait_for_url(re.compile(r"/en/search/\?q=revoke"))
    assert page.locator(".search-results > li").count() > 0
    if javascript:
        assert page.violations() == []


def test_the_ruling_assistant_and_the_pbn_page_answer_without_a_violation(site, watched):
    page = watched()
    page.goto(site + "/en/rulings/pbn/")
    page.locator("textarea[name=pbn]").fill(PBN)
    page.locator("form.assistant-form button[type=submit]").first.click()
    page.wait_for_load_state("load")
    assert "revok" in page.locator("main").inner_text().lower()
    assert page.violations() == []


def test_the_claim_forms_card_picker_and_statement_buttons_work_without_a_violation(site, watched):
    page = watched()
    page.goto(site + "/en/rulings/claim/")
    page.locator('.picker-card[data-card="SA"]').click()  # North's hand is the one being filled at first
    assert page.locator("input[name=n]").input_value() == "A.-.-.-"
    page.locator('[data-step="rest"]').click()
    assert page.locator("input[name=statement]").input_value() == "rest"
    assert page.violations() == []


def test_editor_pages_and_the_live_preview_work_without_a_violation(site, watched, editor_name):
    page = watched()
    edit_path = "/en/editor/clause/55C/en/"
    sign_in(page, site, editor_name, edit_path)
    page.locator("textarea[name=text]").fill("A wording typed in the browser, citing Law 53.")
    preview = page.locator("#preview .preview-body", has_text="A wording typed in the browser")
    preview.wait_for()  # the live preview: editor.js posted the text and showed the fragment, no button pressed
    assert preview.locator("a[href$='/laws/53/']").count() == 1
    page.locator("button[value=save]").click()
    page.wait_for_url(re.compile(r"/en/laws/55C/$"))
    assert page.violations() == []
    for path in [*EDITOR_PAGES, "/en/editor/history/clause/55C/en/", "/en/editor/history/clause/55C/en/diff/?a=1&b=2"]:
        page.goto(site + path)
        page.wait_for_load_state("load")
        assert page.violations() == [], path
