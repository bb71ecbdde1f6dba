# Taproom menu boards: render the tap list and push it to the screens over the bar.

TAPLIST_API ?= http://kegtracker.lan:8080/api/taplist
OUT         := out
RSYNC       := rsync -az --delete
RENDER      := python3 tools/render_board.py --data $(OUT)/taplist.json

.PHONY: all fetch render preview deploy deploy-bar-left deploy-bar-right deploy-patio clean

all: render

fetch:
	mkdir -p $(OUT)
	curl -fsS $(TAPLIST_API) -o $(OUT)/taplist.json

render: fetch
	$(RENDER) --layout layouts/bar.html --out $(OUT)/bar-left
	$(RENDER) --layout layouts/bar.html --out $(OUT)/bar-right --offset 12
	$(RENDER) --layout layouts/patio.html --out $(OUT)/patio

preview: render
	python3 -m http.server --directory $(OUT) 8000

deploy: deploy-bar-left deploy-bar-right deploy-patio

# Each board is a Raspberry Pi running Chromium in kiosk mode.
deploy-bar-left: render
	$(RSYNC) $(OUT)/bar-left/ pi@board-bar-left.lan:/srv/board/
	ssh pi@board-bar-left.lan 'sudo systemctl restart kiosk'

deploy-bar-right: render
	$(RSYNC) $(OUT)/bar-right/ pi@board-bar-right.lan:/srv/board/
	ssh pi@board-bar-right.lan 'sudo systemctl restart kiosk'

deploy-patio: render
	$(RSYNC) $(OUT)/patio/ pi@board-patio.lan:/srv/board/
	ssh pi@board-patio.lan 'sudo systemctl restart kiosk'

clean:
	rm -rf $(OUT)
