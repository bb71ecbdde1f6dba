-- recs_cache.lua
-- Redis-backed cache for precomputed product recommendations.

local cjson = require("cjson.safe")

local M = {}

local KEY_PREFIX = "recs:v4:"
local DEFAULT_TTL = 6 * 3600

local SLOT_TTL = {
  pdp_similar = 12 * 3600,
  pdp_bought_together = 24 * 3600,
  cart_upsell = 2 * 3600,
  home_for_you = 30 * 60,
}

local function rec_key(product_id, slot)
  return KEY_PREFIX .. slot .. ":" .. tostring(product_id)
end

local function ttl_for(slot)
  return SLOT_TTL[slot] or DEFAULT_TTL
end

function M.get_recs(red, product_id, slot)
  local raw, err = red:get(rec_key(product_id, slot))
  if not raw or raw == ngx.null then
    return nil, err
  end
  return cjson.decode(raw)
end

function M.put_recs(red, product_id, slot, items)
  if type(items) ~= "table" or #items == 0 then
    return nil, "refusing to cache empty recommendations"
  end
  local key = rec_key(product_id, slot)
  return red:set(key, cjson.encode(items), "EX", ttl_for(slot))
end

function M.put_trending(red, category_id, items)
  if type(items) ~= "table" or #items == 0 then
    return nil, "refusing to cache empty trending list"
  end
  local key = KEY_PREFIX .. "trending:" .. tostring(category_id)
  return red:set(key, cjson.encode(items), "EX", DEFAULT_TTL)
end

function M.touch(red, product_id, slot)
  return red:expire(rec_key(product_id, slot), ttl_for(slot))
end

function M.invalidate_product(red, product_id)
  local deleted = 0
  for slot in pairs(SLOT_TTL) do
    local n = red:del(rec_key(product_id, slot))
    if n and n ~= ngx.null then
      deleted = deleted + n
    end
  end
  return deleted
end

return M
