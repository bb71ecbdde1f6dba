NODE_BIN   := node_modules/.bin
SRC        := src
BUILD      := public/build
SASS_FLAGS := --style=compressed --no-source-map

.PHONY: all install css lint js watch serve clean

all: css js

install: node_modules

node_modules: package.json package-lock.json
	npm ci
	@touch $@

css: install
	@mkdir -p $(BUILD)
	$(NODE_BIN)/sass $(SASS_FLAGS) $(SRC)/styles/main.scss $(BUILD)/main.css

lint: install
	$(NODE_BIN)/stylelint "$(SRC)/styles/**/*.scss"
	$(NODE_BIN)/eslint $(SRC)/js

js: install
	@mkdir -p $(BUILD)
	$(NODE_BIN)/esbuild $(SRC)/js/main.js --bundle --minify --outfile=$(BUILD)/main.js

watch: install
	$(NODE_BIN)/sass --watch $(SRC)/styles/main.scss:$(BUILD)/main.css &
	$(NODE_BIN)/esbuild $(SRC)/js/main.js --bundle --watch --outfile=$(BUILD)/main.js

serve: all
	$(NODE_BIN)/http-server public -p 4000 -c-1

clean:
	rm -rf $(BUILD)

distclean: clean
	rm -rf node_modules
