"""The revision history as a content load needs it (:class:`lawsite.laws.web_edits.TextHistory`).

What a text's file said when it was last loaded is its latest revision of origin "load"; a text with
revisions but none from a load was added on the web. A load records each text it wrote as a "load"
revision, after the text it replaced where the history did not end with that yet (texts loaded
before loads recorded revisions), so a save begun before the load is refused as a conflict.
"""

from __future__ import annotations

from django.db.models import Exists, OuterRef

from lawsite.laws.models import Edition
from lawsite.laws.web_edits import Change, Past, TextKey

from . import revisions
from .models import Revision
from .revisions import SOURCE_LANGUAGE, Target


def _latest(history):
    """The latest revision of each text among ``history``."""
    newer = history.filter(
        edition=OuterRef("edition"),
        kind=OuterRef("kind"),
        key=OuterRef("key"),
        language=OuterRef("language"),
        number__gt=OuterRef("number"),
    )
    return history.exclude(Exists(newer))


def _key(revision: Revision) -> TextKey:
    return TextKey(revision.kind, revision.key, revision.language, revision.edition)


class RevisionHistory:
    def pasts(self) -> dict[TextKey, Past]:
        loaded = {_key(r): r.content for r in _latest(Revision.objects.filter(origin=Revision.LOAD))}
        latest = _latest(Revision.objects.all()).values_list("kind", "key", "language", "edition", "number")
        pasts = {}
        for kind, key, language, edition, number in latest:
            text = TextKey(kind, key, language, edition)
            pasts[text] = Past(loaded.get(text), number)
        return pasts

    def record(self, changes: list[Change]) -> None:
        if not changes:
            return
        latest = {_key(r): r for r in _latest(Revision.objects.all())}
        loaded_english = Revision.objects.filter(origin=Revision.LOAD, kind=Revision.CLAUSE, language=SOURCE_LANGUAGE)
        english = {(r.edition, r.key): r for r in _latest(loaded_english)}
        english_before = dict(english)
        editions = {edition.code: edition for edition in Edition.objects.all()}
        # English first, so each translation can name the English revision it was loaded with
        for change in sorted(changes, key=lambda c: c.key.language != SOURCE_LANGUAGE):
            key = change.key
            edition = editions[key.edition]
            target = Target(key.kind, key.key, key.language, change.law_number, None, None, edition)
            translation = target.is_translation
            previous = latest.get(key)
            if change.before is not None and (previous is None or previous.content != change.before):
                source = self._english(english_before, edition, key.key) if translation else None
                previous = revisions.append(target, previous, *change.before, origin=Revision.LOAD, source=source)
            if change.after is not None:
                source = self._english(english, edition, key.key) if translation else None
                previous = revisions.append(target, previous, *change.after, origin=Revision.LOAD, source=source)
                if key.kind == Revision.CLAUSE and key.language == SOURCE_LANGUAGE:
                    english[(edition.code, key.key)] = previous

    @staticmethod
    def _english(loaded: dict[tuple[str, str], Revision], edition: Edition, clause_id: str) -> Revision | None:
        """The English as loaded in the same edition, which a translation loaded with it follows (recorded
        now if it never was)."""
        if (edition.code, clause_id) not in loaded:
            loaded[(edition.code, clause_id)] = revisions.sync(
                revisions.clause_target(clause_id, SOURCE_LANGUAGE, edition)
            )
        return loaded[(edition.code, clause_id)]
