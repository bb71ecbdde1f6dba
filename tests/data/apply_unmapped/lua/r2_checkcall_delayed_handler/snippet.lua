-- ... requires and earlier handlers unchanged ...

handlers.loaded = function(load, msg)
  -- ... unchanged ...
  notify.customer(load, "Your shipment has been picked up.")
end

handlers.delayed = function(load, msg)
  loads.add_note(load.id, "Delay reported: " .. (msg.reason or "no reason given"))
  if msg.new_eta then
    loads.set_eta(load.id, msg.new_eta)
  end
  notify.customer(load, "Your shipment is running late.")
end

handlers.at_receiver = function(load, msg)
  -- ... unchanged ...
end

-- ... rest of file unchanged ...
