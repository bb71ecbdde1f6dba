# ... existing code ...

install-handsets: apk ## Install on every handset plugged into the dock
	@for serial in $$(adb devices | awk 'NR>1 && $$2=="device" {print $$1}'); do \
	  echo "Installing on $$serial"; \
	  adb -s $$serial install -r $(APK); \
	  adb -s $$serial shell am start -n $(APP_ID)/.BoardingActivity; \
	done

uninstall-handsets: ## Remove the app from every docked handset
	@for serial in $$(adb devices | awk 'NR>1 && $$2=="device" {print $$1}'); do \
	  echo "Uninstalling from $$serial"; \
	  adb -s $$serial uninstall $(APP_ID); \
	done
