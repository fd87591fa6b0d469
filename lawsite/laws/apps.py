from django.apps import AppConfig


class LawsConfig(AppConfig):
    name = "lawsite.laws"
    verbose_name = "Laws"
