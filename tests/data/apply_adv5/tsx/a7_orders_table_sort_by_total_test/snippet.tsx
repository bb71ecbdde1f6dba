  // ... existing tests ...

  it("sorts by total when the Total header is clicked", async () => {
    const user = userEvent.setup();
    render(<OrdersTable rows={rows} />);
    await user.click(screen.getByRole("columnheader", { name: /total/i }));
    const ids = bodyRows().map((row) => within(row).getAllByRole("cell")[0].textContent);
    expect(ids).toEqual(["A-100", "A-102", "A-101"]);
  });
});
