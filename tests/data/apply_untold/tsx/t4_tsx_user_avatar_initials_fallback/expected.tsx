import React from "react";
import clsx from "clsx";

export type Size = "sm" | "md" | "lg";

const SIZE_PX: Record<Size, number> = { sm: 24, md: 32, lg: 48 };

interface BadgeProps {
  tone?: "neutral" | "success" | "warning" | "danger";
  children: React.ReactNode;
}

export function Badge({ tone = "neutral", children }: BadgeProps) {
  return <span className={clsx("badge", `badge--${tone}`)}>{children}</span>;
}

interface AvatarProps {
  src?: string;
  name: string;
  size?: Size;
}

export function Avatar({ src, name, size = "md" }: AvatarProps) {
  const px = SIZE_PX[size];
  const [failed, setFailed] = React.useState(false);

  if (!src || failed) {
    const initials = name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part[0].toUpperCase())
      .join("");
    return (
      <span
        className={clsx("avatar", "avatar--initials", `avatar--${size}`)}
        style={{ width: px, height: px }}
        aria-label={name}
      >
        {initials}
      </span>
    );
  }

  return (
    <img
      className={clsx("avatar", `avatar--${size}`)}
      src={src}
      alt={name}
      width={px}
      height={px}
      onError={() => setFailed(true)}
    />
  );
}

interface UserChipProps {
  name: string;
  email?: string;
  avatarUrl?: string;
  role?: string;
}

export function UserChip({ name, email, avatarUrl, role }: UserChipProps) {
  return (
    <div className="user-chip">
      <Avatar src={avatarUrl} name={name} size="sm" />
      <div className="user-chip__text">
        <span className="user-chip__name">{name}</span>
        {email && <span className="user-chip__email">{email}</span>}
      </div>
      {role && <Badge tone="neutral">{role}</Badge>}
    </div>
  );
}
