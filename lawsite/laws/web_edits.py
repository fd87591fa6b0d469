"""When a content load meets editors' work on the web: which side wins, text by text.

Both the files in ``laws_content/`` and editors on the web change texts (clause texts, commentary,
worked examples' prose). What a text's file said when it was last loaded decides:

=================  ===================  =================================================
the file           on the web           the load
=================  ===================  =================================================
unchanged          not edited           does nothing
changed            not edited           applies the file (writes the text, or deletes it)
unchanged          edited               keeps the web edit, and says so
changed            edited to the same   adopts it: the file now holds the edit (an export came back)
changed            edited               refuses the whole load, unless told the files win
=================  ===================  =================================================

"Since it was last loaded" is known from the texts' revisions, which the editor keeps: laws never
imports it; the editor registers its :class:`TextHistory` when Django starts (without one, every text
counts as unedited and the files win).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol

Content = tuple[str, str]  # (heading or title, markdown text)

NOTHING, APPLY, KEEP, ADOPT, CONFLICT = "nothing", "apply", "keep", "adopt", "conflict"


@dataclass(frozen=True)
class TextKey:
    kind: str  # "clause", "commentary" or "example"
    key: str  # canonical clause id ("55B1") or slug
    language: str
    edition: str = ""  # the code of the edition the text belongs to ("2017"; its file's folder says so too)

    def __str__(self):
        return f"{self.kind} {self.key} [{self.language}]"


@dataclass(frozen=True)
class Past:
    """What the history knows of one text."""

    loaded: Content | None  # as its file said when last loaded; None when no file ever held it
    revision: int  # its latest revision: the web edit a load would overwrite


@dataclass(frozen=True)
class Change:
    """A text the load wrote (or deleted, ``after`` None): the history records it as loaded."""

    key: TextKey
    law_number: int
    file: str
    before: Content | None  # in the database before the load
    after: Content | None  # as loaded now


@dataclass(frozen=True)
class WebEdit:
    """A text edited on the web that a load kept, refused, adopted or overwrote."""

    key: TextKey
    file: str  # "laws/055/en.md"
    revision: int
    reason: str = ""

    def __str__(self):
        return f"{self.file}: {self.key} revision {self.revision}"


class WebEditsConflict(Exception):
    """Texts edited on the web since they were last loaded whose files changed too; nothing was imported."""

    def __init__(self, conflicts: list[WebEdit]):
        self.conflicts = conflicts
        lines = [f"  {edit.file}: {edit.key} web revision {edit.revision}: {edit.reason}" for edit in conflicts]
        super().__init__(
            f"nothing imported: {len(conflicts)} text(s) were edited on the web since they were last loaded, "
            "and the files changed too:\n"
            + "\n".join(lines)
            + "\nBring the web edits into the files first (export_content, merge, commit), or run again with "
            "--overwrite-web-edits to let the files win (the web edits stay in each text's history)."
        )


class TextHistory(Protocol):
    def pasts(self) -> dict[TextKey, Past]:
        """Every text with a history."""

    def record(self, changes: list[Change]) -> None:
        """Record each changed text as loaded, inside the load's transaction."""


class NoHistory:
    def pasts(self) -> dict[TextKey, Past]:
        return {}

    def record(self, changes: list[Change]) -> None:
        pass


_history: TextHistory = NoHistory()


def register(history: TextHistory) -> None:
    """Called by the app that keeps the texts' revisions (the editor) when Django starts."""
    global _history
    _history = history


def registered() -> TextHistory:
    return _history


def decide(file: Content | None, web: Content | None, loaded: Content | None) -> str:
    """One of the actions of the table above; ``None`` for a text its file (or the database) lacks."""
    if web is None:
        return APPLY if file is not None else NOTHING  # the web never deletes a text
    if file == web:
        return NOTHING if web == loaded else ADOPT
    if web == loaded:
        return APPLY
    if file == loaded:
        return KEEP
    return CONFLICT


@dataclass
class Reconciler:
    """One load's decisions: asks the history once, then gathers what was kept, refused and changed."""

    history: TextHistory
    overwrite: bool = False
    kept: list[WebEdit] = field(default_factory=list)
    conflicts: list[WebEdit] = field(default_factory=list)
    overwritten: list[WebEdit] = field(default_factory=list)
    adopted: list[WebEdit] = field(default_factory=list)
    changes: list[Change] = field(default_factory=list)
    pasts: dict[TextKey, Past] = field(init=False)

    def __post_init__(self):
        self.pasts = self.history.pasts()

    def file_wins(
        self, key: TextKey, law_number: int, file_name: str, file: Content | None, web: Content | None, orphan=False
    ) -> bool:
        """Whether the file's text goes in (``file`` None: the text is deleted).

        ``orphan``: the text's commentary or example is no longer in the files, so a web edit cannot stay.
        """
        past = self.pasts.get(key)
        action = decide(file, web, past.loaded if past else web)  # no history: the text is as loaded
        edit = WebEdit(key, file_name, past.revision if past else 0)
        if action == KEEP and orphan:
            action = CONFLICT
            edit = WebEdit(key, file_name, edit.revision, "what it belongs to is no longer in the files")
        if action == KEEP:
            self.kept.append(edit)
            return False
        if action == CONFLICT:
            if not self.overwrite:
                reason = edit.reason or ("the file no longer has it" if file is None else "the file changed too")
                self.conflicts.append(WebEdit(key, file_name, edit.revision, reason))
                return False
            self.overwritten.append(edit)
            action = APPLY
        if action == ADOPT:
            self.adopted.append(edit)
        if action in (APPLY, ADOPT):
            self.changes.append(Change(key, law_number, file_name, web, file))
        return action == APPLY

    def finish(self) -> None:
        """Refuse the load if any text conflicts (the caller's transaction undoes it), else record the changes."""
        if self.conflicts:
            raise WebEditsConflict(self.conflicts)
        self.history.record(self.changes)

    def lines(self) -> list[str]:
        """What the operator is told about web edits."""
        return (
            [f"kept web edit: {edit} (the file did not change since it was last loaded)" for edit in self.kept]
            + [f"overwrote web edit: {edit} (it stays in the text's history)" for edit in self.overwritten]
            + [f"web edit now in the files: {edit}" for edit in self.adopted]
        )
