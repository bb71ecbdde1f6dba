-- quiz/bank.lua
-- Question bank helpers used by the quiz runner.

local utils = require("quiz.utils")

local Bank = {}
Bank.__index = Bank

function Bank.new(questions, seed)
  local self = setmetatable({}, Bank)
  self.questions = questions or {}
  self.by_id = {}
  for _, q in ipairs(self.questions) do
    self.by_id[q.id] = q
  end
  self.rng = utils.make_rng(seed or os.time())
  return self
end

function Bank:get(id)
  return self.by_id[id]
end

function Bank:shuffle_options(question)
  local options = utils.copy(question.options)
  for i = #options, 2, -1 do
    local j = self.rng(1, i)
    options[i], options[j] = options[j], options[i]
  end
  return options
end

-- Deprecated: kept for the v1 player, which shuffles with math.random.
function Bank:legacy_shuffle(question)
  local options = utils.copy(question.options)
  for i = #options, 2, -1 do
    local j = math.random(1, i)
    options[i], options[j] = options[j], options[i]
  end
  return options
end

function Bank:by_tag(tag)
  local result = {}
  for _, q in ipairs(self.questions) do
    if q.tags and q.tags[tag] then
      result[#result + 1] = q
    end
  end
  return result
end

function Bank:draw(count, tag)
  local pool = tag and self:by_tag(tag) or utils.copy(self.questions)
  local picked = {}
  for _ = 1, math.min(count, #pool) do
    local idx = self.rng(1, #pool)
    picked[#picked + 1] = table.remove(pool, idx)
  end
  return picked
end

function Bank:total_points(questions)
  local sum = 0
  for _, q in ipairs(questions or self.questions) do
    sum = sum + (q.points or 1)
  end
  return sum
end

return Bank
