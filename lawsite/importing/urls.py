from django.urls import path

from . import views

app_name = "importing"
urlpatterns = [
    path("", views.upload, name="upload"),
    path("accept/", views.accept, name="accept"),
    path("download/", views.download, name="download"),
]
