from django.urls import path

from . import views, views_claims

app_name = "assistant"
urlpatterns = [
    path("", views.index, name="index"),
    path("pbn/", views.pbn, name="pbn"),
    path("what-happened/", views.finder, name="finder"),
    path("claim/", views_claims.claim, name="claim"),
    path("claim/from-pbn/", views_claims.claim_from_pbn, name="claim_from_pbn"),
    path("weighted-score/", views_claims.weighted_score, name="weighted_score"),
    path("<slug:slug>/", views.situation, name="situation"),
]
