# Thin entry points; the logic lives in scripts/.
.PHONY: run dev test lint bench seed fmt contract

run: ## build, prepare the database and start both servers
	scripts/run.sh

dev: ## watch mode: content service rebuilt on change, web app with Vite's dev server
	scripts/dev.sh

test: ## every suite
	scripts/test.sh

lint: ## rustfmt, clippy, TypeScript, ESLint
	scripts/lint.sh

bench: ## throughput benchmarks (API and pages); figures go to docs/performance.md
	scripts/bench.sh

contract: ## rewrite contract/openapi.json from the code and regenerate the web types and form rules
	UPDATE_CONTRACT=1 cargo test --release -p antiques-api --test api contract
	cd web && npm run --silent contract

seed: ## (re)seed the demo data into DATABASE_URL (default data/antiques.db)
	cargo run --release -p antiques -- seed

fmt:
	cargo fmt --all
	cd web && npx eslint --fix .
