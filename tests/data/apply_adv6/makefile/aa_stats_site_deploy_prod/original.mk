# League stats site: build, scrape and deploy.
NODE ?= node
NPM ?= npm
SEASON ?= 2024
BUCKET_STAGING := s3://stats-staging.league.example
BUCKET_PROD := s3://stats.league.example
CDN_ID_STAGING := E2STG7Q1XK
CDN_ID_PROD := E9PRD3M0LA

.PHONY: install scrape build deploy-staging deploy-prod clean

install:
	$(NPM) ci

scrape:
	$(NODE) scripts/scrape-box-scores.js --season $(SEASON) --out data/box-scores
	$(NODE) scripts/build-standings.js --season $(SEASON) --in data/box-scores

build: scrape
	$(NPM) run build -- --season $(SEASON)

deploy-staging: build
	aws s3 sync dist/ $(BUCKET_STAGING) --delete
	aws cloudfront create-invalidation --distribution-id $(CDN_ID_STAGING) --paths "/*"

deploy-prod: build
	aws s3 sync dist/ $(BUCKET_PROD) --delete
	aws cloudfront create-invalidation --distribution-id $(CDN_ID_PROD) --paths "/*"

clean:
	rm -rf dist data/box-scores
