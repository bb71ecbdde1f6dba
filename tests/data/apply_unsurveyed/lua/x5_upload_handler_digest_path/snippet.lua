-- ... existing code ...

function _M.handle()
  -- ... existing code ...

  if not filename or not ALLOWED_EXT[extension_of(filename)] then
    return reply(415, { error = "unsupported file type" })
  end

  local body = table.concat(chunks)
  local digest = ngx.md5(body)
  local path = string.format("/srv/ingest/uploads/%d-%s.%s", athlete_id, digest, extension_of(filename))
  local fh = assert(io.open(path, "wb"))
  fh:write(body)
  fh:close()

  local _, q_err = enqueue({ athlete_id = athlete_id, path = path, format = extension_of(filename), digest = digest })
  -- ... existing code ...
end

-- ... existing code ...
