export class ExposureProgress extends React.Component<ExposureProgressProps, ExposureProgressState> {
  // ... existing code ...

  componentDidUpdate(prevProps: ExposureProgressProps) {
    const cameraChanged = prevProps.cameraId !== this.props.cameraId;
    if (cameraChanged || prevProps.exposureId !== this.props.exposureId) {
      this.stopPolling();
      this.setState({ status: null, error: null });
      this.startPolling();
    }
  }

  // ... existing code ...
}
