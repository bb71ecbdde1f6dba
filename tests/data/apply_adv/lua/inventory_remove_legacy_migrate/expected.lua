local json = require("dkjson")
local items = require("game.items")

local M = {}

M.MAX_SLOTS = 24
M.MAX_STACK = 99

local function new_slot(item_id, count)
  return { id = item_id, count = count or 1 }
end

function M.new(owner)
  return { owner = owner, slots = {}, gold = 0 }
end

function M.find_slot(inv, item_id)
  for index, slot in ipairs(inv.slots) do
    if slot.id == item_id and slot.count < M.MAX_STACK then
      return index, slot
    end
  end
  return nil
end

function M.add(inv, item_id, count)
  count = count or 1
  local _, slot = M.find_slot(inv, item_id)
  if slot and items.is_stackable(item_id) then
    local room = M.MAX_STACK - slot.count
    local added = math.min(room, count)
    slot.count = slot.count + added
    count = count - added
  end
  while count > 0 do
    if #inv.slots >= M.MAX_SLOTS then
      return false, "inventory full"
    end
    local added = items.is_stackable(item_id) and math.min(count, M.MAX_STACK) or 1
    table.insert(inv.slots, new_slot(item_id, added))
    count = count - added
  end
  return true
end

function M.remove(inv, item_id, count)
  count = count or 1
  for i = #inv.slots, 1, -1 do
    local slot = inv.slots[i]
    if slot.id == item_id then
      local taken = math.min(slot.count, count)
      slot.count = slot.count - taken
      count = count - taken
      if slot.count == 0 then
        table.remove(inv.slots, i)
      end
      if count == 0 then
        return true
      end
    end
  end
  return false, "not enough items"
end

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
