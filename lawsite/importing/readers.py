"""Which reader reads a file (file kind -> reader), in a module of its own: the readers import
`documents` for the types they return, and nothing imports back from here but the callers."""

from __future__ import annotations

from . import pdf, plain, web, word
from .documents import Document, ImportFileError


def read_document(name: str, data: bytes, language: str) -> Document:
    """Read one file by its content (PDF, .docx, HTML) or else as UTF-8 text."""
    lowered = name.lower()
    head = data[:1024].lstrip()
    if data.startswith(b"%PDF") or lowered.endswith(".pdf"):
        return pdf.read(name, data)
    if lowered.endswith(".docx") or data.startswith(b"PK\x03\x04"):
        return word.read(name, data, language)
    if lowered.endswith((".html", ".htm", ".xhtml")) or head[:1].startswith(b"<"):
        return web.read(name, data, language)
    if lowered.endswith(".doc"):
        raise ImportFileError(name, "an old binary Word .doc file; save it as .docx and import that")
    return plain.read(name, data, language)
