-- ...

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

-- ... rest of the code ...
