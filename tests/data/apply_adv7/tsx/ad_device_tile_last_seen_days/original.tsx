import { useMemo } from 'react';
import clsx from 'clsx';

import { useDevice } from '../hooks/useDevice';
import { BatteryIcon, PlugIcon, WifiOffIcon } from './icons';
import type { Device } from '../types';

interface DeviceTileProps {
  deviceId: string;
  compact?: boolean;
  onToggle?: (device: Device) => void;
}

function formatLastSeen(lastSeen: number, now: number): string {
  const minutes = Math.round((now - lastSeen) / 60000);
  if (minutes < 1) {
    return 'just now';
  }
  if (minutes < 60) {
    return `${minutes}m ago`;
  }
  return `${Math.floor(minutes / 60)}h ago`;
}

function batteryLevelClass(level: number | null): string {
  if (level === null) {
    return 'battery--unknown';
  }
  if (level < 15) {
    return 'battery--critical';
  }
  if (level < 40) {
    return 'battery--low';
  }
  return 'battery--ok';
}

export function DeviceTile({ deviceId, compact = false, onToggle }: DeviceTileProps) {
  const { device, loading } = useDevice(deviceId);
  const now = Date.now();
  const lastSeenLabel = useMemo(
    () => (device ? formatLastSeen(device.lastSeen, now) : ''),
    [device, now],
  );

  if (loading || !device) {
    return <div className="device-tile device-tile--loading" aria-busy="true" />;
  }

  return (
    <div className={clsx('device-tile', { 'device-tile--compact': compact, 'device-tile--offline': !device.online })}>
      <div className="device-tile__header">
        <span className="device-tile__name">{device.name}</span>
        {device.online ? null : <WifiOffIcon title={`Offline, last seen ${lastSeenLabel}`} />}
      </div>
      {device.powerSource === 'battery' ? (
        <BatteryIcon className={batteryLevelClass(device.batteryLevel)} level={device.batteryLevel} />
      ) : (
        <PlugIcon />
      )}
      {!compact && <span className="device-tile__room">{device.roomName}</span>}
      <button
        type="button"
        className="device-tile__toggle"
        disabled={!device.online || !onToggle}
        onClick={() => onToggle?.(device)}
      >
        {device.state === 'on' ? 'Turn off' : 'Turn on'}
      </button>
    </div>
  );
}
