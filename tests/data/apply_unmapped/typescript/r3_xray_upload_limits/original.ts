// Upload rules for the x-ray capture station app. Shared by the browser
// uploader and the imaging-gateway API so both reject the same files.

export type Modality = "bitewing" | "periapical" | "panoramic" | "ceph";

export interface UploadRule {
  maxBytes: number;
  mimeTypes: string[];
  requiresToothNumbers: boolean;
}

const MB = 1024 * 1024;

export const UPLOAD_RULES: Record<Modality, UploadRule> = {
  bitewing: {
    maxBytes: 8 * MB,
    mimeTypes: ["application/dicom", "image/png"],
    requiresToothNumbers: true,
  },
  periapical: {
    maxBytes: 8 * MB,
    mimeTypes: ["application/dicom", "image/png"],
    requiresToothNumbers: true,
  },
  panoramic: {
    maxBytes: 32 * MB,
    mimeTypes: ["application/dicom"],
    requiresToothNumbers: false,
  },
  ceph: {
    maxBytes: 32 * MB,
    mimeTypes: ["application/dicom"],
    requiresToothNumbers: false,
  },
};

export interface UploadCandidate {
  modality: Modality;
  sizeBytes: number;
  mimeType: string;
  toothNumbers: number[];
}

export function validateUpload(file: UploadCandidate): string | null {
  const rule = UPLOAD_RULES[file.modality];
  if (file.sizeBytes > rule.maxBytes) {
    return `File is too large for a ${file.modality} image.`;
  }
  if (!rule.mimeTypes.includes(file.mimeType)) {
    return `Unsupported file type ${file.mimeType}.`;
  }
  if (rule.requiresToothNumbers && file.toothNumbers.length === 0) {
    return "Select the teeth shown in this image.";
  }
  return null;
}
