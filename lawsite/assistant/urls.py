from django.urls import path

from . import views

app_name = "assistant"
urlpatterns = [
    path("", views.index, name="index"),
    path("pbn/", views.pbn, name="pbn"),
    path("what-happened/", views.finder, name="finder"),
    path("<slug:slug>/", views.situation, name="situation"),
]
