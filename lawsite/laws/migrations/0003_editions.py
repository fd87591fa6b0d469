"""Editions, step 1 of 3: the Edition and Correspondence tables, and an ``edition`` column (empty for now)
on every record of the book; the natural keys stop being unique across the whole table."""

import django.db.models.deletion
from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("laws", "0002_content_state"),
    ]

    operations = [
        migrations.CreateModel(
            name="Edition",
            fields=[
                ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                ("code", models.CharField(max_length=4, unique=True)),
                ("titles", models.JSONField(default=dict)),
                (
                    "status",
                    models.CharField(
                        choices=[("draft", "draft"), ("in_force", "in_force"), ("superseded", "superseded")],
                        default="draft",
                        max_length=12,
                    ),
                ),
                ("in_force_since", models.DateField(blank=True, null=True)),
                ("based_on", models.CharField(blank=True, max_length=4)),
            ],
            options={
                "ordering": ["code"],
                "constraints": [
                    models.UniqueConstraint(
                        condition=models.Q(("status", "in_force")), fields=("status",), name="one_edition_in_force"
                    )
                ],
            },
        ),
        migrations.CreateModel(
            name="Correspondence",
            fields=[
                ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                ("from_edition", models.CharField(max_length=4)),
                ("from_clause", models.CharField(max_length=24)),
                ("to_edition", models.CharField(max_length=4)),
                ("to_clause", models.CharField(max_length=24)),
                ("source", models.CharField(blank=True, max_length=300)),
            ],
            options={
                "ordering": ["from_edition", "to_edition", "from_clause"],
                "constraints": [
                    models.UniqueConstraint(
                        fields=("from_edition", "to_edition", "from_clause"), name="renumbered_once"
                    ),
                    models.UniqueConstraint(
                        fields=("from_edition", "to_edition", "to_clause"), name="renumbered_into_once"
                    ),
                    models.CheckConstraint(
                        condition=models.Q(("from_edition__lt", models.F("to_edition"))), name="renumbered_forward"
                    ),
                ],
            },
        ),
        migrations.AlterField(model_name="chapter", name="position", field=models.PositiveIntegerField()),
        migrations.AlterField(model_name="chapter", name="number", field=models.CharField(blank=True, max_length=8)),
        migrations.AlterField(model_name="law", name="number", field=models.PositiveSmallIntegerField()),
        migrations.AlterField(model_name="clause", name="clause_id", field=models.CharField(max_length=24)),
        migrations.AlterField(model_name="commentary", name="slug", field=models.SlugField(max_length=100)),
        migrations.AlterField(model_name="workedexample", name="slug", field=models.SlugField(max_length=100)),
    ] + [
        migrations.AddField(
            model_name=model,
            name="edition",
            field=models.ForeignKey(
                null=True,
                on_delete=django.db.models.deletion.CASCADE,
                related_name=related,
                to="laws.edition",
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
