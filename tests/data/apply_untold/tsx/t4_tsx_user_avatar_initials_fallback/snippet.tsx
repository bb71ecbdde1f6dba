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
