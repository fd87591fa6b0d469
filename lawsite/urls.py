from django.conf.urls.i18n import i18n_patterns
from django.contrib import admin
from django.urls import include, path

from lawsite.search import views as search_views

urlpatterns = [
    path("admin/", admin.site.urls),
    path("api/search", search_views.api, name="api-search"),
]
urlpatterns += i18n_patterns(
    path("", include("lawsite.laws.urls")),
    path("", include("lawsite.search.urls")),
    path("rulings/", include("lawsite.assistant.urls")),
    path("editor/import/", include("lawsite.importing.urls")),
    path("editor/", include("lawsite.editor.urls")),
    path("accounts/", include("django.contrib.auth.urls")),
)
