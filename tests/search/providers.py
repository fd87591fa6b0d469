"""A provider for index tests without a database: documents in a dict, a change log in a list."""

from lawsite.search.index import Changes


class ListProvider:
    """Documents in a dict and a change log in a list, as the database holds them."""

    def __init__(self, docs):
        self.docs = {d.clause_id: d for d in docs}
        self.log: list[tuple[str, ...] | None] = []  # version n+1 changed log[n]; None: everything

    def change(self, *clause_ids, removed=()):
        for clause_id in removed:
            del self.docs[clause_id]
        self.log.append(tuple(clause_ids) + tuple(removed))

    def all_docs(self):
        return list(self.docs.values())

    def docs_for(self, clause_ids):
        return [self.docs[c] for c in clause_ids if c in self.docs]

    def content_version(self):
        return (len(self.log), "list")

    def changes_since(self, version):
        number, _ = version
        since = self.log[number:]
        if any(ids is None for ids in since):
            return None
        return Changes(self.content_version(), tuple(sorted({c for ids in since for c in ids})))
