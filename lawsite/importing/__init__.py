"""Importing a published book (plain text, Word, PDF, web pages) into ``laws_content/`` files.

The readers (``plain``, ``word``, ``pdf``, ``web``) turn a file into numbered lines and the page
furniture they removed; ``book`` finds the laws, chapters and definitions in those lines and divides
each law with the clause splitter; ``writer`` writes the files ``export_content`` would write, for
review in git and loading with ``load_content``. Nothing here touches the database except the
editor's upload review (``review``), which saves through the editor's own saving code.
"""
