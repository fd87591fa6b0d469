from django.apps import AppConfig


class EditorConfig(AppConfig):
    name = "lawsite.editor"
