from django.conf.urls.i18n import i18n_patterns
from django.contrib import admin
from django.urls import include, path

from lawsite.editions import views as editions_views
from lawsite.laws import api as laws_api
from lawsite.laws import converters  # noqa: F401 - registers <edition:…>
from lawsite.laws import views as law_views
from lawsite.search import views as search_views

urlpatterns = [
    path("admin/", admin.site.urls),
    path("api/search", search_views.api, name="api-search"),
    path("api/laws/<int:number>.json", law_views.law_data, name="law-data"),
    path("api/<edition:edition>/laws/<int:number>.json", law_views.law_data, name="law-data"),
    path("api/offline.json", law_views.offline_book, name="offline-book"),
    path("api/glossary.json", search_views.glossary_data, name="glossary-data"),
    path("sw.js", law_views.service_worker, name="service-worker"),
    path("api/<edition:edition>/laws/<str:clause_ref>", laws_api.clause, name="api-clause"),
    path("api/editions/<edition:a>/compare/<edition:b>", editions_views.compare_api, name="api-compare"),
]
urlpatterns += i18n_patterns(
    path("", include("lawsite.laws.urls")),
    path("", include("lawsite.editions.urls")),
    path("", include("lawsite.search.urls")),
    path("rulings/", include("lawsite.assistant.urls")),
    path("editor/import/", include("lawsite.importing.urls")),
    path("editor/", include("lawsite.editor.urls")),
    path("accounts/", include("django.contrib.auth.urls")),
)
