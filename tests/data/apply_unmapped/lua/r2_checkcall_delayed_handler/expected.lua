-- checkcalls.lua: turns carrier check-call messages into load status updates.

local log = require("log")
local loads = require("loads")
local notify = require("notify")

local handlers = {}

handlers.dispatched = function(load, msg)
  loads.set_status(load.id, "DISPATCHED")
  loads.set_driver(load.id, msg.driver_name, msg.driver_phone)
  notify.customer(load, "Your shipment has been dispatched.")
end

handlers.at_shipper = function(load, msg)
  loads.set_status(load.id, "AT_SHIPPER")
  loads.record_arrival(load.id, "pickup", msg.timestamp)
end

handlers.loaded = function(load, msg)
  loads.set_status(load.id, "IN_TRANSIT")
  loads.record_departure(load.id, "pickup", msg.timestamp)
  if msg.seal_number then
    loads.set_seal(load.id, msg.seal_number)
  end
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
  loads.set_status(load.id, "AT_RECEIVER")
  loads.record_arrival(load.id, "delivery", msg.timestamp)
end

handlers.delivered = function(load, msg)
  loads.set_status(load.id, "DELIVERED")
  loads.record_departure(load.id, "delivery", msg.timestamp)
  if msg.pod_url then
    loads.attach_document(load.id, "POD", msg.pod_url)
  end
  notify.customer(load, "Your shipment has been delivered.")
end

local M = {}

function M.handle(msg)
  local load = loads.find(msg.load_id)
  if not load then
    log.warn("check call for unknown load %s", tostring(msg.load_id))
    return false
  end
  local handler = handlers[msg.kind]
  if not handler then
    log.warn("unsupported check call kind %s on load %s", tostring(msg.kind), load.id)
    return false
  end
  handler(load, msg)
  log.info("applied %s check call to load %s", msg.kind, load.id)
  return true
end

function M.kinds()
  local out = {}
  for kind in pairs(handlers) do
    out[#out + 1] = kind
  end
  table.sort(out)
  return out
end

return M
