# Build and deploy targets for the Harbourline ferry platform services.
# Usage: make deploy-bookings ENV=staging

ENV ?= staging
REGISTRY ?= registry.harbourline.internal/ferry
GIT_SHA := $(shell git rev-parse --short HEAD)
KUBECTL := kubectl --context ferry-$(ENV)
HELM := helm --kube-context ferry-$(ENV)

SERVICES := bookings deck-planner timetable

.PHONY: all build test lint $(addprefix deploy-,$(SERVICES))

all: build

build:
	./gradlew assemble

test:
	./gradlew test

lint:
	./gradlew ktlintCheck detekt

# --- image builds -----------------------------------------------------------

image-%:
	docker build -t $(REGISTRY)/$*:$(GIT_SHA) -f services/$*/Dockerfile .
	docker push $(REGISTRY)/$*:$(GIT_SHA)

# --- deploys ----------------------------------------------------------------

# Tickets and payments; never deploy while a sailing is boarding.
deploy-bookings: image-bookings
	./scripts/check-no-boarding.sh $(ENV)
	$(HELM) upgrade --install bookings charts/bookings \
	  --namespace ferry --set image.tag=$(GIT_SHA) \
	  -f charts/bookings/values-$(ENV).yaml
	$(KUBECTL) -n ferry rollout status deploy/bookings --timeout=5m

# Vehicle deck lane planning.
deploy-deck-planner: image-deck-planner
	$(HELM) upgrade --install deck-planner charts/deck-planner \
	  --namespace ferry --set image.tag=$(GIT_SHA) \
	  -f charts/deck-planner/values-$(ENV).yaml
	$(KUBECTL) -n ferry rollout status deploy/deck-planner --timeout=5m

# Published sailing timetables.
deploy-timetable: image-timetable
	$(HELM) upgrade --install timetable charts/timetable \
	  --namespace ferry --set image.tag=$(GIT_SHA) \
	  -f charts/timetable/values-$(ENV).yaml
	$(KUBECTL) -n ferry rollout status deploy/timetable --timeout=5m

deploy-all: $(addprefix deploy-,$(SERVICES))

clean:
	./gradlew clean
	docker image prune -f --filter label=service=ferry
