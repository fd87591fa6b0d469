from django.urls import path

from . import (
    converters,  # noqa: F401 - registers <edition:…>
    views,
)

app_name = "laws"
# Each page twice under one name: without an edition it is the edition in force (permalinks that keep
# their meaning as editions change), with one it is that edition (a point in time).
urlpatterns = [
    path("", views.home, name="home"),
    path("laws/<str:clause_ref>/", views.clause_page, name="clause"),
    path("<edition:edition>/", views.home, name="home"),
    path("<edition:edition>/laws/<str:clause_ref>/", views.clause_page, name="clause"),
    path("reports/references/", views.references_report, name="references_report"),
    path("offline/", views.offline_page, name="offline"),
    path("manifest.webmanifest", views.manifest, name="manifest"),
]
