# ... header, variables, phony targets and the FRA/MUC extract rules unchanged ...

$(OUT)/HAM.csv: | $(OUT)
	$(PYTHON) -m bagrecon.extract --station HAM --date $(DATE) --source brs-ham2.ops.internal > $@

# ... load and report targets as before ...

publish: report
	aws s3 cp $(OUT)/mishandled.html s3://ops-reports/baggage/$(DATE)/
	aws s3 cp $(OUT)/mishandled.csv s3://ops-reports/baggage/$(DATE)/
	$(PYTHON) -m bagrecon.notify --channel '#baggage-ops' --report s3://ops-reports/baggage/$(DATE)/mishandled.html

# ... clean target unchanged ...
