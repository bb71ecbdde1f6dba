-- ... keep existing code
local LAST_HOUR = 18
local WEDNESDAY_CUTOFF = 13 -- Wednesday afternoons are kept free for sport

-- ... keep existing code

function M.all_slots()
  local slots = {}
  for d = 1, #DAYS do
    for h = FIRST_HOUR, LAST_HOUR - 1 do
      if not (DAYS[d] == "Wed" and h >= WEDNESDAY_CUTOFF) then
        slots[#slots + 1] = { day = d, hour = h, label = M.slot_label(d, h) }
      end
    end
  end
  return slots
end

-- ... keep existing code
