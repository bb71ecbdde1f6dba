-- Gate lane configuration for the north truck gate.
-- Loaded by gate_controller at startup; reload with SIGHUP.

return {
  gate_id = "NORTH",
  timezone = "Europe/Rotterdam",

  ocr = {
    endpoint = "http://ocr-north.gate.internal:9400/read",
    min_confidence = 0.85,
    timeout_ms = 1500,
  },

  lanes = {
    { id = "N1", direction = "in", kind = "truck", scale = true },
    { id = "N2", direction = "in", kind = "truck", scale = true },
    { id = "N3", direction = "in", kind = "truck", scale = true },
    { id = "N4", direction = "out", kind = "truck", scale = false },
    { id = "N5", direction = "out", kind = "truck", scale = false },
    { id = "N6", direction = "out", kind = "oog", scale = false },
  },

  appointments = {
    early_minutes = 30,
    late_minutes = 20,
    walk_in_allowed = false,
  },

  customs = {
    block_on_hold = true,
    hold_types = { "CUS", "AGR", "FRT", "SEC" },
  },
}
