"""The production settings refuse to start misconfigured and pass Django's deployment checks."""

import pytest

ACCEPTED_DEPLOY_WARNINGS = {
    "security.W005",  # HSTS for subdomains: the operator's choice (DJANGO_HSTS_INCLUDE_SUBDOMAINS)
    "security.W008",  # HTTPS redirect: usually the proxy's job (DJANGO_SSL_REDIRECT)
    "security.W021",  # HSTS preload: the operator's choice (DJANGO_HSTS_PRELOAD)
}


@pytest.mark.parametrize(
    "change, complaint",
    [
        ({"DJANGO_DEBUG": "1"}, "DEBUG"),
        ({"DJANGO_SECRET_KEY": ""}, "DJANGO_SECRET_KEY"),
        ({"DJANGO_SECRET_KEY": "dev-insecure-key-not-for-production"}, "DJANGO_SECRET_KEY"),
        ({"DJANGO_SECRET_KEY": "short"}, "DJANGO_SECRET_KEY"),
        ({"DJANGO_ALLOWED_HOSTS": ""}, "DJANGO_ALLOWED_HOSTS"),
    ],
)
def test_refuses_to_start_misconfigured(prod_env, manage, change, complaint):
    prod_env.update(change)
    result = manage(prod_env, "check", check=False)
    assert result.returncode != 0
    assert "ImproperlyConfigured" in result.stderr
    assert complaint in result.stderr


def test_missing_secret_is_refused_not_defaulted(prod_env, manage):
    del prod_env["DJANGO_SECRET_KEY"]
    result = manage(prod_env, "check", check=False)
    assert result.returncode != 0
    assert "DJANGO_SECRET_KEY" in result.stderr


def test_deploy_checks_pass(prod_env, manage):
    result = manage(prod_env, "check", "--deploy")
    raised = {line.split(")")[0].lstrip("?: (") for line in result.stderr.splitlines() if line.startswith("?: (")}
    assert raised <= ACCEPTED_DEPLOY_WARNINGS, result.stderr
    assert "ERRORS" not in result.stderr


def test_settings_read_from_the_environment(prod_env, manage):
    prod_env["DJANGO_ALLOWED_HOSTS"] = "laws.example.org, www.laws.example.org"
    prod_env["DJANGO_BEHIND_PROXY"] = "1"
    code = (
        "from django.conf import settings as s;"
        "print(s.DEBUG, s.ALLOWED_HOSTS, s.SECURE_PROXY_SSL_HEADER, s.SESSION_COOKIE_SECURE,"
        " s.DATABASES['default']['NAME'], s.DATA_DIR, s.STORAGES['staticfiles']['BACKEND'])"
    )
    result = manage(prod_env, "shell", "-v", "0", "-c", code)
    out = result.stdout.strip()
    assert out.startswith("False ['laws.example.org', 'www.laws.example.org'] ('HTTP_X_FORWARDED_PROTO', 'https') True")
    assert prod_env["DATABASE_URL"].removeprefix("sqlite:///") in out
    assert prod_env["LAWSITE_DATA_DIR"] in out
    assert out.endswith("whitenoise.storage.CompressedManifestStaticFilesStorage")


def test_proxy_header_is_not_trusted_unless_asked(prod_env, manage):
    result = manage(
        prod_env, "shell", "-v", "0", "-c", "from django.conf import settings as s; print(s.SECURE_PROXY_SSL_HEADER)"
    )
    assert result.stdout.strip() == "None"
