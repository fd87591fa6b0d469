# Two commands for a fresh machine: `make run` (set up, load the seed content, serve) and `make test`.
PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python
HOST ?= 127.0.0.1:8000

.PHONY: setup run serve-ready test lint system-deps messages clean test-explore

$(VENV)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 $(PY) -m pip install --quiet -e ".[test]"
	touch $@

setup: $(VENV)/.installed

messages: setup
	@if command -v msgfmt >/dev/null; then $(PY) manage.py compilemessages --ignore=.venv -v 0; \
	else echo "msgfmt not found: using the committed .mo catalogs"; fi

serve-ready: setup messages
	$(PY) manage.py migrate --noinput -v 0
	$(PY) manage.py load_content
	$(PY) manage.py rebuild_index

run: serve-ready
	$(PY) manage.py runserver $(HOST)

# In parallel: one pytest-xdist worker per CPU (-n auto); `-n 0` or `-p no:xdist` runs it serially for debugging.
PYTEST_WORKERS ?= auto
PYTEST_PARALLEL := -n $(PYTEST_WORKERS) --dist loadgroup
# Tests marked `alone` time real processes against a deadline ("found through the other host within 1 s"):
# they run after the parallel run, with the machine to themselves.
PYTEST_ALL := $(PY) -m pytest $(PYTEST_PARALLEL) -m "not alone" && $(PY) -m pytest -p no:xdist -m alone

test: system-deps setup messages lint
	$(PYTEST_ALL)

# The property tests (Hypothesis) on fresh random examples; the suite itself draws the same ones each run.
test-explore: setup
	HYPOTHESIS_PROFILE=explore $(VENV)/bin/pytest -q -n auto $$(grep -rl --include="test_*.py" "from hypothesis" tests)

# Style and obvious mistakes, configured in pyproject.toml ([tool.ruff]).
lint: setup
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .

system-deps:
	scripts/system-deps

clean:
	rm -rf var .pytest_cache

# The whole suite against PostgreSQL: DATABASE_URL=postgres://user:password@127.0.0.1:5432/db make test-postgres
.PHONY: test-postgres
test-postgres: setup messages
	@case "$$DATABASE_URL" in postgres://*|postgresql://*) ;; *) echo "test-postgres: set DATABASE_URL=postgres://..." >&2; exit 2;; esac
	$(PYTEST_ALL)
