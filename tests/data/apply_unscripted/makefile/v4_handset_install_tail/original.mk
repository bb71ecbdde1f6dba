# Boarding gate handset app (Android). Crew scan tickets and vehicle
# deck passes with these handsets at the linkspan.

GRADLE := ./gradlew
APP_ID := com.harbourline.gate
FLAVOR ?= prod
BUILD_TYPE ?= release
VARIANT := $(FLAVOR)$(shell echo $(BUILD_TYPE) | sed 's/./\U&/')
APK := app/build/outputs/apk/$(FLAVOR)/$(BUILD_TYPE)/app-$(FLAVOR)-$(BUILD_TYPE).apk
VESSEL ?= isle-of-mull

.PHONY: help build test lint apk manifest-cache install-handsets

help: ## Show this help
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | \
	  awk 'BEGIN {FS = ":.*## "} {printf "  %-20s %s\n", $$1, $$2}'

build: ## Compile the app
	$(GRADLE) assemble$(VARIANT)

test: ## Unit tests (ticket and deck pass parsing)
	$(GRADLE) test$(VARIANT)UnitTest

lint: ## Android lint and ktlint
	$(GRADLE) lint$(VARIANT) ktlintCheck

apk: build ## Build the APK for handset rollout
	@test -f $(APK) || (echo "APK not found: $(APK)" && exit 1)
	@echo "Built $(APK)"

manifest-cache: ## Download today's sailing manifests for offline scanning
	mkdir -p app/src/main/assets/manifests
	curl -fsS "https://ops.harbourline.internal/api/manifests?vessel=$(VESSEL)" \
	  -o app/src/main/assets/manifests/$(VESSEL).json

install-handsets: apk ## Install on every handset plugged into the dock
	@for serial in $$(adb devices | awk 'NR>1 && $$2=="device" {print $$1}'); do \
	  echo "Installing on $$serial"; \
	  adb -s $$serial install -r $(APK); \
	done
