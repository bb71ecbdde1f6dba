# ... existing code ...

run_tests() {
    section "Running tests"
    local reports_dir="$ROOT_DIR/reports"
    mkdir -p "$reports_dir"
    pytest "$ROOT_DIR/tests" \
        --cov=app \
        --cov-report=term-missing \
        --cov-report=xml:"$reports_dir/coverage.xml" \
        --cov-fail-under="$COVERAGE_MIN" \
        --junitxml="$reports_dir/junit.xml" \
        -q
}

# ... existing code ...
