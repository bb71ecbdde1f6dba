-- ... existing code ...
    elseif pct >= 0.5 then weight = 1
    end
    total = total + dt_min * weight
  end
  return total
end

--- Lucia TRIMP: minutes below VT1, between VT1 and VT2, and above VT2, weighted 1/2/3.
function M.trimp_lucia(stream, opts)
  opts = opts or {}
  local vt1 = opts.vt1_hr or 150
  local vt2 = opts.vt2_hr or 172
  local total = 0
  for i = 2, #stream do
    local dt_min = (stream[i].t - stream[i - 1].t) / 60
    local hr = stream[i].hr
    local weight = 1
    if hr > vt2 then weight = 3
    elseif hr > vt1 then weight = 2
    end
    total = total + dt_min * weight
  end
  return total
end

-- ... existing code ...
