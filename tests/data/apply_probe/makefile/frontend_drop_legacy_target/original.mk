# Frontend build for the customer portal.

NODE_BIN   := node_modules/.bin
SRC_DIR    := src
OUT_DIR    := build
PORT       ?= 3000
NODE_ENV   ?= production

.PHONY: install build build-legacy serve test test-watch lint format clean

install: node_modules

node_modules: package.json package-lock.json
	npm ci
	touch node_modules

build: node_modules
	NODE_ENV=$(NODE_ENV) $(NODE_BIN)/vite build --outDir $(OUT_DIR)
	cp public/robots.txt $(OUT_DIR)/

build-legacy: node_modules
	NODE_ENV=$(NODE_ENV) LEGACY=1 $(NODE_BIN)/vite build --outDir $(OUT_DIR)/legacy
	cp public/robots.txt $(OUT_DIR)/legacy/

serve: build
	$(NODE_BIN)/vite preview --outDir $(OUT_DIR) --port $(PORT)

test: node_modules
	$(NODE_BIN)/vitest run --coverage

test-watch: node_modules
	$(NODE_BIN)/vitest

lint: node_modules
	$(NODE_BIN)/eslint $(SRC_DIR) --max-warnings 0
	$(NODE_BIN)/tsc --noEmit

format: node_modules
	$(NODE_BIN)/prettier --write "$(SRC_DIR)/**/*.{ts,tsx,css}"

clean:
	rm -rf $(OUT_DIR) coverage
