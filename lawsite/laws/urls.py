from django.urls import path

from . import views

app_name = "laws"
urlpatterns = [
    path("", views.home, name="home"),
    path("laws/<str:clause_ref>/", views.clause_page, name="clause"),
    path("reports/references/", views.references_report, name="references_report"),
    path("offline/", views.offline_page, name="offline"),
    path("manifest.webmanifest", views.manifest, name="manifest"),
]
