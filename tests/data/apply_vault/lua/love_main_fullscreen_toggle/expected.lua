local Player = require("player")
local Level = require("level")
local Camera = require("camera")

local player
local level
local camera
local paused = false
local gameOver = false
local score = 0
local font

local function resetGame()
  level = Level.load("levels/1.lua")
  player = Player.new(level.spawn.x, level.spawn.y)
  camera = Camera.new(0, 0, 2)
  score = 0
  gameOver = false
  paused = false
end

function love.load()
  love.graphics.setDefaultFilter("nearest", "nearest")
  font = love.graphics.newFont("assets/fonts/pixel.ttf", 16)
  love.graphics.setFont(font)
  resetGame()
end

function love.update(dt)
  if paused or gameOver then
    return
  end

  dt = math.min(dt, 1 / 30)
  player:update(dt, {
    left = love.keyboard.isDown("left", "a"),
    right = love.keyboard.isDown("right", "d"),
    jump = love.keyboard.isDown("space", "up", "w"),
  })

  level:collide(player)
  score = score + level:collectCoins(player)
  camera:follow(player.x, player.y, dt)

  if player:isDead() or player.y > level.height + 200 then
    gameOver = true
  end
end

function love.draw()
  camera:attach()
  level:draw()
  player:draw()
  camera:detach()

  love.graphics.print("Score: " .. score, 8, 8)
  if paused then
    love.graphics.printf("PAUSED", 0, love.graphics.getHeight() / 2, love.graphics.getWidth(), "center")
  elseif gameOver then
    love.graphics.printf("GAME OVER - press R", 0, love.graphics.getHeight() / 2, love.graphics.getWidth(), "center")
  end
end

function love.keypressed(key)
  if key == "escape" then
    love.event.quit()
  elseif key == "p" then
    paused = not paused
  elseif key == "f11" then
    love.window.setFullscreen(not love.window.getFullscreen())
  elseif key == "r" and gameOver then
    resetGame()
  end
end

function love.focus(focused)
  if not focused and not gameOver then
    paused = true
  end
end
