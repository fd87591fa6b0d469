"""The rules module stands alone: no Django and no other lawsite app (STYLE.md: laws -> rulings only)."""

import ast
from pathlib import Path

import lawsite.rulings

PACKAGE = Path(lawsite.rulings.__file__).parent
FORBIDDEN = ("django", "lawsite.laws", "lawsite.search", "lawsite.editor")


def imported_modules(path: Path) -> list[str]:
    """Absolute names of every module a file imports, relative imports resolved against the package."""
    names = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.extend(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = "lawsite.rulings".split(".")[: 2 - (node.level - 1)]
                module = ".".join(base + ([node.module] if node.module else []))
            else:
                module = node.module
            names.append(module)
            names.extend(f"{module}.{alias.name}" for alias in node.names)
    return names


def test_no_file_of_the_rules_module_imports_django_or_another_app():
    offenders = {
        f"{path.name}: {name}"
        for path in sorted(PACKAGE.glob("*.py"))
        for name in imported_modules(path)
        if any(name == bad or name.startswith(bad + ".") for bad in FORBIDDEN)
    }
    assert not offenders, offenders


def test_the_check_sees_relative_imports_that_climb_out_of_the_package(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text("from ..laws import numbering\nfrom .facts import FactsError\nimport django.conf\n")
    names = imported_modules(sample)
    assert "lawsite.laws.numbering" in names
    assert "lawsite.rulings.facts" in names
    assert "django.conf" in names


def test_only_the_double_dummy_module_imports_endplay():
    importers = {
        path.name
        for path in sorted(PACKAGE.glob("*.py"))
        for name in imported_modules(path)
        if name == "endplay" or name.startswith("endplay.")
    }
    assert importers == {"double_dummy.py"}
