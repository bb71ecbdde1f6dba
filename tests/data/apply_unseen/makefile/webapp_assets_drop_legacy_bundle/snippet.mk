# ... existing code ...

.PHONY: watch
watch: node_modules
	NODE_ENV=development $(NPM) run dev

.PHONY: test
test: node_modules
	$(NPM) test -- --ci --reporters=default --reporters=jest-junit

# ... existing code ...
