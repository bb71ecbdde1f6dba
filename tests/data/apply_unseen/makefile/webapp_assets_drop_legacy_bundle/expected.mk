# Frontend asset pipeline for the dashboard app.
NPM        ?= npm
NODE_ENV   ?= production
DIST       := public/dist
SRC_FILES  := $(shell find src -type f \( -name '*.ts' -o -name '*.tsx' -o -name '*.css' \))

.DEFAULT_GOAL := build

node_modules: package.json package-lock.json
	$(NPM) ci
	@touch $@

.PHONY: install
install: node_modules

.PHONY: build
build: node_modules $(SRC_FILES)
	NODE_ENV=$(NODE_ENV) $(NPM) run build -- --outDir $(DIST)

.PHONY: watch
watch: node_modules
	NODE_ENV=development $(NPM) run dev

.PHONY: test
test: node_modules
	$(NPM) test -- --ci --reporters=default --reporters=jest-junit

.PHONY: lint
lint: node_modules
	npx eslint 'src/**/*.{ts,tsx}'
	npx stylelint 'src/**/*.css'

.PHONY: typecheck
typecheck: node_modules
	npx tsc --noEmit -p tsconfig.json

.PHONY: check
check: lint typecheck test

.PHONY: clean
clean:
	rm -rf $(DIST) coverage junit.xml

.PHONY: distclean
distclean: clean
	rm -rf node_modules
