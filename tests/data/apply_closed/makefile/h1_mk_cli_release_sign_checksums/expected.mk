NAME      := notecli
VERSION   := $(shell cat VERSION)
DIST      := dist
PLATFORMS := linux/amd64 linux/arm64 darwin/amd64 darwin/arm64 windows/amd64
PYTHON    ?= python3
VENV      := .venv

.PHONY: help venv install test lint fmt package release clean

help:
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{printf "  %-10s %s\n", $$1, $$2}'

venv: ## Create the virtualenv
	$(PYTHON) -m venv $(VENV)
	$(VENV)/bin/pip install --upgrade pip

install: venv ## Install the package in editable mode
	$(VENV)/bin/pip install -e '.[dev]'

test: ## Run the unit tests
	$(VENV)/bin/pytest -q tests

lint: ## Run ruff and mypy
	$(VENV)/bin/ruff check src tests
	$(VENV)/bin/mypy src

fmt: ## Format the code
	$(VENV)/bin/ruff format src tests

package: clean ## Build standalone binaries with PyInstaller
	mkdir -p $(DIST)
	for p in $(PLATFORMS); do \
		os=$${p%/*}; arch=$${p#*/}; \
		$(VENV)/bin/pyinstaller --onefile --name $(NAME)-$(VERSION)-$$os-$$arch \
			--distpath $(DIST) src/notecli/__main__.py; \
	done

release: package ## Publish a GitHub release
	@test -z "$$(git status --porcelain)" || (echo "working tree is dirty" && exit 1)
	git tag -a v$(VERSION) -m "Release v$(VERSION)"
	git push origin v$(VERSION)
	cd $(DIST) && sha256sum * > SHA256SUMS
	gpg --batch --yes --detach-sign --armor $(DIST)/SHA256SUMS
	gh release create v$(VERSION) $(DIST)/* --title "v$(VERSION)" --notes-file CHANGELOG.md

clean: ## Remove build output
	rm -rf build $(DIST) *.spec
