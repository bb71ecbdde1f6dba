SHELL := bash
.SHELLFLAGS := -eu -o pipefail -c
MAKEFLAGS += --no-builtin-rules

HUGO ?= hugo
HUGO_ENV ?= production
BASE_URL ?= https://docs.example.com/
PUBLIC_DIR := public
PORT ?= 1313

DRAFT_DIR := content/blog

.PHONY: serve build check-links lint-md new-post clean deploy

serve:
	$(HUGO) server --buildDrafts --port $(PORT) --navigateToChanged

build: clean
	HUGO_ENV=$(HUGO_ENV) $(HUGO) --minify --gc --baseURL $(BASE_URL) --destination $(PUBLIC_DIR)

check-links: build
	lychee --no-progress --exclude-mail '$(PUBLIC_DIR)/**/*.html'

lint-md:
	markdownlint-cli2 "content/**/*.md" "#node_modules"
	vale content

new-post:
ifndef TITLE
	$(error usage: make new-post TITLE="My post")
endif
	$(HUGO) new $(DRAFT_DIR)/$(shell echo '$(TITLE)' | tr '[:upper:] ' '[:lower:]-').md

clean:
	rm -rf $(PUBLIC_DIR) resources/_gen

deploy: build
	aws s3 sync $(PUBLIC_DIR)/ s3://docs-example-com/ --delete --cache-control max-age=300
	aws cloudfront create-invalidation --distribution-id $(CF_DISTRIBUTION) --paths '/*'
