# ... existing code ...
PYTEST      := $(VENV)/bin/pytest
DEPLOY_HOST ?= gw01.customs.portops.internal

.PHONY: venv lint test build package deploy clean

# ... existing code ...

package: build
	@mkdir -p dist/bundle
	cp dist/*.whl config/gateway.toml dist/bundle/
	tar -czf dist/$(SERVICE)-$(VERSION).tar.gz -C dist/bundle .

deploy: package
	scp dist/$(SERVICE)-$(VERSION).tar.gz $(DEPLOY_HOST):/opt/$(SERVICE)/releases/
# ... existing code ...
