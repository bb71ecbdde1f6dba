# Clause library: lint, test and publish the jurisdiction clause packs
.PHONY: all deps test pack-us pack-uk pack-eu publish clean

NODE_BIN   := ./node_modules/.bin
PACK_DIR   := dist/packs
CLAUSE_SRC := clauses
S3_BUCKET  ?= s3://acme-clause-library-artifacts
PKG_VER    := $(shell node -p "require('./package.json').version")
LOCALE_US  := en-US
LOCALE_UK  := en-GB
LOCALE_EU  := en-IE

all: deps test pack-us pack-uk pack-eu

deps:
	npm ci

test:
	$(NODE_BIN)/jest --ci
	$(NODE_BIN)/clause-lint $(CLAUSE_SRC)

pack-us:
	mkdir -p $(PACK_DIR)
	$(NODE_BIN)/clause-pack --jurisdiction us --locale $(LOCALE_US) --src $(CLAUSE_SRC) --out $(PACK_DIR)/us.json

pack-uk:
	mkdir -p $(PACK_DIR)
	$(NODE_BIN)/clause-pack --jurisdiction uk --locale $(LOCALE_UK) --spelling british --src $(CLAUSE_SRC) --out $(PACK_DIR)/uk.json

pack-eu:
	mkdir -p $(PACK_DIR)
	$(NODE_BIN)/clause-pack --jurisdiction eu --locale $(LOCALE_EU) --src $(CLAUSE_SRC) --annex gdpr-dpa --out $(PACK_DIR)/eu.json

publish: all
	aws s3 sync $(PACK_DIR) $(S3_BUCKET)/$(PKG_VER)/ --delete

clean:
	rm -rf dist coverage
