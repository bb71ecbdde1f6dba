-- ... existing code ...

-- opening hours are per clinic now; falls back to DAY_START/DAY_END
function _M.free_slots(bookings, length, hours)
  local slots = {}
  local t = hours and hours.open or DAY_START
  local day_end = hours and hours.close or DAY_END
  while t + length <= day_end do
    if is_free(bookings, t, length) then
      slots[#slots + 1] = to_hhmm(t)
    end
    t = t + SLOT_MINUTES
  end
  return slots
end

-- ... existing code ...

  local length = tonumber(ngx.var.arg_length) or SLOT_MINUTES
  local open, close = unpack(red:hmget("clinic_hours:" .. clinic_id, "open", "close") or {})
  local hours = nil
  if open and open ~= ngx.null and close and close ~= ngx.null then
    hours = { open = to_minutes(open), close = to_minutes(close) }
  end
  local slots = _M.free_slots(bookings, length, hours)
  return cjson.encode({ clinic = clinic_id, vet = vet_id, date = date, slots = slots })
end

return _M
