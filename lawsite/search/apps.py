from django.apps import AppConfig


class SearchConfig(AppConfig):
    name = "lawsite.search"

    def ready(self):
        from lawsite.laws.signals import content_changed

        from .updates import index_changed_content

        content_changed.connect(index_changed_content, dispatch_uid="lawsite.search.index_changed_content")
