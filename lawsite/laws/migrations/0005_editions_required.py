"""Editions, step 3 of 3: every record has its edition; natural keys are unique within an edition."""

import django.db.models.deletion
import django.db.models.manager
from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("laws", "0004_editions_data"),
    ]

    operations = (
        [
            migrations.AlterField(
                model_name=model,
                name="edition",
                field=models.ForeignKey(
                    on_delete=django.db.models.deletion.CASCADE, related_name=related, to="laws.edition"
                ),
            )
            for model, related in [
                ("chapter", "chapters"),
                ("law", "laws"),
                ("clause", "clauses"),
                ("commentary", "commentaries"),
                ("workedexample", "examples"),
            ]
        ]
        + [
            migrations.AlterField(
                model_name="law",
                name="chapter",
                field=models.ForeignKey(
                    on_delete=django.db.models.deletion.RESTRICT, related_name="laws", to="laws.chapter"
                ),
            ),
        ]
        + [
            migrations.AlterModelManagers(name=model, managers=[("all_editions", django.db.models.manager.Manager())])
            for model in ("chapter", "law", "clause", "commentary", "workedexample")
        ]
        + [
            migrations.AlterModelOptions(
                name="chapter", options={"default_manager_name": "all_editions", "ordering": ["position"]}
            ),
            migrations.AlterModelOptions(
                name="law", options={"default_manager_name": "all_editions", "ordering": ["number"]}
            ),
            migrations.AlterModelOptions(
                name="clause", options={"default_manager_name": "all_editions", "ordering": ["law__number", "position"]}
            ),
            migrations.AlterModelOptions(
                name="commentary",
                options={
                    "default_manager_name": "all_editions",
                    "ordering": ["law__number", "slug"],
                    "verbose_name_plural": "commentaries",
                },
            ),
            migrations.AlterModelOptions(
                name="workedexample",
                options={"default_manager_name": "all_editions", "ordering": ["law__number", "position", "slug"]},
            ),
            migrations.AddConstraint(
                model_name="chapter",
                constraint=models.UniqueConstraint(fields=("edition", "position"), name="one_chapter_per_position"),
            ),
            migrations.AddConstraint(
                model_name="law",
                constraint=models.UniqueConstraint(fields=("edition", "number"), name="one_law_per_number"),
            ),
            migrations.AddConstraint(
                model_name="clause",
                constraint=models.UniqueConstraint(fields=("edition", "clause_id"), name="one_clause_per_id"),
            ),
            migrations.AddConstraint(
                model_name="commentary",
                constraint=models.UniqueConstraint(fields=("edition", "slug"), name="one_commentary_per_slug"),
            ),
            migrations.AddConstraint(
                model_name="workedexample",
                constraint=models.UniqueConstraint(fields=("edition", "slug"), name="one_example_per_slug"),
            ),
        ]
    )
