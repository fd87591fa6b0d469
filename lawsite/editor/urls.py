app_name = "editor"
urlpatterns = []
