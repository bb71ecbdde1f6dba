export default function XRayViewer({ patientId, initialIndex = 0 }: XRayViewerProps) {
  // ... existing code ...

  const showNext = useCallback(() => {
    setIndex((i) => (i < images.length - 1 ? i + 1 : i));
  }, [images.length]);

  // Let the dentist flip through radiographs with the arrow keys
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "ArrowLeft") showPrevious();
      if (event.key === "ArrowRight") showNext();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [showPrevious, showNext]);

  if (loading) return <div className="xray-viewer__loading">Loading radiographs...</div>;
  // ... existing code ...
}
