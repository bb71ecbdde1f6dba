  describe("slugify", function()
    -- ... existing tests ...

    it("trims leading and trailing separators", function()
      assert.are.equal("draft", text.slugify("  -draft-  "))
    end)

    it("collapses repeated separators", function()
      assert.are.equal("a-b-c", text.slugify("a -- b__c"))
    end)
  end)

  -- ... truncate and split specs unchanged ...
