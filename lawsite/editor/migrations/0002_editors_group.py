"""The ``editors`` group exists from the start, so an admin only has to add people to it."""

from django.db import migrations

EDITORS_GROUP = "editors"  # lawsite.laws.permissions.EDITORS_GROUP, frozen as migrations must be


def create_group(apps, schema_editor):
    apps.get_model("auth", "Group").objects.get_or_create(name=EDITORS_GROUP)


class Migration(migrations.Migration):
    dependencies = [
        ("editor", "0001_initial"),
        ("auth", "0012_alter_user_first_name_max_length"),
    ]

    operations = [migrations.RunPython(create_group, migrations.RunPython.noop)]
