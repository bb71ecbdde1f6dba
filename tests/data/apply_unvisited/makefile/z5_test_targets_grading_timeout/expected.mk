# Makefile for the LearnHub API monorepo.

NODE      ?= node
NPM       ?= npm
JEST      := npx jest
COMPOSE   := docker compose -f docker/compose.dev.yml
TEST_DB   := postgres://learnhub:learnhub@localhost:5433/learnhub_test

export DATABASE_URL := $(TEST_DB)

.PHONY: install
install:
	$(NPM) ci

.PHONY: db-up
db-up:
	$(COMPOSE) up -d postgres redis
	$(NPM) run db:migrate

.PHONY: test-enrolment
test-enrolment: db-up
	$(JEST) --selectProjects enrolment --runInBand --testTimeout=10000

.PHONY: test-grading
test-grading: db-up
	$(JEST) --selectProjects grading --runInBand --testTimeout=30000

.PHONY: test-certificates
test-certificates: db-up
	$(JEST) --selectProjects certificates --runInBand --testTimeout=10000

.PHONY: test-video
test-video:
	$(JEST) --selectProjects video --testTimeout=10000

.PHONY: test
test: test-enrolment test-grading test-certificates test-video

.PHONY: lint
lint:
	npx eslint . --max-warnings 0
	npx tsc --noEmit

.PHONY: clean
clean:
	rm -rf dist coverage .jest-cache
	$(COMPOSE) down -v
