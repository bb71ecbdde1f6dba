"""Placement from the fourteenth frozen split's wrong files (tests/data/apply_unmet, measured once, a development
set since) and the sets read after it: a new block written after a restated like one (a TOML ``[[zones]]`` table,
a YAML list item, an HTML field) edits nothing of the like block below it, whose last line has the new last line's
key. And the certifier: a YAML list item whose first line was rewritten to name another item while a marker keeps
its last lines is cut, not renamed (the new ``- id: garage_light`` is another automation, beside it)."""

from __future__ import annotations

from textwrap import dedent

import pytest

from fastapply.apply.merge import merge


def _case(original: str, snippet: str, expected: str) -> tuple[str, str, str]:
    return dedent(original).lstrip("\n"), dedent(snippet).lstrip("\n"), dedent(expected).lstrip("\n")


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
    original, snippet, expected = _BESIDE[language]
    result = merge(original, snippet, language=language)
    assert result.confidence in ("exact", "fuzzy"), result.reasons
    assert result.text == expected


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
