from django.apps import AppConfig


class ImportingConfig(AppConfig):
    name = "lawsite.importing"
    verbose_name = "Importing books"
