from django.apps import AppConfig


class EditorConfig(AppConfig):
    name = "lawsite.editor"

    def ready(self):
        from lawsite.laws import web_edits

        from .loads import RevisionHistory

        web_edits.register(RevisionHistory())  # a content load keeps or refuses what editors changed
