import React, { useCallback, useEffect, useState } from "react";
import type { XRayImage } from "../types/xray";
import { fetchXRayImages } from "../api/xrays";

interface XRayViewerProps {
  patientId: string;
  initialIndex?: number;
}

export default function XRayViewer({ patientId, initialIndex = 0 }: XRayViewerProps) {
  const [images, setImages] = useState<XRayImage[]>([]);
  const [index, setIndex] = useState(initialIndex);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    setLoading(true);
    fetchXRayImages(patientId)
      .then((result) => {
        if (!cancelled) {
          setImages(result);
          setError(null);
        }
      })
      .catch((err: Error) => {
        if (!cancelled) setError(err.message);
      })
      .finally(() => {
        if (!cancelled) setLoading(false);
      });
    return () => {
      cancelled = true;
    };
  }, [patientId]);

  const showPrevious = useCallback(() => {
    setIndex((i) => (i > 0 ? i - 1 : i));
  }, []);

  const showNext = useCallback(() => {
    setIndex((i) => (i < images.length - 1 ? i + 1 : i));
  }, [images.length]);

  if (loading) return <div className="xray-viewer__loading">Loading radiographs...</div>;
  if (error) return <div className="xray-viewer__error">{error}</div>;
  if (images.length === 0) return <div className="xray-viewer__empty">No x-rays on file.</div>;

  const current = images[index];

  return (
    <div className="xray-viewer">
      <img src={current.url} alt={`${current.imageType} taken ${current.takenOn}`} />
      <div className="xray-viewer__meta">
        <span>{current.imageType}</span>
        <span>{current.takenOn}</span>
        <span>Teeth: {current.toothNumbers.join(", ") || "full mouth"}</span>
      </div>
      <div className="xray-viewer__controls">
        <button onClick={showPrevious} disabled={index === 0}>
          Previous
        </button>
        <span>
          {index + 1} / {images.length}
        </span>
        <button onClick={showNext} disabled={index === images.length - 1}>
          Next
        </button>
      </div>
    </div>
  );
}
