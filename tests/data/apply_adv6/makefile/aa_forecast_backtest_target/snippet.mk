# ... existing code ...

.PHONY: help venv lint test ingest forecast backtest publish clean

# ... existing code ...

forecast: ingest
	$(VENV)/bin/python -m loadcast.forecast --region $(REGION) \
		--date $(FORECAST_DATE) --data $(DATA_DIR)

backtest: ingest
	$(VENV)/bin/python -m loadcast.backtest --region $(REGION) \
		--days 30 --data $(DATA_DIR) --report reports/backtest-$(REGION).html

publish: forecast
# ... existing code ...
