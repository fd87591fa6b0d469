"""The glossary: longest terms first, and defined terms in rendered law text linked to their definition."""

from pathlib import Path

from lawsite.search.analyzers import words
from lawsite.search.glossary import link_terms, load_glossary

GLOSSARY = Path(__file__).resolve().parent.parent.parent / "laws_content" / "glossary.toml"


def definition_url(term):
    return f"/en/laws/{term.defined_in}/" if term.defined_in.isdigit() else None


def test_the_longest_defined_term_wins():
    glossary = load_glossary(GLOSSARY)
    found = glossary.find(words("the lead out of turn was a penalty card"))
    assert [(term.key, first, past) for first, past, term in found] == [
        ("lead-out-of-turn", 1, 5),
        ("penalty-card", 7, 9),
    ]


def test_inflected_forms_find_their_term_in_each_language():
    glossary = load_glossary(GLOSSARY)
    assert [t.key for _, _, t in glossary.find(["renonsu"])] == ["revoke"]
    assert [t.key for _, _, t in glossary.find(["ρενονς"])] == ["revoke"]
    assert [t.key for _, _, t in glossary.find(["kartę", "przygwożdżoną"])] == ["penalty-card"]


def test_defined_terms_in_law_text_link_to_their_definition_once_and_never_inside_a_link():
    glossary = load_glossary(GLOSSARY)
    html = (
        '<p>The <a href="/en/laws/50/">penalty card</a> stays. A penalty card is faced; '
        "another penalty card too. The Director rules.</p>"
    )
    linked = link_terms(html, "en", glossary, definition_url)
    assert (
        linked.count(
            '<a class="term" href="/en/laws/50/" data-term="penalty-card" title="penalty card: Law 50">penalty card</a>'
        )
        == 1
    )
    assert '<a href="/en/laws/50/">penalty card</a>' in linked
    assert '<a class="term" href="/en/laws/81/" data-term="director" title="Director: Law 81">Director</a>' in linked


def test_a_term_without_a_definition_page_stays_plain_and_urls_are_escaped():
    glossary = load_glossary(GLOSSARY)
    assert link_terms("<p>the dummy</p>", "en", glossary, definition_url) == "<p>the dummy</p>"
    linked = link_terms("<p>λεβέ</p>", "el", glossary, lambda term: '/x?a=1&b="2"')
    assert 'href="/x?a=1&amp;b=&quot;2&quot;"' in linked
