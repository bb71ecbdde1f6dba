# ... earlier setup steps unchanged ...

echo "==> Seeding database"
bin/rails db:seed

echo "==> Installing git hooks"
ln -sf ../../scripts/pre-commit .git/hooks/pre-commit
chmod +x scripts/pre-commit

echo "All set. Run 'bin/dev' to start the stack."
