local text = require("util.text")

describe("util.text", function()
  describe("slugify", function()
    it("lowercases words", function()
      assert.are.equal("hello-world", text.slugify("Hello World"))
    end)

    it("strips punctuation", function()
      assert.are.equal("whats-new", text.slugify("What's new?"))
    end)

    it("trims leading and trailing separators", function()
      assert.are.equal("draft", text.slugify("  -draft-  "))
    end)
  end)

  describe("truncate", function()
    it("leaves short strings alone", function()
      assert.are.equal("short", text.truncate("short", 10))
    end)

    it("adds an ellipsis when cut", function()
      assert.are.equal("abcdefg...", text.truncate("abcdefghijklmnop", 10))
    end)

    it("errors on a non-positive limit", function()
      assert.has_error(function()
        text.truncate("abc", 0)
      end)
    end)
  end)

  describe("split", function()
    it("splits on a plain separator", function()
      assert.are.same({ "a", "b", "c" }, text.split("a,b,c", ","))
    end)

    it("keeps empty fields", function()
      assert.are.same({ "a", "", "c" }, text.split("a,,c", ","))
    end)
  end)
end)
