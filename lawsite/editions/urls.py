from django.urls import path

from lawsite.laws import converters  # noqa: F401 - registers <edition:…>

from . import views

app_name = "editions"
urlpatterns = [
    path("editions/", views.index, name="index"),
    path("editions/<edition:a>/compare/<edition:b>/", views.compare_page, name="compare"),
    path("editions/<edition:a>/compare/<edition:b>/<str:clause_ref>/", views.compare_clause, name="compare_clause"),
    path("editor/editions/", views.manage, name="manage"),
    path("editor/editions/draft/", views.create_draft, name="create_draft"),
    path("editor/editions/<edition:edition>/publish/", views.publish, name="publish"),
    path("editor/editions/renumbering/", views.add_renumbering, name="add_renumbering"),
    path("editor/editions/renumbering/<int:pk>/delete/", views.delete_renumbering, name="delete_renumbering"),
]
