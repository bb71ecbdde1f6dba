# Build and run the course-platform web app.

SHELL     := /bin/bash
NODE      ?= node
NPM       ?= npm
COMPOSE   := docker compose
APP_IMAGE ?= learnhub/web:dev

.PHONY: install
install:
	$(NPM) ci

.PHONY: migrate
migrate:
	$(NPM) run db:migrate

.PHONY: dev
dev: migrate
	$(COMPOSE) up -d postgres redis minio
	$(NPM) run dev

.PHONY: build
build:
	$(NPM) run build
	docker build -t $(APP_IMAGE) .

.PHONY: render-certificates
render-certificates:
	$(NODE) scripts/render-sample-certificates.js --out tmp/certificates

.PHONY: transcode
transcode:
	$(NODE) scripts/transcode-lessons.js --src media/raw --dest media/hls

.PHONY: clean
clean:
	rm -rf dist coverage tmp .cache
	$(COMPOSE) down -v

.PHONY: seed-demo
seed-demo: migrate
	$(NODE) scripts/seed-demo-courses.js --courses 12 --students 300 --with-quiz-attempts
