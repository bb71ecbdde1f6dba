# Customs declaration gateway (CUSDEC / ICS2 ENS filings)
SERVICE     := customs-gateway
VERSION     ?= $(shell cat VERSION)
PYTHON      ?= python3.11
VENV        := .venv
PIP         := $(VENV)/bin/pip
PYTEST      := $(VENV)/bin/pytest
SFTP_HOST   ?= edi.customs-broker.example
SFTP_USER   ?= portops
DEPLOY_HOST ?= gw01.customs.portops.internal

.PHONY: venv lint test build package sftp-upload deploy clean

venv: $(VENV)/bin/activate

$(VENV)/bin/activate: requirements.txt requirements-dev.txt
	$(PYTHON) -m venv $(VENV)
	$(PIP) install -r requirements.txt -r requirements-dev.txt
	touch $@

lint: venv
	$(VENV)/bin/ruff check src tests
	$(VENV)/bin/mypy src

test: venv
	$(PYTEST) -q tests --junitxml=reports/junit.xml

build: venv
	@mkdir -p dist
	$(VENV)/bin/python -m build --wheel --outdir dist

package: build
	@mkdir -p dist/bundle
	cp dist/*.whl config/gateway.toml dist/bundle/
	tar -czf dist/$(SERVICE)-$(VERSION).tar.gz -C dist/bundle .

sftp-upload: package
	@echo "uploading $(SERVICE)-$(VERSION) to $(SFTP_HOST)"
	echo "put dist/$(SERVICE)-$(VERSION).tar.gz /inbound/" | sftp -b - $(SFTP_USER)@$(SFTP_HOST)

deploy: package
	scp dist/$(SERVICE)-$(VERSION).tar.gz $(DEPLOY_HOST):/opt/$(SERVICE)/releases/
	ssh $(DEPLOY_HOST) 'sudo /opt/$(SERVICE)/bin/activate-release $(VERSION)'

clean:
	rm -rf dist reports $(VENV)
	find . -name __pycache__ -type d -prune -exec rm -rf {} +
