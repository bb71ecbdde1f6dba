local Player = require("player")
local Enemy = require("enemy")

local WIDTH, HEIGHT = 800, 600
local SPAWN_INTERVAL = 2.5

local state = {
  player = nil,
  enemies = {},
  spawn_timer = 0,
  score = 0,
  paused = false,
}

local function spawn_enemy()
  local x = love.math.random(32, WIDTH - 32)
  table.insert(state.enemies, Enemy.new(x, -32))
end

local function update_enemies(dt)
  for i = #state.enemies, 1, -1 do
    local e = state.enemies[i]
    e:update(dt, state.player)
    if e.y > HEIGHT + 32 then
      table.remove(state.enemies, i)
    elseif e:collides(state.player) then
      state.player:hit(e.damage)
      table.remove(state.enemies, i)
    end
  end
end

local function spawn_debug_wave()
  for i = 1, 10 do
    table.insert(state.enemies, Enemy.new(i * (WIDTH / 11), -32 - i * 16))
  end
  print("[debug] spawned wave, enemies:", #state.enemies)
end

local function draw_hud()
  love.graphics.setColor(1, 1, 1)
  love.graphics.print("Score: " .. math.floor(state.score), 16, 16)
  love.graphics.print("HP: " .. state.player.hp, 16, 36)
  if state.paused then
    love.graphics.printf("PAUSED", 0, HEIGHT / 2 - 8, WIDTH, "center")
  end
end

function love.load()
  love.window.setMode(WIDTH, HEIGHT)
  love.graphics.setDefaultFilter("nearest", "nearest")
  state.player = Player.new(WIDTH / 2, HEIGHT - 64)
end

function love.update(dt)
  if state.paused then
    return
  end
  state.spawn_timer = state.spawn_timer + dt
  if state.spawn_timer >= SPAWN_INTERVAL then
    state.spawn_timer = state.spawn_timer - SPAWN_INTERVAL
    spawn_enemy()
  end
  state.player:update(dt)
  update_enemies(dt)
  state.score = state.score + dt
end

function love.draw()
  state.player:draw()
  for _, e in ipairs(state.enemies) do
    e:draw()
  end
  draw_hud()
end

function love.keypressed(key)
  if key == "escape" then
    love.event.quit()
  elseif key == "p" then
    state.paused = not state.paused
  elseif key == "f3" then
    spawn_debug_wave()
  end
end
