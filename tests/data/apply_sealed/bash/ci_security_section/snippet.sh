# ...

section "types"
mypy src

section "security"
bandit -q -r src -c pyproject.toml
pip-audit --strict -r requirements.txt

section "unit tests"
# ... (rest unchanged) ...
