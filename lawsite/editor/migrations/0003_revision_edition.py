"""Revisions name the edition of their text. Existing history is of edition 2017, except the revisions
of texts the laws migration 0004 moved into another edition (the Polish Law 67, 2007 wording): those
follow their text."""

from django.db import migrations, models


def forward(apps, schema_editor):
    Revision = apps.get_model("editor", "Revision")
    ClauseText = apps.get_model("laws", "ClauseText")
    moved = set(
        ClauseText.objects.exclude(clause__edition__code="2017").values_list(
            "clause__clause_id", "language", "clause__edition__code"
        )
    )
    for clause_id, language, code in moved:
        Revision.objects.filter(kind="clause", key=clause_id, language=language).update(edition=code)


def backward(apps, schema_editor):
    pass  # the column goes; the history stays


class Migration(migrations.Migration):
    dependencies = [
        ("editor", "0002_editors_group"),
        ("laws", "0005_editions_required"),
    ]

    operations = [
        migrations.RemoveConstraint(model_name="revision", name="one_number_per_text"),
        migrations.AddField(
            model_name="revision", name="edition", field=models.CharField(default="2017", max_length=4)
        ),
        migrations.AlterField(model_name="revision", name="edition", field=models.CharField(max_length=4)),
        migrations.AddConstraint(
            model_name="revision",
            constraint=models.UniqueConstraint(
                fields=("edition", "kind", "key", "language", "number"), name="one_number_per_text"
            ),
        ),
        migrations.AlterField(
            model_name="revision",
            name="origin",
            field=models.CharField(
                choices=[
                    ("edit", "edit"),
                    ("restore", "restore"),
                    ("paste", "paste"),
                    ("load", "load"),
                    ("copy", "copy"),
                ],
                default="edit",
                max_length=8,
            ),
        ),
        migrations.RunPython(forward, backward),
    ]
