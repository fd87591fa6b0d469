from django.urls import path

from . import views

app_name = "editor"
_TEXT = "<str:kind>/<str:key>/<str:language>/"
urlpatterns = [
    path("", views.index, name="index"),
    path("status/", views.status_dashboard, name="status"),
    path("changes/", views.changes, name="changes"),
    path("law/<int:number>/", views.law_texts, name="law"),
    path("law/<int:number>/add/", views.add_clause, name="add_clause"),
    path("law/<int:number>/paste/", views.paste_law, name="paste_law"),
    path("clause/<str:clause_id>/<str:language>/", views.edit_clause, name="edit_clause"),
    path("commentary/<slug:slug>/<str:language>/", views.edit_commentary, name="edit_commentary"),
    path("example/<slug:slug>/<str:language>/", views.edit_example, name="edit_example"),
    path(f"preview/{_TEXT}", views.preview, name="preview"),
    path(f"history/{_TEXT}", views.history, name="history"),
    path(f"history/{_TEXT}diff/", views.diff, name="diff"),
    path(f"history/{_TEXT}restore/<int:number>/", views.restore, name="restore"),
]
