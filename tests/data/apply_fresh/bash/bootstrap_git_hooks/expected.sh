#!/usr/bin/env bash
# scripts/bootstrap: set up a fresh checkout for local development.
set -euo pipefail

cd "$(dirname "$0")/.."

RUBY_VERSION_FILE=".ruby-version"
NODE_VERSION_FILE=".nvmrc"

need() {
    if ! command -v "$1" >/dev/null 2>&1; then
        echo "error: $1 is required but not installed" >&2
        exit 1
    fi
}

need git
need docker
need rbenv
need nvm || true

echo "==> Installing Ruby $(cat "$RUBY_VERSION_FILE")"
rbenv install --skip-existing "$(cat "$RUBY_VERSION_FILE")"

echo "==> Installing gems"
gem install bundler --conservative
bundle check >/dev/null 2>&1 || bundle install

echo "==> Installing Node $(cat "$NODE_VERSION_FILE")"
if [ -s "$HOME/.nvm/nvm.sh" ]; then
    # shellcheck source=/dev/null
    . "$HOME/.nvm/nvm.sh"
    nvm install
fi

echo "==> Installing JS packages"
yarn install --frozen-lockfile

echo "==> Starting services"
docker compose up -d postgres redis

echo "==> Preparing database"
until docker compose exec -T postgres pg_isready -U postgres >/dev/null 2>&1; do
    sleep 1
done
bin/rails db:prepare

echo "==> Seeding database"
bin/rails db:seed

echo "==> Installing git hooks"
ln -sf ../../scripts/pre-commit .git/hooks/pre-commit
chmod +x scripts/pre-commit

echo "All set. Run 'bin/dev' to start the stack."
