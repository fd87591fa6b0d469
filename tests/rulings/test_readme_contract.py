"""The JSON contract is complete in lawsite/rulings/README.md: every situation, field and value the CLI knows."""

import dataclasses
import re
import typing
from pathlib import Path

import pytest

from lawsite.rulings import facts, rule_dict

README = Path(__file__).resolve().parents[2] / "lawsite" / "rulings" / "README.md"
CONTRACT = README.read_text(encoding="utf-8").split("## The JSON contract", 1)[1].split("\n## ", 1)[0]
#: Every choice the reader offers, by the field it is offered for.
CHOICES = {
    "attention_drawn": facts.ATTENTION_DRAWN,
    "established_by": facts.ESTABLISHED_BY,
    "suit": facts.SUITS,
    "event": facts.DUMMY_EVENTS,
    "defender_irregularity": facts.DEFENDER_IRREGULARITIES,
    "choices": facts.LEAD_CHOICES,
    "defect": facts.DEFECTS,
    "discovered": facts.DISCOVERED,
    "edition": facts.EDITIONS,
    "faced_card": facts.FACED_CARDS,
}
SAMPLE = {
    "situation": "revoke",
    "declarer": "S",
    "offender": "E",
    "revoke_trick": 2,
    "trick_winners": ["N", "E"],
    "established": True,
}


def section(heading: str) -> str:
    """The text under one `### heading` of the contract, up to the next heading."""
    match = re.search(rf"^### {re.escape(heading)}[^\n]*\n(.*?)(?=^### |\Z)", CONTRACT, re.M | re.S)
    assert match, f"no section {heading!r} in the README's contract"
    return match.group(1)


def table_fields(text: str) -> set[str]:
    """The field names in the first column of a section's table (`a`, `b` in one cell counts both)."""
    names = set()
    for line in text.splitlines():
        if line.startswith("| `"):
            names |= set(re.findall(r"`([A-Za-z_0-9.\[\]]+)`", line.split("|")[1]))
    return names


def facts_classes() -> dict[str, type]:
    classes = typing.get_args(facts.Facts)
    return {next(f.default for f in dataclasses.fields(c) if f.name == "situation"): c for c in classes}


def accepted_fields(situation: str) -> set[str]:
    """The fields of one situation, less those every situation takes (documented under "Input: common"):
    a dataclass's fields, or an auction and play family's FIELDS."""
    if situation in facts.AUCTION_PLAY_SITUATIONS:
        from lawsite.rulings.auction_play import FAMILIES

        return set(FAMILIES[situation].FIELDS) - {"situation", "declarer", "edition"}
    return {f.name for f in dataclasses.fields(facts_classes()[situation])} - {"situation", "declarer", "edition"}


def test_the_common_fields_are_documented_and_taken_by_every_situation():
    common = table_fields(section("Input: common"))
    assert {"situation", "declarer", "edition"} <= common
    for cls in facts_classes().values():
        assert {"declarer", "edition"} <= {f.name for f in dataclasses.fields(cls)}, cls


def test_the_contract_is_in_the_readme_itself():
    assert "RULINGS.md" not in README.read_text(encoding="utf-8")
    for part in ("Input: common", "Output", "Played boards"):
        section(part)


def test_every_situation_has_a_section():
    assert set(facts_classes()) | set(facts.AUCTION_PLAY_SITUATIONS) == set(facts.SITUATIONS)
    common = section("Input: common")
    for situation in facts.SITUATIONS:
        assert f'`"{situation}"`' in common
        section(f"`{situation}`")


@pytest.mark.parametrize("situation", facts.SITUATIONS)
def test_every_field_the_cli_accepts_is_documented_for_its_situation(situation):
    fields = accepted_fields(situation)
    assert fields, situation
    assert fields <= table_fields(section(f"`{situation}`"))


def test_the_nested_revoke_of_dummys_question_is_documented():
    nested = {f.name for f in dataclasses.fields(facts.DummyRevoke)}
    row = next(line for line in section("`dummy_limitation`").splitlines() if line.startswith("| `revoke`"))
    assert all(f"`{name}`" in row for name in nested)


@pytest.mark.parametrize(("field", "values"), CHOICES.items())
def test_every_value_of_a_choice_is_named(field, values):
    text = CONTRACT
    assert all(f'`"{value}"`' in text or f"`{value}`" in text for value in values), field


def test_every_output_field_is_documented():
    output = table_fields(section("Output"))
    ruling = rule_dict(SAMPLE)
    assert set(ruling) <= output
    assert set(ruling["steps"][0]) <= output | set(re.findall(r"`([a-z_]+)`", section("Output")))


def test_the_documented_field_list_is_what_the_cli_accepts():
    """So the test above could fail: a field the README does not list is refused by the CLI."""
    from lawsite.rulings import FactsError, facts_from_dict

    accepted = accepted_fields("revoke")
    assert {"offender", "revoke_trick", "trick_winners", "established", "faced_card", "suit"} <= accepted
    with pytest.raises(FactsError) as refused:
        facts_from_dict({**SAMPLE, "revoke_tricks": 2})
    assert refused.value.field == "revoke_tricks"
