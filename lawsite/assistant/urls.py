app_name = "assistant"
urlpatterns = []
