from django.urls import path

from lawsite.laws import converters  # noqa: F401 - registers <edition:…>

from . import views

app_name = "editor"
_TEXT = "<str:kind>/<str:key>/<str:language>/"
# The texts of the edition in force at their plain addresses; every other edition (a draft, a
# superseded one) under its code, with the same names: reverse picks by the number of arguments.
_EDITIONED = [
    ("", views.index, "index"),
    ("law/<int:number>/", views.law_texts, "law"),
    ("law/<int:number>/add/", views.add_clause, "add_clause"),
    ("law/<int:number>/paste/", views.paste_law, "paste_law"),
    ("clause/<str:clause_id>/<str:language>/", views.edit_clause, "edit_clause"),
    ("commentary/<slug:slug>/<str:language>/", views.edit_commentary, "edit_commentary"),
    ("example/<slug:slug>/<str:language>/", views.edit_example, "edit_example"),
    (f"preview/{_TEXT}", views.preview, "preview"),
    (f"history/{_TEXT}", views.history, "history"),
    (f"history/{_TEXT}diff/", views.diff, "diff"),
    (f"history/{_TEXT}restore/<int:number>/", views.restore, "restore"),
]
urlpatterns = [
    path("status/", views.status_dashboard, name="status"),
    path("changes/", views.changes, name="changes"),
    *(path(route, view, name=name) for route, view, name in _EDITIONED),
    *(path(f"<edition:edition>/{route}", view, name=name) for route, view, name in _EDITIONED),
]
