"""Law pages composed from rendered clause rows kept in each worker, so a page-cache miss is cheap.

What a law page shows apart from the clause asked for depends on the law (and its edition), the
reader's language, the columns, the edition its links keep, whether the reader is an editor (edit
links, drafts among the other editions) and the content, named by the content revision. Those make
the key of one entry: the page's facts and its rows rendered once. The clause asked for only marks
its row and folds the rows above it, so every permalink of a law shares the law's entry; the other
editions of that clause are kept beside it. A new revision is a new key (the old entries age out of
a bounded store, and a worker forgets them at once when it made the change). ``LAWSITE_FRAGMENT_CACHE``
off renders every page afresh (bench/render.py compares the two).
"""

from __future__ import annotations

import secrets
import threading
from collections import OrderedDict
from dataclasses import dataclass, replace

from django.conf import settings
from django.template.loader import render_to_string
from django.utils.html import format_html
from django.utils.safestring import mark_safe
from django.utils.translation import gettext as _

from . import editions, pages
from .models import ContentState, Edition, Law
from .numbering import ClauseId
from .permissions import is_editor
from .signals import content_changed
from .templatetags.laws_tags import NATIVE_NAMES

#: Entries per worker; a law page's rows are 5-60 KB of HTML.
MAX_ENTRIES = 512
# Marks no stored text can hold (texts are sanitised HTML): where a row's "target" class goes, where a row ends.
_TARGET = f"\x00t{secrets.token_hex(4)}\x00"
_END = f"\x00r{secrets.token_hex(4)}\x00"


class _Store:
    """A bounded, thread-safe map: least recently used entries leave first."""

    def __init__(self, size: int):
        self.size, self._entries, self._lock = size, OrderedDict(), threading.Lock()

    def get_or_build(self, key, build):
        with self._lock:
            if key in self._entries:
                self._entries.move_to_end(key)
                return self._entries[key]
        value = build()
        with self._lock:
            self._entries[key] = value
            while len(self._entries) > self.size:
                self._entries.popitem(last=False)
        return value

    def clear(self, **_kwargs) -> None:
        with self._lock:
            self._entries.clear()

    def __len__(self) -> int:
        return len(self._entries)

    def keys(self) -> list:
        with self._lock:
            return list(self._entries)


store = _Store(MAX_ENTRIES)
content_changed.connect(store.clear, dispatch_uid="lawsite.laws.fragments.clear")


@dataclass
class LawBody:
    """A law page less the clause asked for: its facts, its parts as HTML, and per row its id and HTML
    around the target mark."""

    page: pages.LawPage
    rows: list[tuple[str, str, str]]
    top: str  # the previous and next law, the heading
    notices: str  # a stub's or an older edition's notice, the columns chooser
    currency: str  # which edition the page shows
    elsewhere: str  # the same law in the other editions


@dataclass
class Composed:
    """What the law page template shows: the page's facts and its parts as HTML."""

    page: pages.LawPage
    known: bool  # the clause asked for has a record (a law not yet in the collection shows any clause)
    top: str
    notices: str
    currency: str
    elsewhere: str
    rows: str


def enabled() -> bool:
    return getattr(settings, "LAWSITE_FRAGMENT_CACHE", True)


def edition_in_force(request) -> Edition | None:
    """The edition in force, read once per content revision on a page every reader shares (publishing an
    edition is a new revision); read afresh for a signed-in reader, whose pages the middleware does not
    name by a revision."""
    state = getattr(request, "content_state", None)
    if state is None or not enabled():
        return editions.in_force()
    return store.get_or_build(("in force", state.version, state.updated_at), editions.in_force)


class NoSuchLaw(LookupError):
    """The edition records no law of that number, or that law has text and no such clause."""


def law_page(request, edition: Edition, requested: str, ui_language: str, columns_param: str, url_edition) -> Composed:
    """The page of ``requested`` (a law or clause id, canonical) in ``edition``; the clause of a law not
    yet in the collection is shown on the law's page even without a record."""
    cid = ClauseId.parse(requested)
    number, target = cid.law, requested if cid.depth else None
    state = getattr(request, "content_state", None) or ContentState.current()
    editor = is_editor(request.user)
    revision = (state.version, state.updated_at)  # a database loaded afresh starts its versions again
    columns = tuple(pages.chosen_columns(columns_param))
    body_key = ("law", revision, ui_language, edition.pk, number, url_edition, columns, editor)
    place = target or str(number)

    def build_body() -> LawBody:
        law = Law.all_editions.filter(edition=edition, number=number).select_related("edition", "chapter").first()
        if law is None:
            raise NoSuchLaw(f"no Law {number} in edition {edition.code}")
        page = pages.law_page(law, ui_language, columns_param, None, url_edition, request.user)
        choices = [(code, NATIVE_NAMES[code]) for code, _ in settings.LANGUAGES]
        context = {"page": page, "LANGUAGE_CODE": ui_language, "language_choices": choices}
        rows = _render_rows(page, ui_language, editor)
        # the rows are kept as HTML: their texts need not be kept a second time
        light = [pages.Row(row.clause_id, row.depth, row.anchor, [], is_stub=row.is_stub) for row in page.rows]
        return LawBody(
            replace(page, rows=light),
            rows,
            _render("laws/_law_top.html", context),
            _render("laws/_law_notices.html", context),
            _render("laws/_currency.html", {"currency": page.currency, "LANGUAGE_CODE": ui_language}),
            _elsewhere_html(page.elsewhere, None, ui_language),
        )

    def build_elsewhere():
        found = editions.elsewhere(edition, place, request.user)
        return found, _elsewhere_html(found, target, ui_language)

    if enabled():
        body = store.get_or_build(body_key, build_body)
        known = _known(body, requested)
        if target and known:
            key = ("elsewhere", revision, ui_language, edition.pk, place, editor)
            elsewhere, elsewhere_html = store.get_or_build(key, build_elsewhere)
        else:
            elsewhere, elsewhere_html = body.page.elsewhere, body.elsewhere
    else:
        body = build_body()
        known = _known(body, requested)
        elsewhere, elsewhere_html = build_elsewhere() if target and known else (body.page.elsewhere, body.elsewhere)
    page = replace(body.page, target=target, elsewhere=elsewhere)
    rows = compose(body, target, ui_language)
    return Composed(page, known, body.top, body.notices, body.currency, elsewhere_html, rows)


def _render(template: str, context: dict) -> str:
    # what the template engine rendered (escaped as it always is) goes into the page as it is
    return mark_safe(render_to_string(template, context))


def _elsewhere_html(elsewhere, target: str | None, ui_language: str) -> str:
    return _render("laws/_elsewhere.html", {"elsewhere": elsewhere, "target": target, "LANGUAGE_CODE": ui_language})


def _known(body: LawBody, requested: str) -> bool:
    known = requested in body.page.clause_ids or body.page.has_row(requested)
    if not known and body.page.has_own_text:
        raise NoSuchLaw(f"no clause {requested} in Law {body.page.law.number} of edition {body.page.edition}")
    return known


def _render_rows(page: pages.LawPage, ui_language: str, editor: bool) -> list[tuple[str, str, str]]:
    html = render_to_string(
        "laws/_rows.html",
        {"page": page, "LANGUAGE_CODE": ui_language, "user_is_editor": editor, "target_mark": _TARGET, "row_end": _END},
    )
    pieces = html.split(_END)[: len(page.rows)]
    rows = []
    for row, piece in zip(page.rows, pieces, strict=True):
        before, after = piece.split(_TARGET, 1)
        rows.append((row.clause_id, before, after))
    return rows


def compose(body: LawBody, target: str | None, ui_language: str) -> str:
    """The rows with the target's marked and, on a permalink, those above it folded (the page opens at it)."""
    index = next((i for i, (clause_id, _, _) in enumerate(body.rows) if clause_id == target), 0) if target else 0
    parts = []
    if index:
        summary = _("Law %(law)s before this clause: %(first)s to %(last)s") % {
            "law": body.page.law.number,
            "first": body.rows[0][0],
            "last": body.rows[index - 1][0],
        }
        parts.append(
            format_html('<details class="earlier-clauses">\n    <summary lang="{}">{}</summary>', ui_language, summary)
        )
    for number, (clause_id, before, after) in enumerate(body.rows):
        parts.append(before + (" target" if target and clause_id == target else "") + after)
        if index and number == index - 1:
            parts.append("</details>")
    return "".join(parts)
