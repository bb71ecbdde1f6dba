import type { Meta, StoryObj } from "@storybook/react";
import { fn } from "@storybook/test";
import { Button } from "./Button";
import { PlusIcon, TrashIcon } from "../icons";

const meta: Meta<typeof Button> = {
  title: "Components/Button",
  component: Button,
  tags: ["autodocs"],
  args: {
    onClick: fn(),
    children: "Button",
  },
  argTypes: {
    variant: {
      control: "select",
      options: ["primary", "secondary", "danger", "ghost"],
    },
    size: {
      control: "radio",
      options: ["sm", "md", "lg"],
    },
  },
};

export default meta;

type Story = StoryObj<typeof Button>;

export const Primary: Story = {
  args: {
    variant: "primary",
    children: "Save changes",
  },
};

export const Secondary: Story = {
  args: {
    variant: "secondary",
    children: "Cancel",
  },
};

export const Danger: Story = {
  args: {
    variant: "danger",
    children: "Delete project",
    icon: <TrashIcon />,
  },
};

export const WithIcon: Story = {
  args: {
    variant: "primary",
    children: "New item",
    icon: <PlusIcon />,
  },
};

export const Disabled: Story = {
  args: {
    variant: "primary",
    children: "Unavailable",
    disabled: true,
  },
};

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
