-- ... existing code ...

-- (migrate_legacy_save removed: v0.9 saves are no longer supported)

function M.serialize(inv)
  return json.encode({ owner = inv.owner, slots = inv.slots, gold = inv.gold })
end

function M.deserialize(text)
  local data, _, err = json.decode(text)
  if not data then
    return nil, err
  end
  return data
end

return M
