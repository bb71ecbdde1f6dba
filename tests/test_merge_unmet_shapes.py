"""Placement and certifier rules from the fourteenth, fifteenth and sixteenth frozen splits' wrong files and refusals
(tests/data/apply_unmet, tests/data/apply_uncharted, tests/data/apply_unsurveyed, each measured once, development
sets since). Placement: a new block after a restated like one (a TOML ``[[zones]]`` table, a YAML list item, an HTML
field) edits nothing of the like block below it; a snippet that opens, no marker above, on a rewritten header comment
replaces the old one; a deletion marker among imports keeps the blank line that spaces two groups; the last chunk
chained onto the file's last call replaces it; a block's closing line given more after an indented marker, a
Dockerfile ``CMD`` in its stage, a statement ended anew, a lone call given more arguments, a function restated with
a new signature and a block's rewritten last line are each placed on the line they edit. Markers: ``/* snip */``
is one; ``*remaining -= n`` and a prose sentence that says "existing" are no marker text. Certifier: a YAML list item
renamed while a marker keeps its last lines is cut; a local declared anew beside its kept declaration (Dart
``final``) and a Go import kept beside the new group are refused; a Markdown section added after its like keeps the
next like heading; a Go assignment to several targets is named by its first."""

from __future__ import annotations

from textwrap import dedent

import pytest

from fastapply.apply.merge import merge
from fastapply.apply.merge.lines import identity
from fastapply.apply.merge.markers import is_marker_line
from fastapply.apply.merge.redeclared import _declares


def _case(original: str, snippet: str, expected: str) -> tuple[str, str, str]:
    return dedent(original).lstrip("\n"), dedent(snippet).lstrip("\n"), dedent(expected).lstrip("\n")


def _written_right(cases: dict, language: str) -> None:
    original, snippet, expected = cases[language]
    result = merge(original, snippet, language=language)
    assert result.confidence in ("exact", "fuzzy"), result.reasons
    assert result.text == expected


_BESIDE = {
"toml": _case('''
    [server]
    port = 8080

    [[zones]]
    name = "west"
    valve = 1
    flow = 180

    [[zones]]
    name = "east"
    valve = 2
    flow = 180

    [[zones]]
    name = "house"
    valve = 4
    flow = 40
    drip = true

    [alerts]
    email = "ops@example.org"
    ''', '''
    # ... existing config ...

    [[zones]]
    name = "east"
    valve = 2
    flow = 180

    [[zones]]
    name = "pear"
    valve = 3
    flow = 120

    # ... remaining zones unchanged ...
    ''', '''
    [server]
    port = 8080

    [[zones]]
    name = "west"
    valve = 1
    flow = 180

    [[zones]]
    name = "east"
    valve = 2
    flow = 180

    [[zones]]
    name = "pear"
    valve = 3
    flow = 120

    [[zones]]
    name = "house"
    valve = 4
    flow = 40
    drip = true

    [alerts]
    email = "ops@example.org"
    '''),
"yaml": _case('''
    services:
      - name: api
        port: 8080
        replicas: 2
      - name: worker
        port: 9090
        replicas: 2
      - name: cron
        port: 7070
        replicas: 1
        schedule: hourly
    logging: info
    ''', '''
    services:
      # ... existing services ...
      - name: worker
        port: 9090
        replicas: 2
      - name: mailer
        port: 6060
        replicas: 3
      # ... the rest unchanged ...
    ''', '''
    services:
      - name: api
        port: 8080
        replicas: 2
      - name: worker
        port: 9090
        replicas: 2
      - name: mailer
        port: 6060
        replicas: 3
      - name: cron
        port: 7070
        replicas: 1
        schedule: hourly
    logging: info
    '''),
"html": _case('''
    <form id="signup">
      <div class="field">
        <label for="name">Name</label>
        <input id="name" type="text">
      </div>
      <div class="field">
        <label for="email">Email</label>
        <input id="email" type="email">
      </div>
      <div class="field">
        <label for="phone">Phone</label>
        <input id="phone" type="tel">
        <small>Optional</small>
      </div>
    </form>
    ''', '''
    <!-- ... existing fields ... -->
      <div class="field">
        <label for="email">Email</label>
        <input id="email" type="email">
      </div>
      <div class="field">
        <label for="city">City</label>
        <input id="city" type="text">
      </div>
    <!-- ... rest of the form unchanged ... -->
    ''', '''
    <form id="signup">
      <div class="field">
        <label for="name">Name</label>
        <input id="name" type="text">
      </div>
      <div class="field">
        <label for="email">Email</label>
        <input id="email" type="email">
      </div>
      <div class="field">
        <label for="city">City</label>
        <input id="city" type="text">
      </div>
      <div class="field">
        <label for="phone">Phone</label>
        <input id="phone" type="tel">
        <small>Optional</small>
      </div>
    </form>
    '''),
}


@pytest.mark.parametrize("language", sorted(_BESIDE))
def test_a_new_block_after_a_restated_like_one_leaves_the_next_like_block_whole(language):
    """The snippet restates ``east`` and adds ``pear`` after it, then a marker: ``house`` below stays whole (its
    ``flow = 40`` is no old version of the new ``flow = 120``, the new block's lines no edit of house's)."""
    _written_right(_BESIDE, language)


_AUTOMATIONS = _case('''
    - id: hall_light
      alias: Hall light on motion
      mode: restart
      trigger:
        - platform: state
          entity_id: binary_sensor.hall_motion
          to: "on"
      action:
        - service: light.turn_on
          target:
            entity_id: light.hall
        - delay: "00:02:00"
        - service: light.turn_off
          target:
            entity_id: light.hall

    - id: leak_shutoff
      alias: Close valve on leak
      mode: single
      trigger:
        - platform: state
          entity_id: binary_sensor.kitchen_leak
          to: "on"
      action:
        - service: valve.close_valve
          target:
            entity_id: valve.main
        - service: notify.phones
          data:
            message: "Leak detected, valve closed."
    ''', '''
    # ... existing automations ...
        - service: light.turn_off
          target:
            entity_id: light.hall

    - id: garage_light
      alias: Garage light on motion
      mode: restart
      trigger:
        - platform: state
          entity_id: binary_sensor.garage_motion
          to: "on"
      action:
        - service: light.turn_on
          target:
            entity_id: light.garage
        - service: light.turn_off
          target:
            entity_id: light.garage

    # ... existing automations ...
    ''', "")


def test_a_list_item_renamed_while_a_marker_keeps_its_last_lines_is_refused():
    """The new automation is stated whole after the restated end of ``hall_light``; the only reading writes it
    over ``leak_shutoff``'s first lines and keeps that one's last action: cut, refused."""
    original, snippet, _ = _AUTOMATIONS
    result = merge(original, snippet, language="yaml")
    assert result.confidence == "ambiguous"
    assert "'id: leak_shutoff' is cut" in " ".join(result.reasons)


_HEADER = {
"css": _case('''
    /* Receipt print styles (80mm thermal) */

    @page {
      size: 80mm auto;
      margin: 0;
    }

    body.receipt {
      font-size: 12px;
    }
    ''', '''
    /* Receipt and kitchen chit print styles
       Printers: Epson TM-m30III (80mm thermal) */

    @import url("./thermal-fonts.css");

    @page {
    /* ... rest of the file unchanged ... */
    ''', '''
    /* Receipt and kitchen chit print styles
       Printers: Epson TM-m30III (80mm thermal) */

    @import url("./thermal-fonts.css");

    @page {
      size: 80mm auto;
      margin: 0;
    }

    body.receipt {
      font-size: 12px;
    }
    '''),
"python": _case('''
    # Ledger export: writes the monthly rent ledger as CSV.

    import csv

    def export(rows, path):
        with open(path, "w") as f:
            csv.writer(f).writerows(rows)
    ''', '''
    # Ledger tools for the nightly job and the admin "Export" button:
    # CSV and JSON exports of the rent ledger.

    import csv
    import json

    # ... existing code ...
    ''', '''
    # Ledger tools for the nightly job and the admin "Export" button:
    # CSV and JSON exports of the rent ledger.

    import csv
    import json

    def export(rows, path):
        with open(path, "w") as f:
            csv.writer(f).writerows(rows)
    '''),
"go": _case('''
    // Package ledger keeps the rent ledger.
    package ledger

    import "time"

    func Due(now time.Time) time.Time {
    \treturn now.AddDate(0, 1, 0)
    }
    ''', '''
    // Package ledger computes due dates and late fees for tenants;
    // see the ledger runbook.
    package ledger

    import "time"

    const graceDays = 5

    // ... existing code ...
    ''', '''
    // Package ledger computes due dates and late fees for tenants;
    // see the ledger runbook.
    package ledger

    import "time"

    const graceDays = 5

    func Due(now time.Time) time.Time {
    \treturn now.AddDate(0, 1, 0)
    }
    '''),
}


@pytest.mark.parametrize("language", sorted(_HEADER))
def test_a_snippet_opening_on_a_rewritten_header_comment_replaces_the_old_one(language):
    """No marker above the snippet's first line, a comment that opens on the old header's first word, and only that
    header above the first restated line: the file's header rewritten, not a second header written above it."""
    _written_right(_HEADER, language)


_SPACED = {
"rust": _case('''
    use std::collections::HashMap;

    use serde::Serialize;

    use crate::edifact::Segment;
    use crate::hs::HsCode;

    pub fn codes() -> HashMap<String, HsCode> {
        HashMap::new()
    }
    ''', '''
    // ... existing code ...
    use serde::Serialize;

    // removed: use crate::edifact::Segment;
    use crate::hs::HsCode;
    // ... existing code ...
    ''', '''
    use std::collections::HashMap;

    use serde::Serialize;

    use crate::hs::HsCode;

    pub fn codes() -> HashMap<String, HsCode> {
        HashMap::new()
    }
    '''),
"python": _case('''
    import json
    import os

    from ledger.legacy import to_edifact
    from ledger.rows import Row


    def load(path):
        return [Row(**r) for r in json.load(open(path))]
    ''', '''
    # ... existing code ...
    import os

    # (removed the to_edifact import)
    from ledger.rows import Row
    # ... existing code ...
    ''', '''
    import json
    import os

    from ledger.rows import Row


    def load(path):
        return [Row(**r) for r in json.load(open(path))]
    '''),
"typescript": _case('''
    import { readFile } from "fs/promises";

    import { toEdifact } from "./legacy";
    import { Row } from "./rows";

    export async function load(path: string): Promise<Row[]> {
      return JSON.parse(await readFile(path, "utf8"));
    }
    ''', '''
    import { readFile } from "fs/promises";

    // removed: import { toEdifact } from "./legacy";
    import { Row } from "./rows";
    // ... existing code ...
    ''', '''
    import { readFile } from "fs/promises";

    import { Row } from "./rows";

    export async function load(path: string): Promise<Row[]> {
      return JSON.parse(await readFile(path, "utf8"));
    }
    '''),
}


@pytest.mark.parametrize("language", sorted(_SPACED))
def test_a_deletion_marker_among_imports_keeps_the_blank_line_that_spaces_two_groups(language):
    """The removed import opens its group: the blank line above it spaces the group from the one above, and the
    group goes on below it, so that blank line stays."""
    _written_right(_SPACED, language)


_TWICE = {
"dart": _case('''
    class Session {
      Future<Result> submit() async {
        _ticker?.cancel();
        final payload = build();
        final result = await api.submit(payload);
        _setStatus(Status.finished);
        return result;
      }
    }
    ''', '''
      Future<Result> submit() async {
        _ticker?.cancel();
        // ... existing code ...
        final Result result;
        try {
          result = await api.submit(payload);
        } catch (_) {
          _setStatus(Status.running);
          rethrow;
        }
        _setStatus(Status.finished);
        return result;
      }
    ''', ""),
"go": _case('''
    package ledger

    import "time"

    func Due(now time.Time) time.Time {
    \treturn now.AddDate(0, 1, 0)
    }
    ''', '''
    package ledger

    import (
    \t"sync"
    \t"time"
    )

    // ... existing code ...
    ''', ""),
}


@pytest.mark.parametrize("language", sorted(_TWICE))
def test_a_name_declared_anew_beside_its_kept_declaration_is_refused(language):
    """Dart: the marker keeps ``final result = await api.submit(payload);`` above the new ``final Result result;``
    (one block declares it twice). Go: ``import "time"`` kept below the new group that imports it again."""
    original, snippet, _ = _TWICE[language]
    result = merge(original, snippet, language=language)
    assert result.confidence == "ambiguous"
    assert "declared by" in " ".join(result.reasons)


@pytest.mark.parametrize(("line", "language", "name"), [
    ("    final AttemptResult result;", "dart", "result"), ("  late final Map<String, int> seen = {};", "dart", "seen"),
    ("        final Result result = api.submit(payload);", "java", "result"), ("var total = 0;", "c_sharp", "total"),
    ("        result = api.submit(payload);", "java", None)])
def test_typed_local_declarations_name_what_they_declare(line, language, name):
    """A type may stand between the keyword and the name in Dart, Java and C#: the name, not the type."""
    assert _declares(line, language) == name


@pytest.mark.parametrize("line", ["/* snip */", "    /* snip */", "// <snip>", "# [snip]", "-- snip --", "// snipped"])
def test_a_comment_that_only_says_snip_is_a_marker(line):
    assert is_marker_line(line)


@pytest.mark.parametrize("line", ["// snip the tail off the name", "snip()", "# snip = trim(name)"])
def test_snip_in_a_sentence_or_in_code_is_no_marker(line):
    assert not is_marker_line(line)


_DEREFERENCED = {
    "go": _case("""
        package claims

        func charge(amount float64, remaining *float64) float64 {
        \tif amount <= *remaining {
        \t\treturn 0
        \t}
        \treturn amount - *remaining
        }
        """, """
        // ... existing code ...
        func charge(amount float64, remaining *float64) float64 {
        \tif amount <= *remaining {
        \t\t*remaining -= amount
        \t\treturn 0
        \t}
        \tamount -= *remaining
        \t*remaining = 0
        \treturn amount
        }
        """, """
        package claims

        func charge(amount float64, remaining *float64) float64 {
        \tif amount <= *remaining {
        \t\t*remaining -= amount
        \t\treturn 0
        \t}
        \tamount -= *remaining
        \t*remaining = 0
        \treturn amount
        }
        """),
    "c": _case("""
        void reset(int *remaining)
        {
            if (remaining)
                return;
        }
        """, """
        void reset(int *remaining)
        {
            if (remaining)
                *remaining = 0;
        }
        """, """
        void reset(int *remaining)
        {
            if (remaining)
                *remaining = 0;
        }
        """),
}


@pytest.mark.parametrize("language", sorted(_DEREFERENCED))
def test_a_dereferenced_name_is_code_not_a_comment_line_that_reads_like_a_marker(language):
    """``*remaining -= amount`` starts with ``*`` like a block comment's inner line, and its first word is one a
    marker uses (remaining): it is code, written as the snippet has it."""
    _written_right(_DEREFERENCED, language)


_CHAINED = {
"javascript": _case('''
    #!/usr/bin/env node
    const net = require("node:net");

    async function main() {
      const socket = net.connect(4001, "ais-gw");
      socket.on("data", (chunk) => process.stdout.write(chunk));
    }

    main();
    ''', '''
    #!/usr/bin/env node
    // ... existing code ...

    main().catch((err) => {
      console.error(`ais-tail: ${err.message}`);
      process.exit(1);
    });
    ''', '''
    #!/usr/bin/env node
    const net = require("node:net");

    async function main() {
      const socket = net.connect(4001, "ais-gw");
      socket.on("data", (chunk) => process.stdout.write(chunk));
    }

    main().catch((err) => {
      console.error(`ais-tail: ${err.message}`);
      process.exit(1);
    });
    '''),
"typescript": _case('''
    import { createServer } from "node:http";

    async function bootstrap(): Promise<void> {
      createServer((_, res) => res.end("ok")).listen(8080);
    }

    bootstrap();
    ''', '''
    // ... existing code ...

    bootstrap().then(() => console.log("listening on 8080"));
    ''', '''
    import { createServer } from "node:http";

    async function bootstrap(): Promise<void> {
      createServer((_, res) => res.end("ok")).listen(8080);
    }

    bootstrap().then(() => console.log("listening on 8080"));
    '''),
}


@pytest.mark.parametrize("language", sorted(_CHAINED))
def test_a_last_chunk_chained_onto_the_files_last_call_replaces_it(language):
    """After a marker at the margin, new code only, the snippet's end: its first line chains onto the file's last
    line, a call (``main();`` now ``main().catch(...)``), which it replaces, not written after it."""
    _written_right(_CHAINED, language)


_RUNBOOK = _case("""
    # Claims runbook

    ## Alerts

    ### PaymentFileRejected

    **Fires when:** the bank rejects the ACH file.

    **What to do:**

    1. Read the bank's reject code.
    2. Hold the batch with `adjctl payments hold`.

    ### FraudScoringTimeouts

    **Fires when:** scoring takes over 5 s.

    **What to do:**

    1. Check the scoring service's latency panel.
    """, """
    <!-- ... existing content ... -->

    1. Read the bank's reject code.
    2. Hold the batch with `adjctl payments hold`.

    ### PaymentFileNotGenerated

    **Fires when:** no ACH file is written by 11:30 ET.

    **What to do:**

    1. Rerun the batch with `adjctl batch rerun --date today`.

    <!-- ... existing content ... -->
    """, """
    # Claims runbook

    ## Alerts

    ### PaymentFileRejected

    **Fires when:** the bank rejects the ACH file.

    **What to do:**

    1. Read the bank's reject code.
    2. Hold the batch with `adjctl payments hold`.

    ### PaymentFileNotGenerated

    **Fires when:** no ACH file is written by 11:30 ET.

    **What to do:**

    1. Rerun the batch with `adjctl batch rerun --date today`.

    ### FraudScoringTimeouts

    **Fires when:** scoring takes over 5 s.

    **What to do:**

    1. Check the scoring service's latency panel.
    """)


def test_a_markdown_section_added_after_its_like_keeps_the_next_like_heading():
    """The chunk restates the end of one ``###`` section and adds a new ``###`` section: the next ``###`` heading,
    kept after it, is a sibling, not the new heading's old version."""
    _written_right({"markdown": _RUNBOOK}, "markdown")


_CLOSER_EDITED = {
"javascript": _case('''
    export function useForecast(siteId, hours) {
      const [points, setPoints] = useState([]);
      const [reloadKey, setReloadKey] = useState(0);
      useEffect(() => {
        let cancelled = false;
        fetchForecast(siteId, hours).then((data) => {
          if (!cancelled) setPoints(data);
        });
        return () => {
          cancelled = true;
        };
      }, [siteId, hours]);
      return { points, reload: () => setReloadKey((k) => k + 1) };
    }
    ''', '''
    export function useForecast(siteId, hours) {
      // ... existing code ...
      useEffect(() => {
        // ... existing fetch logic ...
      }, [siteId, hours, reloadKey]);
      // ... existing code ...
    }
    ''', '''
    export function useForecast(siteId, hours) {
      const [points, setPoints] = useState([]);
      const [reloadKey, setReloadKey] = useState(0);
      useEffect(() => {
        let cancelled = false;
        fetchForecast(siteId, hours).then((data) => {
          if (!cancelled) setPoints(data);
        });
        return () => {
          cancelled = true;
        };
      }, [siteId, hours, reloadKey]);
      return { points, reload: () => setReloadKey((k) => k + 1) };
    }
    '''),
"swift": _case('''
    func load(url: URL, done: @escaping (Data?) -> Void) {
        session.dataTask(with: url) { data, _, error in
            if let error = error {
                log.error("load failed: \\\\(error)")
            }
            done(data)
        }
    }
    ''', '''
    func load(url: URL, done: @escaping (Data?) -> Void) {
        session.dataTask(with: url) { data, _, error in
            // ... existing code ...
        }.resume()
    }
    ''', '''
    func load(url: URL, done: @escaping (Data?) -> Void) {
        session.dataTask(with: url) { data, _, error in
            if let error = error {
                log.error("load failed: \\\\(error)")
            }
            done(data)
        }.resume()
    }
    '''),
}
_CLOSER_EDITED["tsx"] = _CLOSER_EDITED["javascript"]


@pytest.mark.parametrize("language", sorted(_CLOSER_EDITED))
def test_a_closing_line_given_more_after_an_indented_marker_edits_that_blocks_closer(language):
    """An indented marker stands for a callback's body; the chunk after it opens on that block's closing line given
    more (``}, [siteId, hours, reloadKey]);``, ``}.resume()``): its new version, placed and pinned there."""
    _written_right(_CLOSER_EDITED, language)


_STAGES = dedent("""
    FROM python:3.12-slim AS runtime
    WORKDIR /app
    COPY . .

    FROM runtime AS api
    USER app
    CMD ["gunicorn", "app.wsgi", "--workers", "4"]

    FROM runtime AS worker
    USER app
    CMD ["celery", "-A", "app", "worker", "--queues", "payroll"]

    FROM runtime AS cron
    USER app
    CMD ["celery", "-A", "app", "beat"]
    """).lstrip()


@pytest.mark.parametrize(("stage", "old", "new"), [
    ("worker", '"--queues", "payroll"]', '"--queues", "payroll,payslips", "--concurrency", "4"]'),
    ("api", '"--workers", "4"]', '"--workers", "8", "--timeout", "60"]')])
def test_a_cmd_edited_between_markers_is_the_one_of_the_stage_restated_above(stage, old, new):
    """``CMD`` counts once a stage: the chunk that holds only the new ``CMD``, after a marker below a restated
    ``FROM ... AS worker``, edits that stage's, not the next stage's too (which made it fit nowhere)."""
    line = next(x for x in _STAGES.splitlines() if x.startswith("CMD") and old in x)
    snippet = (f"# ... existing code ...\n\nFROM runtime AS {stage}\n# ... existing code ...\n"
               f"{line.replace(old, new)}\n\n# ... existing code ...\n")
    result = merge(_STAGES, snippet, language="dockerfile")
    assert result.confidence in ("exact", "fuzzy"), result.reasons
    assert result.text == _STAGES.replace(old, new)


_ENDED = {
    "csharp": ("""
        public class LeaveValidator : AbstractValidator<LeaveRequest>
        {
            public LeaveValidator()
            {
                RuleFor(r => r.StartDate)
                    .NotEmpty()
                    .WithMessage("Start date is required.");

                RuleFor(r => r.Days)
                    .LessThanOrEqualTo(20)
                    .WithMessage("At most 20 days at once.");
            }
        }
        """, """
                // ... existing code ...
                RuleFor(r => r.StartDate)
                    .NotEmpty()
                    .WithMessage("Pick a start date.");

                // ... existing code ...
        """, ('.WithMessage("Start date is required.");', '.WithMessage("Pick a start date.");')),
    "java": ("""
        public final class Requests {
            public static HttpRequest.Builder base(URI uri) {
                return HttpRequest.newBuilder(uri)
                    .timeout(Duration.ofSeconds(10))
                    .header("User-Agent", "rates-client/1.4");
            }

            public static HttpRequest ping(URI uri) {
                return base(uri).GET().build();
            }
        }
        """, """
        // ... existing code ...
                return HttpRequest.newBuilder(uri)
                    .timeout(Duration.ofSeconds(10))
                    .header("X-Client", "rates");

        // ... existing code ...
        """, ('.header("User-Agent", "rates-client/1.4");', '.header("X-Client", "rates");')),
    "typescript": ("""
        export async function loadRates(api: Api): Promise<Rate[]> {
          const rates = await api
            .get<Rate[]>("/rates")
            .then((res) => res.data);
          return rates.filter((r) => r.active);
        }
        """, """
        // ... existing code ...
          const rates = await api
            .get<Rate[]>("/rates")
            .then(unwrapBody);
          // ... existing code ...
        """, (".then((res) => res.data);", ".then(unwrapBody);")),
}


@pytest.mark.parametrize("language", sorted(_ENDED))
def test_a_chunk_that_ends_a_statement_anew_replaces_the_line_that_ended_it(language):
    """The chunk restates a statement's first lines and ends it with a new last line (``;``) of the same first token,
    a marker after it: that line replaces the original's last line of the statement (kept, it would end it twice)."""
    original, snippet, (old, new) = _ENDED[language]
    original, snippet = dedent(original).lstrip("\n"), dedent(snippet).lstrip("\n")
    result = merge(original, snippet, language=language)
    assert result.confidence in ("exact", "fuzzy"), result.reasons
    assert result.text == original.replace(old, new)


_GIVEN_MORE = {
    "tsx": ("""
        import { apiGet } from "../api/client";

        function eventsUrl(containerNo: string): string {
          return `/containers/${containerNo}/events`;
        }

        export function useEvents(containerNo: string) {
          const [events, setEvents] = useState<ContainerEvent[]>([]);
          useEffect(() => {
            apiGet<ContainerEvent[]>(eventsUrl(containerNo))
              .then(setEvents)
              .catch(() => setEvents([]));
          }, [containerNo]);
          return events;
        }
        """, """
        // ... existing code ...

        function eventsUrl(containerNo: string, customs = false): string {
          return `/containers/${containerNo}/events${customs ? "?include=customs" : ""}`;
        }

        // ... existing code ...

            apiGet<ContainerEvent[]>(eventsUrl(containerNo, true))
              // ... existing code ...
        """, [("function eventsUrl(containerNo: string): string {\n  return `/containers/${containerNo}/events`;",
               "function eventsUrl(containerNo: string, customs = false): string {\n  return "
               "`/containers/${containerNo}/events${customs ? \"?include=customs\" : \"\"}`;"),
              ("eventsUrl(containerNo))", "eventsUrl(containerNo, true))")]),
    "go": ("""
        package web

        func render(w http.ResponseWriter, page Page) {
        \ttmpl.Execute(w, page)
        }

        func Home(w http.ResponseWriter, r *http.Request) {
        \tpage := loadHome(r.Context())
        \trender(w, page)
        \tmetrics.Inc("home")
        }
        """, """
        // ... existing code ...

        func render(w http.ResponseWriter, page Page, opts ...Option) {
        \ttmpl.Execute(w, apply(page, opts))
        }

        // ... existing code ...
        \trender(w, page, WithCache(30))
        \t// ... existing code ...
        """, [("page Page) {\n\ttmpl.Execute(w, page)",
               "page Page, opts ...Option) {\n\ttmpl.Execute(w, apply(page, opts))"),
              ("\trender(w, page)\n", "\trender(w, page, WithCache(30))\n")]),
}


@pytest.mark.parametrize("language", sorted(_GIVEN_MORE))
def test_a_lone_call_given_more_arguments_between_markers_edits_the_call(language):
    """A chunk of one call that names nothing (no literal first argument, no assignment), given more arguments:
    placed on the one call it widens after the chunk before, and pinned there (it fit nowhere)."""
    original, snippet, swaps = _GIVEN_MORE[language]
    original, snippet = dedent(original).lstrip("\n"), dedent(snippet).lstrip("\n")
    expected = original
    for old, new in swaps:
        assert old in expected
        expected = expected.replace(old, new)
    result = merge(original, snippet, language=language)
    assert result.confidence in ("exact", "fuzzy"), result.reasons
    assert result.text == expected



_HEAD_REWRITTEN = {
    "go": ("""
        package claims

        // apply returns what is left of amount after the deductible.
        func apply(amount, deductible, met float64) float64 {
        \tremaining := deductible - met
        \tif remaining <= 0 {
        \t\treturn amount
        \t}
        \treturn amount - remaining
        }

        // Total sums the payable amounts.
        func Total(xs []float64) float64 {
        \treturn sum(xs)
        }
        """, """
        // ... existing code ...

        // apply takes the deductible from a running balance.
        func apply(amount float64, left *float64) float64 {
        \tif *left <= 0 {
        \t\treturn amount
        \t}
        \treturn amount - *left
        }

        // Total sums the payable amounts.
        // ... existing code ...
        """, """
        package claims

        // apply takes the deductible from a running balance.
        func apply(amount float64, left *float64) float64 {
        \tif *left <= 0 {
        \t\treturn amount
        \t}
        \treturn amount - *left
        }

        // Total sums the payable amounts.
        func Total(xs []float64) float64 {
        \treturn sum(xs)
        }
        """),
    "rust": ("""
        /// What a charge leaves of the budget.
        pub fn charge(amount: u64, budget: u64, spent: u64) -> u64 {
            let left = budget.saturating_sub(spent);
            if left == 0 {
                return amount;
            }
            amount.saturating_sub(left)
        }

        /// Sum of the charges.
        pub fn total(xs: &[u64]) -> u64 {
            xs.iter().sum()
        }
        """, """
        /// Charge against the budget still left.
        pub fn charge(amount: u64, left: &mut u64) -> u64 {
            if *left == 0 {
                return amount;
            }
            amount.saturating_sub(*left)
        }

        // ... existing code ...
        """, """
        /// Charge against the budget still left.
        pub fn charge(amount: u64, left: &mut u64) -> u64 {
            if *left == 0 {
                return amount;
            }
            amount.saturating_sub(*left)
        }

        /// Sum of the charges.
        pub fn total(xs: &[u64]) -> u64 {
            xs.iter().sum()
        }
        """),
    "typescript": ("""
        export function charge(amount: number, budget: number, spent: number): number {
          const left = budget - spent;
          if (left <= 0) {
            return amount;
          }
          return Math.max(0, amount - left);
        }

        export function total(xs: number[]): number {
          return xs.reduce((a, b) => a + b, 0);
        }
        """, """
        export function charge(amount: number, wallet: Wallet): number {
          if (wallet.left <= 0) {
            return amount;
          }
          return Math.max(0, amount - wallet.left);
        }

        // ... existing code ...
        """, """
        export function charge(amount: number, wallet: Wallet): number {
          if (wallet.left <= 0) {
            return amount;
          }
          return Math.max(0, amount - wallet.left);
        }

        export function total(xs: number[]): number {
          return xs.reduce((a, b) => a + b, 0);
        }
        """),
}


@pytest.mark.parametrize("language", sorted(_HEAD_REWRITTEN))
def test_a_function_restated_with_a_new_signature_replaces_its_first_lines(language):
    """The chunk states a function whole with a new signature, its old first statement gone: placed from the
    function's first line (its doc comment too), not written above the old first lines, which stayed."""
    _written_right({language: _case(*_HEAD_REWRITTEN[language])}, language)


_TARGETS = _case("""
    package filing

    func (f *Filer) File(p *FlightPlan) error {
    \tif p.Callsign == "" {
    \t\treturn fmt.Errorf("filing: no callsign")
    \t}
    \tbody := buildFPL(p)
    \treturn f.send(f.header(), body)
    }
    """, """
    func (f *Filer) File(p *FlightPlan) error {
    \t// ... existing code ...
    \tbody, err := buildFPL(p, time.Now())
    \tif err != nil {
    \t\treturn err
    \t}
    \treturn f.send(f.header(), body)
    }
    """, """
    package filing

    func (f *Filer) File(p *FlightPlan) error {
    \tif p.Callsign == "" {
    \t\treturn fmt.Errorf("filing: no callsign")
    \t}
    \tbody, err := buildFPL(p, time.Now())
    \tif err != nil {
    \t\treturn err
    \t}
    \treturn f.send(f.header(), body)
    }
    """)


def test_a_go_assignment_to_several_targets_is_named_by_its_first():
    """``body, err := buildFPL(p, time.Now())`` sets ``body`` as ``body := buildFPL(p)`` did: its new version, after
    the indented marker, not a new line below the old one (which was kept)."""
    assert identity("\tbody, err := buildFPL(p, time.Now())") == identity("\tbody := buildFPL(p)") == "body :="
    _written_right({"go": _TARGETS}, "go")


_LAST_LINE = {
    "lua": ("""
        local M = {}

        function M.put_recs(red, product_id, slot, items)
          if #items == 0 then
            return nil, "refusing to cache empty recommendations"
          end
          local key = rec_key(product_id, slot)
          return red:set(key, cjson.encode(items), "EX", DEFAULT_TTL)
        end

        return M
        """, """
        -- ... existing code ...

        function M.put_recs(red, product_id, slot, items)
          -- ... existing code ...
          return red:set(key, cjson.encode(items), "EX", ttl_for(slot))
        end

        -- ... existing code ...
        """, ('"EX", DEFAULT_TTL)', '"EX", ttl_for(slot))')),
    "c": ("""
        #include <math.h>

        double kinetic_energy(double mass, double speed)
        {
            double v = fabs(speed);
            return mass * speed * speed;
        }

        double momentum(double mass, double speed)
        {
            return mass * speed;
        }
        """, """
        /* ... existing code ... */

        double kinetic_energy(double mass, double speed)
        {
            /* ... existing code ... */
            return 0.5 * mass * speed * speed;
        }

        /* ... existing code ... */
        """, ("    return mass * speed * speed;", "    return 0.5 * mass * speed * speed;")),
    "go": ("""
        package refunds

        func (c *Client) Refund(id string) error {
        \tif id == "" {
        \t\treturn ErrNoID
        \t}
        \treturn c.post("/refunds", refundBody{ChargeID: id})
        }

        func (c *Client) Void(id string) error {
        \treturn c.post("/voids", voidBody{ChargeID: id})
        }
        """, """
        // ... existing code ...

        func (c *Client) Refund(id string) error {
        \t// ... existing code ...
        \treturn c.post("/refunds", refundBody{ChargeID: id, Reason: c.reason})
        }

        // ... existing code ...
        """, ('refundBody{ChargeID: id})', 'refundBody{ChargeID: id, Reason: c.reason})')),
}


@pytest.mark.parametrize("language", sorted(_LAST_LINE))
def test_a_blocks_last_line_rewritten_after_an_indented_marker_replaces_it(language):
    """A chunk of one line and the block's closing line, after an indented marker: that line, alike the block's
    last line before its closer (the same first word), replaces it, placed and pinned there (it was written above
    the old one, kept)."""
    original, snippet, (old, new) = _LAST_LINE[language]
    original, snippet = dedent(original).lstrip("\n"), dedent(snippet).lstrip("\n")
    result = merge(original, snippet, language=language)
    assert result.confidence in ("exact", "fuzzy"), result.reasons
    assert result.text == original.replace(old, new)


@pytest.mark.parametrize(("language", "comment"), [
    ("javascript", "   * `bufferMinutes` of turnaround time is kept free after every existing booking."),
    ("python", "    # Slots that overlap an existing booking by even one minute are dropped from the list."),
    ("go", "\t// Any existing hold on the slot is released first, so a retry never double-books it."),
])
def test_a_sentence_that_says_existing_is_no_marker_text(language, comment):
    """A comment of more than eight words that says "existing" as prose (no dots, no "existing code") is written
    as the snippet gives it; a short one, or one that says "existing code", still reads as a marker and is refused."""
    body = {"javascript": ("function slots(day) {\n", "  return free(day);\n}\n"),
            "python": ("def slots(day):\n", "    return free(day)\n"),
            "go": ("func slots(day int) []int {\n", "\treturn free(day)\n}\n")}[language]
    original = body[0] + body[1]
    lines = ["/**", comment, "   */"] if language == "javascript" else [comment]
    snippet = body[0] + "".join(f"{x}\n" for x in lines) + body[1]
    result = merge(original, snippet, language=language)
    assert result.confidence in ("exact", "fuzzy"), result.reasons
    assert result.text == snippet
    short = comment[:len(comment) - len(comment.lstrip(" \t*/#"))] + "existing booking checks"
    refused = merge(original, snippet.replace(comment, short), language=language)
    assert refused.confidence == "ambiguous" and "reads like a marker" in " ".join(refused.reasons)
