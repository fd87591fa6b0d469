from django.apps import AppConfig


class EditionsConfig(AppConfig):
    """Comparing editions, and drafting and publishing one (depends on laws and editor)."""

    name = "lawsite.editions"
