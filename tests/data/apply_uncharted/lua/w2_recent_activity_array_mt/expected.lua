-- progress.lua: student progress endpoints for the dashboard (OpenResty)
local cjson = require("cjson.safe")
local db = require("app.db")
local auth = require("app.auth")

local _M = {}

local DEFAULT_PAGE_SIZE = 20
local MAX_PAGE_SIZE = 100

local function clamp_page_size(value)
  local n = tonumber(value) or DEFAULT_PAGE_SIZE
  if n < 1 then
    return DEFAULT_PAGE_SIZE
  end
  return math.min(n, MAX_PAGE_SIZE)
end

local function percent(completed, total)
  if total == 0 then
    return 0
  end
  return math.floor(completed * 1000 / total + 0.5) / 10
end

function _M.course_summary(student_id, course_id)
  local row, err = db.query_one([[
    SELECT lessons_total, lessons_completed, last_activity_at
      FROM course_progress
     WHERE student_id = $1 AND course_id = $2
  ]], student_id, course_id)
  if not row then
    return nil, err
  end
  return {
    course_id = course_id,
    completed = row.lessons_completed,
    total = row.lessons_total,
    percent = percent(row.lessons_completed, row.lessons_total),
    last_activity_at = row.last_activity_at,
  }
end

function _M.recent_activity(student_id, page_size)
  local limit = clamp_page_size(page_size)
  local rows, err = db.query([[
    SELECT lesson_id, lesson_title, completed_at, seconds_watched
      FROM lesson_activity
     WHERE student_id = $1
     ORDER BY updated_at DESC
     LIMIT $2
  ]], student_id, limit)
  if not rows then
    return nil, err
  end
  -- keep empty results as [] rather than {} in the JSON payload
  return setmetatable(rows, cjson.array_mt)
end

function _M.handle(ngx)
  local user = auth.current_user(ngx)
  if not user then
    ngx.status = ngx.HTTP_UNAUTHORIZED
    return ngx.say(cjson.encode({ error = "unauthorized" }))
  end

  local course_id = tonumber(ngx.var.course_id)
  local summary, err = _M.course_summary(user.id, course_id)
  if not summary then
    ngx.log(ngx.ERR, "course_summary failed: ", err)
    ngx.status = ngx.HTTP_INTERNAL_SERVER_ERROR
    return ngx.say(cjson.encode({ error = "internal" }))
  end

  summary.recent = _M.recent_activity(user.id, ngx.var.arg_limit) or {}
  ngx.header["Content-Type"] = "application/json"
  return ngx.say(cjson.encode(summary))
end

return _M
