# Frontend build helpers (wraps the npm toolchain)
NODE_BIN    := node_modules/.bin
DIST        := dist
ASSETS      := public/assets
PORT        ?= 3000

.PHONY: all install dev build test lint storybook clean

all: install build

node_modules: package.json package-lock.json
	npm ci
	touch node_modules

install: node_modules

dev: install
	$(NODE_BIN)/vite --port $(PORT)

build: install
	$(NODE_BIN)/tsc -p tsconfig.build.json
	$(NODE_BIN)/vite build --outDir $(DIST)

test: install
	$(NODE_BIN)/vitest run --coverage

lint: install
	$(NODE_BIN)/eslint src --ext .ts,.tsx
	$(NODE_BIN)/prettier --check src

storybook: install
	$(NODE_BIN)/storybook dev -p 6006

$(ASSETS)/icons.svg: $(wildcard icons/*.svg)
	$(NODE_BIN)/svg-sprite --symbol --symbol-dest=$(ASSETS) --symbol-sprite=icons.svg $^

icons: $(ASSETS)/icons.svg

clean:
	rm -rf $(DIST)
