"""Whatever arrives in the query string or the PBN box, the assistant answers with a page, never a 500, and escapes it."""

from urllib.parse import urlencode

import pytest
from django.test import Client
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from lawsite.assistant import situations

pytestmark = pytest.mark.django_db

SCRIPT = "<script>alert(1)</script>"
HOSTILE_VALUES = [SCRIPT, "9" * 5000, "-1", "1e309", "0x10", "١٣", "N" * 400, "\u202e", "yes\x00", "", " "]


def assert_safe(response):
    assert response.status_code == 200, response.status_code
    page = response.content.decode()
    assert SCRIPT not in page
    assert "<script>alert" not in page


@pytest.mark.parametrize("slug", sorted(situations.SITUATIONS))
@pytest.mark.parametrize("value", HOSTILE_VALUES)
def test_every_field_refuses_hostile_values_with_a_page(client, slug, value):
    fields = situations.SITUATIONS[slug].form_class.base_fields
    params = {name: value for name in fields}
    params["declarer"] = params.get("declarer") or "S"
    assert_safe(client.get(f"/en/rulings/{slug}/?" + urlencode(params)))


def test_a_script_in_the_facts_link_is_escaped(client):
    facts = '{"situation": "revoke", "declarer": "<script>alert(1)</script>"}'
    assert_safe(client.get("/en/rulings/?" + urlencode({"facts": facts})))
    assert_safe(client.get("/en/rulings/?" + urlencode({"facts": SCRIPT})))


def test_hostile_pbn_is_escaped(client):
    for text in (SCRIPT, f'[Deal "{SCRIPT}"]', f'[Deal "N:{SCRIPT} - - -"]', "%" * 30000, "[" * 5000):
        assert_safe(client.post("/en/rulings/pbn/", {"pbn": text}))


text_values = st.one_of(
    st.text(max_size=30),
    st.integers(-(10**30), 10**30).map(str),
    st.sampled_from(["N", "E", "S", "W", "yes", "no", "on", "later", "accept", "retract", "SSSENWSSSSSSS", SCRIPT]),
)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.sampled_from(sorted(situations.SITUATIONS)), st.data())
def test_arbitrary_query_strings_never_fail(slug, data):
    names = sorted(situations.SITUATIONS[slug].form_class.base_fields)
    params = data.draw(st.dictionaries(st.sampled_from(names), text_values, max_size=len(names)))
    params.setdefault("declarer", "S")
    assert_safe(Client().get(f"/en/rulings/{slug}/?" + urlencode(params)))


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    st.recursive(
        st.none() | st.booleans() | st.integers() | st.text(max_size=10),
        lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    )
)
def test_arbitrary_json_facts_never_fail(value):
    import json

    response = Client().get("/en/rulings/?" + urlencode({"facts": json.dumps(value)}))
    assert response.status_code in (200, 302)
    if response.status_code == 302:
        assert_safe(Client().get(response["Location"]))
