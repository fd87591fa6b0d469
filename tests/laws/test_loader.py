"""load_content: the real content loads, twice changes nothing, a bad file imports nothing."""

import pytest
from django.core.management import CommandError, call_command

from lawsite.laws.content import ContentError
from lawsite.laws.loader import load_content
from lawsite.laws.models import Clause, ClauseText, Commentary, Law, Reference


def snapshot():
    return (
        list(Law.objects.values_list("number", "titles", "chapter_id")),
        list(Clause.objects.values_list("pk", "clause_id", "position", "parent_id")),
        list(ClauseText.objects.values_list("pk", "clause_id", "language", "heading", "text", "html")),
        list(Reference.objects.values_list("pk", "target_id", "status", "start", "end")),
    )


@pytest.mark.django_db
def test_all_93_laws_exist_with_english_titles(content_copy):
    load_content(content_copy)
    assert Law.objects.count() == 93
    assert not Law.objects.filter(titles__en="").exists()
    assert Law.objects.get(number=55).titles["en"] == "Declarer’s Lead Out of Turn".replace("’", "'")
    assert Law.objects.get(number=66).titles["pl"] == "PRZEGLĄDANIE LEW"


@pytest.mark.django_db
def test_seed_texts_load_as_clauses(content_copy):
    load_content(content_copy)
    en = dict(
        ClauseText.objects.filter(language="en", clause__law__number=55).values_list("clause__clause_id", "heading")
    )
    assert list(en) == ["55A", "55B1", "55B2", "55C"] or set(en) == {"55A", "55B", "55B1", "55B2", "55C"}
    el = set(
        ClauseText.objects.filter(language="el", clause__law__number=55).values_list("clause__clause_id", flat=True)
    )
    assert {"55A", "55B1", "55B2", "55C"} <= el
    pl = set(ClauseText.objects.filter(language="pl").values_list("clause__clause_id", flat=True))
    assert {"67A", "67A1", "67A2", "67B", "67B1", "67B1(a)", "67B1(b)", "67B2(a)", "67B2(b)"} <= pl
    assert Commentary.objects.get(slug="dummy-limitations").texts.count() == 2


@pytest.mark.django_db
def test_loading_twice_changes_nothing(content_copy):
    load_content(content_copy)
    before = snapshot()
    report = load_content(content_copy)
    assert report.changed == 0, report.summary()
    assert snapshot() == before


@pytest.mark.django_db
def test_command_reports_nothing_changed_on_second_run(content_copy, capsys):
    call_command("load_content", str(content_copy))
    call_command("load_content", str(content_copy))
    assert "nothing changed" in capsys.readouterr().out


@pytest.mark.django_db
def test_an_edit_in_a_file_updates_only_that_text(content_copy):
    load_content(content_copy)
    path = content_copy / "editions" / "2017" / "laws" / "055" / "en.md"
    path.write_text(path.read_text().replace("No further rectification applies.", "No further rectification."))
    report = load_content(content_copy)
    assert report.changes["clause texts updated"] == 1
    assert ClauseText.objects.get(clause__clause_id="55B1", language="en").text.endswith("No further rectification.")


BAD_FILES = [
    ("editions/2017/laws/055/en.md", lambda t: t.replace("Law: 55\n", "Law 55\n"), 1, "broken front matter"),
    (
        "editions/2017/laws/055/en.md",
        lambda t: t.replace("Language: en\n", "Language: fr\n"),
        1,
        "is not one of en, el, pl",
    ),
    ("editions/2017/laws/055/en.md", lambda t: t.replace("C. Declarer", "D. Declarer"), 13, "section D out of order"),
    ("editions/2017/laws/055/el.md", lambda t: t.replace("Γ.\n", "Β.\n"), 13, "section B out of order"),
    (
        "editions/2007/laws/067/pl.md",
        lambda t: t.replace("2. Jeżeli wykraczający zagrał", "3. Jeżeli wykraczający zagrał"),
        8,
        "item 3 out of order",
    ),
    (
        "editions/2017/laws/043/commentary/dummy-limitations.en.md",
        lambda t: t.replace("Law: 43\n", "Law: 43\nClause: 43Q9\n"),
        1,
        "unknown clause id",
    ),
    ("editions/2017/edition.toml", lambda t: t.replace("[edition]", "[edition"), None, "broken TOML"),
    (
        "glossary.toml",
        lambda t: t.replace('key = "trick"', 'key = "revoke"'),
        30,
        "glossary key 'revoke' also on line 16",
    ),
    (
        "editions/2017/laws/055/examples/declarer-lead-accepted.toml",
        lambda t: t.replace('"declarer_lead_out_of_turn"', '"declarer_lead_out_of_tune"'),
        27,
        "facts.situation: 'declarer_lead_out_of_tune' is not one of",
    ),
    (
        "editions/2017/laws/064/examples/revoke-2007-64c-subsequent-revoke-one-equity-paragraph.toml",
        lambda t: t.replace('true\nedition = "2007"', 'true\nedition = "1997"'),
        26,
        "facts.edition: '1997' is not one of 2017, 2007",
    ),
    ("editions/2017/laws/055/en.md", lambda t: t.replace("Law 16 applies", "Law 16\x00 applies"), 14, "NUL character"),
    ("editions/2017/laws/055/el.md", lambda t: t.replace("Law: 55\n", "Law: 55\x00\n"), 1, "NUL character"),
    (
        "editions/2017/laws/055/examples/declarer-lead-accepted.toml",
        lambda t: t.replace('proper_leader = "W"', 'proper_leader = "W\\u0000"'),
        30,
        "NUL character",
    ),
    (
        "editions/2017/laws/043/commentary/dummy-limitations.en.md",
        lambda t: t.replace("Law 43A3 says", "x" * 5_000_000 + " Law 43A3 says"),
        6,
        "line of 5,000,241 characters",
    ),
]


@pytest.mark.django_db
@pytest.mark.parametrize("relative, corrupt, line, message", BAD_FILES)
def test_malformed_file_names_file_and_line_and_imports_nothing(content_copy, relative, corrupt, line, message):
    load_content(content_copy)
    before = snapshot()
    (content_copy / "editions" / "2017" / "laws" / "055" / "en.md").write_text(
        (content_copy / "editions" / "2017" / "laws" / "055" / "en.md")
        .read_text()
        .replace("No further rectification applies.", "Changed.")
    )
    path = content_copy / relative
    path.write_text(corrupt(path.read_text()))
    with pytest.raises(ContentError) as error:
        load_content(content_copy)
    assert error.value.path.endswith(relative)
    if line is not None:
        assert error.value.line == line
    assert message in error.value.message
    assert snapshot() == before


@pytest.mark.django_db
def test_duplicate_clause_is_refused(content_copy):
    path = content_copy / "editions" / "2007" / "laws" / "067" / "pl.md"
    path.write_text(path.read_text().replace("B. Po zagraniu", "A. Po zagraniu"))
    with pytest.raises(ContentError) as error:
        load_content(content_copy)
    assert "out of order" in error.value.message or "duplicate" in error.value.message


@pytest.mark.django_db
def test_interrupted_import_leaves_database_as_it_was(content_copy, monkeypatch):
    load_content(content_copy)
    before = snapshot()
    path = content_copy / "editions" / "2017" / "laws" / "055" / "en.md"
    path.write_text(path.read_text().replace("No further rectification applies.", "Changed."))
    import lawsite.laws.loader as loader

    def fail(*args, **kwargs):
        raise RuntimeError("power cut")

    monkeypatch.setattr(loader, "refresh_references", fail)
    with pytest.raises(RuntimeError):
        load_content(content_copy)
    assert snapshot() == before


@pytest.mark.django_db
def test_command_fails_with_file_and_line(content_copy):
    path = content_copy / "editions" / "2017" / "laws" / "055" / "en.md"
    path.write_text(path.read_text().replace("C. Declarer", "E. Declarer"))
    with pytest.raises(CommandError, match=r"nothing imported: .*laws/055/en.md:13: section E out of order"):
        call_command("load_content", str(content_copy))


@pytest.mark.django_db
def test_a_change_moves_the_content_version_and_its_time(content_copy):
    from lawsite.laws.models import ContentState

    load_content(content_copy)
    first = ContentState.current()
    path = content_copy / "editions" / "2017" / "laws" / "055" / "en.md"
    path.write_text(path.read_text().replace("No further rectification applies.", "Changed."))
    load_content(content_copy)
    second = ContentState.current()
    assert second.version == first.version + 1
    assert second.updated_at > first.updated_at
    load_content(content_copy)
    assert ContentState.current().version == second.version
