# ... existing code ...

.PHONY: test-grading
test-grading: db-up
	$(JEST) --selectProjects grading --runInBand --testTimeout=30000

# ... existing code ...
