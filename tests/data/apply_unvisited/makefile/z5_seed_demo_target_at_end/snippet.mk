# ... existing code ...

.PHONY: clean
clean:
	rm -rf dist coverage tmp .cache
	$(COMPOSE) down -v

.PHONY: seed-demo
seed-demo: migrate
	$(NODE) scripts/seed-demo-courses.js --courses 12 --students 300 --with-quiz-attempts
