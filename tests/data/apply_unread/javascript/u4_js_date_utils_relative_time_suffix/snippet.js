function formatRelative(input, now = new Date()) {
  const date = toDate(input);
  const diff = now.getTime() - date.getTime();
  if (diff < MINUTE) {
    return 'just now';
  }
  let value;
  let unit;
  if (diff < HOUR) {
    value = Math.floor(diff / MINUTE);
    unit = 'minute';
  } else if (diff < DAY) {
    value = Math.floor(diff / HOUR);
    unit = 'hour';
  } else if (diff < WEEK) {
    value = Math.floor(diff / DAY);
    unit = 'day';
  } else {
    return formatShort(date);
  }
  return `${value} ${unit}${value === 1 ? '' : 's'} ago`;
}

// ... rest of the file unchanged ...
