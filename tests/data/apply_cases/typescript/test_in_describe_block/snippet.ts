  describe("allow", () => {
    // ... existing tests ...

    it("allows again once the window has passed", () => {
      for (let i = 0; i < 3; i++) limiter.allow("a");
      now += 1_001;
      expect(limiter.allow("a")).toBe(true);
    });
  });

  // ... existing code ...
