"""The edition in a URL: its four-digit code (``/en/2007/laws/64B3/``); registered as ``<edition:…>``."""

from django.urls import register_converter


class EditionConverter:
    regex = "[0-9]{4}"

    def to_python(self, value: str) -> str:
        return value

    def to_url(self, value) -> str:
        return str(value)


register_converter(EditionConverter, "edition")
