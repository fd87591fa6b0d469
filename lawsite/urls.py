from django.conf.urls.i18n import i18n_patterns
from django.contrib import admin
from django.urls import include, path

urlpatterns = [
    path("admin/", admin.site.urls),
]
urlpatterns += i18n_patterns(
    path("", include("lawsite.laws.urls")),
    path("", include("lawsite.search.urls")),
    path("rulings/", include("lawsite.assistant.urls")),
    path("editor/", include("lawsite.editor.urls")),
    path("accounts/", include("django.contrib.auth.urls")),
)
