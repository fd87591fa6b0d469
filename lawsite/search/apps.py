from django.apps import AppConfig


class SearchConfig(AppConfig):
    name = "lawsite.search"
