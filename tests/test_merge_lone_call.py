"""A lone bracket-less call kept beside a new call of the same function with its description reworded (``desc "Sync
recently updated products"`` kept above the new ``desc "Sync products changed ..."``, both above the restated
``task``): the *beside* rule doubts the reading that keeps both, names the old line a suspect, and the repaired
reading that replaces it is certified (``edged._same_call``: the first argument a string of words in both, half the
old words kept, two at least). A call in brackets with its message reworded may be one more log line; a call whose
first argument names something else (a route, a blueprint, a middleware) is one more call: no reading that replaces
it is certified, and the merge refuses rather than guess."""

from __future__ import annotations

from textwrap import dedent

import pytest

from fastapply.apply.merge import merge

REWORDED = {
    "ruby": ('''
        namespace :search do
          desc "Rebuild the customers index"
          task rebuild_customers: :environment do
            Search::Index.new("customers").rebuild!
          end

          desc "Sync recently updated products"
          task sync_products: :environment do
            Product.recent.find_each { |p| index.upsert(p) }
          end
        end
        ''', '''
        namespace :search do
          # ... existing code ...

          desc "Sync products changed in the last SINCE_MINUTES minutes (default 60)"
          task sync_products: :environment do
            # ... existing code ...
          end
        end
        ''', 'desc "Sync recently updated products"', 'desc "Sync products changed in the last'),
}

ANOTHER = {
    "python": ('''
        def create_app(config):
            app = Flask(__name__)
            app.register_blueprint(users_bp)
            return app
        ''', '''
        def create_app(config):
            # ... existing code ...
            app.register_blueprint(orders_bp, url_prefix="/orders")
            return app
        '''),
    "javascript": ('''
        function buildRouter() {
          const router = express.Router();
          router.use(authMiddleware);
          return router;
        }
        ''', '''
        function buildRouter() {
          // ... existing code ...
          router.use(rateLimit({ windowMs: 60_000, max: 100 }));
          return router;
        }
        '''),
    "go-mux": ('''
        func main() {
        	mux := http.NewServeMux()
        	mux.HandleFunc("/health", health)
        	log.Fatal(http.ListenAndServe(":8080", mux))
        }
        ''', '''
        func main() {
        	// ... existing code ...
        	mux.HandleFunc("/metrics", promhttp.Handler().ServeHTTP)
        	log.Fatal(http.ListenAndServe(":8080", mux))
        }
        '''),
    "python-log": ('''
        def migrate(db):
            plan = build_plan(db)
            logger.info("applying %d migrations to the database", len(plan))
            apply_all(db, plan)
        ''', '''
        def migrate(db):
            # ... existing code ...
            logger.info("migrations target the %s database", db.name)
            apply_all(db, plan)
        '''),
    "go-log": ('''
        func run() error {
        	cfg := loadConfig()
        	log.Printf("config loaded from %s", cfg.Path)
        	return http.ListenAndServe(cfg.Addr, router(cfg))
        }
        ''', '''
        func run() error {
        	// ... existing code ...
        	log.Printf("listening on %s", cfg.Addr)
        	return http.ListenAndServe(cfg.Addr, router(cfg))
        }
        '''),
}


def _text(block: str) -> str:
    return dedent(block).lstrip("\n")


@pytest.mark.parametrize("language", sorted(REWORDED))
def test_a_reworded_lone_call_replaces_the_old_one(language):
    original, snippet, old, new = REWORDED[language]
    result = merge(_text(original), _text(snippet), language=language)
    assert result.sure, result.reasons
    assert old not in result.text and new in result.text
    assert result.text == _text(original).replace(old, next(x.strip() for x in _text(snippet).splitlines() if new in x))


@pytest.mark.parametrize("name", sorted(ANOTHER))
def test_a_call_naming_something_else_is_not_read_as_an_edit(name):
    original, snippet = ANOTHER[name]
    result = merge(_text(original), _text(snippet), language=name.split("-")[0])
    assert result.confidence == "ambiguous", result.text
    assert any(x.startswith("beside:") for x in result.reasons), result.reasons
