# ... existing targets ...

# Published sailing timetables.
deploy-timetable: image-timetable
	$(HELM) upgrade --install timetable charts/timetable \
	  --namespace ferry --set image.tag=$(GIT_SHA) \
	  -f charts/timetable/values-$(ENV).yaml
	$(KUBECTL) -n ferry rollout status deploy/timetable --timeout=5m

# Weather feed polling and hold decisions; duty master must be told first.
deploy-weather-hold: image-weather-hold
	./scripts/notify-duty-master.sh "weather-hold deploy to $(ENV)"
	$(HELM) upgrade --install weather-hold charts/weather-hold \
	  --namespace ferry --set image.tag=$(GIT_SHA) \
	  -f charts/weather-hold/values-$(ENV).yaml
	$(KUBECTL) -n ferry rollout status deploy/weather-hold --timeout=5m

# ... existing targets ...
