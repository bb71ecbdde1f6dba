// ... existing stories ...

export const Loading: Story = {
  args: {
    variant: "primary",
    children: "Submitting",
    loading: true,
  },
  parameters: {
    docs: { description: { story: "Shows a spinner and blocks clicks while an action runs." } },
  },
};
