function M.validate_slot(stage, slot)
  -- ... existing checks ...
  if stage.curfew and slot.finish > stage.curfew then
    return false, "slot runs past the " .. stage.name .. " curfew"
  end
  if slot.finish - slot.start > MAX_SET_MINUTES then
    return false, "set is longer than " .. MAX_SET_MINUTES .. " minutes"
  end
  return true
end
