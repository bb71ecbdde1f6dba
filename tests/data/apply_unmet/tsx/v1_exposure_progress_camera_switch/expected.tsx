import React from "react";
import { fetchExposureStatus, type ExposureStatus } from "../api/camera";
import { formatSeconds } from "../util/time";
import "./ExposureProgress.css";

export interface ExposureProgressProps {
  cameraId: string;
  exposureId: string | null;
  pollMs?: number;
  onComplete?: (exposureId: string) => void;
}

interface ExposureProgressState {
  status: ExposureStatus | null;
  error: string | null;
}

/**
 * Progress bar for the exposure currently integrating on a camera.
 * Kept as a class component because the observing console still mounts it
 * through the legacy panel registry.
 */
export class ExposureProgress extends React.Component<ExposureProgressProps, ExposureProgressState> {
  static defaultProps = { pollMs: 1000 };

  state: ExposureProgressState = { status: null, error: null };

  private timer: number | undefined;

  componentDidMount() {
    this.startPolling();
  }

  componentDidUpdate(prevProps: ExposureProgressProps) {
    const cameraChanged = prevProps.cameraId !== this.props.cameraId;
    if (cameraChanged || prevProps.exposureId !== this.props.exposureId) {
      this.stopPolling();
      this.setState({ status: null, error: null });
      this.startPolling();
    }
  }

  componentWillUnmount() {
    this.stopPolling();
  }

  private startPolling() {
    if (!this.props.exposureId) return;
    this.timer = window.setInterval(this.poll, this.props.pollMs);
  }

  private stopPolling() {
    if (this.timer !== undefined) {
      window.clearInterval(this.timer);
      this.timer = undefined;
    }
  }

  private poll = async () => {
    const { cameraId, exposureId, onComplete } = this.props;
    if (!exposureId) return;
    try {
      const status = await fetchExposureStatus(cameraId, exposureId);
      this.setState({ status, error: null });
      if (status.state === "readout_done") {
        this.stopPolling();
        onComplete?.(exposureId);
      }
    } catch (err) {
      this.setState({ error: err instanceof Error ? err.message : String(err) });
    }
  };

  render() {
    const { status, error } = this.state;
    if (error) {
      return <div className="exposure-progress exposure-progress--error">{error}</div>;
    }
    if (!status) {
      return <div className="exposure-progress exposure-progress--idle">No exposure</div>;
    }
    const pct = Math.min(100, (status.elapsedS / status.durationS) * 100);
    return (
      <div className="exposure-progress" title={status.filename}>
        <div className="exposure-progress__bar" style={{ width: `${pct}%` }} />
        <span className="exposure-progress__label">
          {status.filter} · {formatSeconds(status.elapsedS)} / {formatSeconds(status.durationS)}
        </span>
      </div>
    );
  }
}
