"""Whatever a visitor puts in the query string of a public page, the answer is a page, never a 500.

The pages come from the URLconf itself: every named URL is either public (listed in PUBLIC with the
query parameters its view reads) or editor-only (listed in EDITOR_ONLY, and checked to send an
anonymous visitor to sign in), so a new view fails here until someone says which it is. Each public
page then gets Hypothesis-drawn values in every parameter it reads and in one it does not: text,
digits of other scripts (superscripts pass ``str.isdigit`` and fail ``int``), huge numbers, NUL, lone
surrogates and bytes that are not UTF-8, sent as a raw query string.
"""

from urllib.parse import quote

import pytest
from django.test import Client
from django.urls import URLPattern, URLResolver, get_resolver, reverse
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from lawsite.assistant import situations
from lawsite.query_params import integer_param

pytestmark = pytest.mark.usefixtures("content", "search_index")

_TEXT = {"kind": "clause", "key": "55B1", "language": "en"}
SEARCH = ["q", "page", "law", "lang", "chapter"]
#: URL name -> (URL arguments, the query parameters its view reads).
PUBLIC = {
    "laws:home": ({}, []),
    "laws:clause": ({"clause_ref": "55"}, ["cols"]),
    "search:search": ({}, SEARCH),
    "search:api": ({}, SEARCH),
    "api-search": ({}, SEARCH),
    "search:glossary": ({}, []),
    "assistant:index": ({}, ["facts"]),
    "assistant:pbn": ({}, ["pbn"]),
    "assistant:claim_from_pbn": ({}, []),  # by GET, back to the claim page; a file comes by POST
    "assistant:claim": (
        {},
        ["n", "e", "s", "w", "trumps", "declarer", "leader", "played", "claimer", "claimed", "statement"]
        + ["unaware", "agreed", "withdrawn", "period", "irrational"],
    ),
    "assistant:weighted_score": (
        {},
        ["vulnerable", "scoring", "other_table", "others"]
        + [f"{name}{row}" for row in (1, 2, 3, 4) for name in ("contract", "declarer", "tricks", "weight")],
    ),
    "assistant:finder": ({}, ["q", "phase", "what", "who", "when"]),
    "editor:status": ({}, []),
    "editor:changes": ({}, ["law", "language"]),
    "editor:history": (_TEXT, []),
    "editor:diff": (_TEXT, ["a", "b"]),
    "login": ({}, ["next"]),
    "logout": ({}, ["next"]),
    "password_change": ({}, []),
    "password_change_done": ({}, []),
    "password_reset": ({}, []),
    "password_reset_done": ({}, []),
    "password_reset_confirm": ({"uidb64": "MQ", "token": "set-password"}, []),
    "password_reset_complete": ({}, []),
    "admin:login": ({}, ["next"]),
    "editions:index": ({}, []),
    "editions:compare": ({"a": "2007", "b": "2017"}, ["lang", "law"]),
    "editions:compare_clause": ({"a": "2007", "b": "2017", "clause_ref": "67"}, ["lang"]),
    "api-clause": ({"edition": "2017", "clause_ref": "55B1"}, []),
    "api-compare": ({"a": "2007", "b": "2017"}, ["law"]),
    "law-data": ({"number": 55}, []),
    "offline-book": ({}, []),
    "glossary-data": ({}, []),
    "service-worker": ({}, []),
    "laws:offline": ({}, []),
    "laws:manifest": ({}, []),
}
#: The situation pages read their form's fields (named with the form's prefix, if any).
SITUATION_PAGES = {
    slug: ({"slug": slug}, [form[name].html_name for name in form.fields])
    for slug, form in ((slug, s.form_class()) for slug, s in situations.SITUATIONS.items())
}
EDITOR_ONLY = {
    "laws:references_report": {},
    "editor:index": {},
    "editor:law": {"number": 55},
    "editor:add_clause": {"number": 55},
    "editor:paste_law": {"number": 55},
    "editor:edit_clause": {"clause_id": "55B1", "language": "en"},
    "editor:edit_commentary": {"slug": "slug", "language": "en"},
    "editor:edit_example": {"slug": "slug", "language": "en"},
    "editor:preview": _TEXT,
    "editor:restore": {**_TEXT, "number": 1},
    "editions:manage": {},
    "editions:create_draft": {},
    "editions:publish": {"edition": "2017"},
    "editions:add_renumbering": {},
    "editions:delete_renumbering": {"pk": 1},
    "importing:upload": {},
    "importing:accept": {},
    "importing:download": {},
}

HOSTILE = ["²", "٣", "１２", "9" * 5000, str(2**63), "-1", " 7 ", "\x00", "\ud800", ""]
numbers = st.integers(min_value=-(10**40), max_value=10**40).map(str)
digits = st.text(st.characters(categories=["Nd", "No", "Nl"]), min_size=1, max_size=6)
surrogates = st.text(st.characters(categories=["Cs"]), min_size=1, max_size=3)
values = st.one_of(st.sampled_from(HOSTILE), st.text(max_size=40), digits, numbers, surrogates, st.binary(max_size=12))


def url_names(patterns=None, namespace=""):
    for entry in patterns if patterns is not None else get_resolver().url_patterns:
        if isinstance(entry, URLResolver):
            inner = f"{namespace}{entry.namespace}:" if entry.namespace else namespace
            yield from url_names(entry.url_patterns, inner)
        elif isinstance(entry, URLPattern) and entry.name:
            yield namespace + entry.name


def encoded(value) -> str:
    raw = value if isinstance(value, bytes) else value.encode("utf-8", "surrogatepass")
    return quote(raw, safe="")


def query_string(params: list[tuple[object, object]]) -> str:
    return "&".join(f"{encoded(name)}={encoded(value)}" for name, value in params)


def assert_answers(url: str, params) -> None:
    full = f"{url}?{query_string(params)}"
    response = Client().get(full)
    assert response.status_code < 500, (full[:300], response.status_code)


#: More than one URL of a view: a clause permalink redirects to its law page, keeping the query string.
PAGES = {
    **PUBLIC,
    "laws:clause 55B1": ({"clause_ref": "55b1"}, ["cols"]),
    "law-data 2007": ({"edition": "2007", "number": 67}, []),
    **{f"assistant:situation {slug}": page for slug, page in SITUATION_PAGES.items()},
}


def page_url(name: str) -> str:
    kwargs, _ = PAGES[name]
    return reverse(name.split(" ")[0], kwargs=kwargs)


@pytest.mark.parametrize(
    "raw, expected",
    [
        ("7", 7),
        (" 7 ", 7),
        ("93", 93),
        ("055", 55),
        ("1", 1),
        ("094", None),
        ("0" * 30 + "7", None),
        ("0", None),
        ("-1", None),
        ("+7", None),
        ("7.0", None),
        ("", None),
        ("7\x00", None),
        ("²", None),
        ("٣", None),
        ("１２", None),
        ("9" * 5000, None),
    ],
)
def test_integer_param_reads_ascii_digits_within_bounds_only(raw, expected):
    assert integer_param({"law": raw}, "law", 1, 93) == expected
    assert integer_param({}, "law", 1, 93, default=5) == 5


@pytest.fixture(scope="module")
def search_index(loaded_content, django_db_blocker):
    from lawsite.search.updates import rebuild

    with django_db_blocker.unblock():
        rebuild()


def test_every_named_url_is_public_or_editor_only():
    """Django's admin is staff-only apart from its sign-in page (checked below); every other URL is ours."""
    names = {name for name in url_names() if not name.startswith("admin:")} | {"admin:login"}
    assert names == set(PUBLIC) | set(EDITOR_ONLY) | {"assistant:situation"}
    assert set(SITUATION_PAGES) == set(situations.SITUATIONS)


@pytest.mark.parametrize("name", sorted(EDITOR_ONLY))
def test_editor_only_pages_send_a_visitor_to_sign_in(client, name):
    response = client.get(reverse(name, kwargs=EDITOR_ONLY[name]) + "?page=²")
    assert response.status_code == 302 and "/accounts/login/" in response["Location"]


def test_the_admin_sends_a_visitor_to_its_sign_in_page(client):
    response = client.get(reverse("admin:index") + "?page=²")
    assert response.status_code == 302 and response["Location"].startswith(reverse("admin:login"))


WITH_PARAMETERS = sorted(name for name, (_, params) in PAGES.items() if params)
WITHOUT = sorted(name for name, (_, params) in PAGES.items() if not params)


@pytest.mark.parametrize("name", WITH_PARAMETERS)
@pytest.mark.parametrize("value", HOSTILE, ids=range(len(HOSTILE)))
def test_a_hostile_value_in_every_parameter_at_once(name, value):
    _, params = PAGES[name]
    assert_answers(page_url(name), [(param, value) for param in params + ["unknown"]])


@pytest.mark.parametrize("name", WITHOUT)
def test_pages_without_parameters_ignore_hostile_ones(name):
    for value in ("²", "\x00", "\ud800", b"\xff"):
        assert_answers(page_url(name), [("page", value), (value, value)])


def draw_and_ask(name, data):
    _, params = PAGES[name]
    names = st.sampled_from(params) if params else st.nothing()
    drawn = data.draw(st.lists(st.tuples(st.one_of(names, values), values), min_size=1, max_size=6))
    assert_answers(page_url(name), drawn)


@pytest.mark.parametrize("name", WITH_PARAMETERS)
@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_drawn_values_in_any_parameters(name, data):
    draw_and_ask(name, data)


@pytest.mark.parametrize("name", WITHOUT)
@settings(max_examples=2, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_drawn_parameters_on_pages_that_read_none(name, data):
    draw_and_ask(name, data)
