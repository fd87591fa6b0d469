"""The house's layout: no two modules of lawsite import each other (a registry lives in a module of its own)."""

from __future__ import annotations

import ast
import itertools
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _modules() -> dict[str, Path]:
    modules = {}
    for path in (ROOT / "lawsite").rglob("*.py"):
        if "migrations" in path.parts:
            continue
        parts = path.relative_to(ROOT).with_suffix("").parts
        modules[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return modules


def _imports(name: str, path: Path, modules: dict[str, Path]) -> set[str]:
    """Every lawsite module this one imports, at the top or inside a function."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
                package = package[: len(package) - node.level + 1]
                module = ".".join(package) + (f".{node.module}" if node.module else "")
            else:
                module = node.module or ""
            for alias in node.names:
                found.add(f"{module}.{alias.name}" if f"{module}.{alias.name}" in modules else module)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return {module for module in found if module in modules and module != name}


def test_no_two_modules_import_each_other():
    modules = _modules()
    imports = {name: _imports(name, path, modules) for name, path in modules.items()}
    mutual = [(a, b) for a, b in itertools.combinations(sorted(modules), 2) if b in imports[a] and a in imports[b]]
    assert mutual == []


def test_the_check_sees_an_import_inside_a_function():
    modules = _modules()
    imports = _imports("lawsite.search.engine", modules["lawsite.search.engine"], modules)
    assert "lawsite.search.documents" in imports  # imported inside get_engine
