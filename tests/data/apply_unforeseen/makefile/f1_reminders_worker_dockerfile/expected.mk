# PawCare clinic platform: build, test and release helpers.
# Usage: make <target> [VERSION=x.y.z]

REGISTRY ?= registry.pawcare.example
VERSION  ?= $(shell git describe --tags --always --dirty)
GO       ?= go
SERVICES := booking reminders pharmacy

.PHONY: all lint test images push migrate clean $(addprefix image-,$(SERVICES))

all: lint test images

lint:
	golangci-lint run ./...
	sqlfluff lint db/migrations --dialect postgres

test:
	$(GO) test -race -count=1 ./...

images: $(addprefix image-,$(SERVICES))

image-booking:
	docker build \
		--build-arg SERVICE=booking \
		--build-arg VERSION=$(VERSION) \
		-t $(REGISTRY)/booking:$(VERSION) \
		-f deploy/Dockerfile.service .

image-reminders:
	docker build \
		--build-arg SERVICE=reminders \
		--build-arg VERSION=$(VERSION) \
		-t $(REGISTRY)/reminders:$(VERSION) \
		-f deploy/Dockerfile.worker .

image-pharmacy:
	docker build \
		--build-arg SERVICE=pharmacy \
		--build-arg VERSION=$(VERSION) \
		-t $(REGISTRY)/pharmacy:$(VERSION) \
		-f deploy/Dockerfile.service .

push: images
	for svc in $(SERVICES); do \
		docker push $(REGISTRY)/$$svc:$(VERSION); \
	done

migrate:
	migrate -path db/migrations -database "$(DATABASE_URL)" up

clean:
	rm -rf bin/ coverage.out
	docker image prune -f --filter label=app=pawcare
