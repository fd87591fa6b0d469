from django.apps import AppConfig


class SearchConfig(AppConfig):
    name = "lawsite.search"

    def ready(self):
        from lawsite.laws.rendering import DISPLAY_FILTERS
        from lawsite.laws.signals import content_changed

        from .terms import link_defined_terms
        from .updates import index_changed_content

        content_changed.connect(index_changed_content, dispatch_uid="lawsite.search.index_changed_content")
        if link_defined_terms not in DISPLAY_FILTERS:
            DISPLAY_FILTERS.append(link_defined_terms)
