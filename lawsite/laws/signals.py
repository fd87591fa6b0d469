"""Signals other apps listen to, so laws never imports them (search keeps its index true this way)."""

from django.dispatch import Signal

#: Sent after texts changed and were committed. ``clause_ids``: canonical ids whose text changed,
#: or None when everything may have changed (a full load). ``version``: the new ContentState version.
content_changed = Signal()
