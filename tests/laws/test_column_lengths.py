"""What a column cannot hold is refused with its file and line before anything is written, on SQLite
(which would keep it) as on PostgreSQL (which would stop the load with a DataError)."""

import pytest
from django.core.exceptions import ValidationError
from django.core.management import CommandError, call_command

from lawsite.laws.content import ContentError
from lawsite.laws.loader import load_content
from lawsite.laws.models import Clause, ClauseText

LONG_HEADING = "Declarer Might Obtain Information " + "when a revoke is established and the trick " * 8

TOO_LONG = [
    (
        "editions/2017/laws/055/en.md",
        lambda t: t.replace("C. Declarer Might Obtain Information", f"C. {LONG_HEADING}"),
        13,
        f"heading of {len(LONG_HEADING.strip()):,} characters; the database keeps at most 300",
    ),
    (
        "editions/2017/laws/043/commentary/dummy-limitations.en.md",
        lambda t: t.replace("Title: Dummy's limitations", "Title: Dummy's limitations" + " and more" * 40),
        3,
        "title of 419 characters; the database keeps at most 300",
    ),
]


@pytest.mark.django_db
@pytest.mark.parametrize("relative, corrupt, line, message", TOO_LONG)
def test_a_value_longer_than_its_column_names_file_and_line_and_loads_nothing(
    content_copy, relative, corrupt, line, message
):
    path = content_copy / relative
    path.write_text(corrupt(path.read_text(encoding="utf-8")), encoding="utf-8")
    before = list(ClauseText.objects.values_list("pk", "heading", "text"))
    with pytest.raises(ContentError) as error:
        load_content(content_copy)
    assert error.value.path.endswith(relative)
    assert (error.value.line, error.value.message) == (line, message)
    assert list(ClauseText.objects.values_list("pk", "heading", "text")) == before


@pytest.mark.django_db
def test_the_command_says_file_and_line_not_a_traceback(content_copy):
    relative, corrupt, line, message = TOO_LONG[0]
    path = content_copy / relative
    path.write_text(corrupt(path.read_text(encoding="utf-8")), encoding="utf-8")
    with pytest.raises(CommandError) as error:
        call_command("load_content", str(content_copy))
    assert str(error.value) == f"nothing imported: {path}:{line}: {message}"


@pytest.mark.django_db
def test_the_model_refuses_a_heading_longer_than_its_column(content_copy):
    load_content(content_copy)
    text = ClauseText.objects.get(clause__clause_id="55C", clause__edition__code="2017", language="en")
    text.heading = "x" * 301
    with pytest.raises(ValidationError) as error:
        text.save()
    assert error.value.message_dict == {"heading": ["301 characters; at most 300 fit"]}
    assert len(ClauseText.objects.get(pk=text.pk).heading) < 300
    assert Clause.objects.filter(clause_id="55C").exists()
