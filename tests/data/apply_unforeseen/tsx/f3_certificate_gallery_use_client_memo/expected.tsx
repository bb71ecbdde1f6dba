"use client";

import { memo, useState } from "react";
import Link from "next/link";

import { formatDate } from "@/lib/dates";
import type { Certificate } from "@/types/certificates";

import styles from "./CertificateGallery.module.css";

type SortKey = "issuedAt" | "courseTitle";

interface CertificateGalleryProps {
  certificates: Certificate[];
  studentName: string;
}

function sortCertificates(items: Certificate[], key: SortKey): Certificate[] {
  return [...items].sort((a, b) =>
    key === "issuedAt"
      ? b.issuedAt.localeCompare(a.issuedAt)
      : a.courseTitle.localeCompare(b.courseTitle),
  );
}

function CertificateTile({ certificate }: { certificate: Certificate }) {
  const expired = certificate.expiresAt !== null && new Date(certificate.expiresAt) < new Date();
  return (
    <li className={expired ? `${styles.tile} ${styles.expired}` : styles.tile}>
      <h3 className={styles.courseTitle}>{certificate.courseTitle}</h3>
      <p className={styles.meta}>
        Issued {formatDate(certificate.issuedAt)}
        {certificate.expiresAt && <> · Valid until {formatDate(certificate.expiresAt)}</>}
      </p>
      <div className={styles.actions}>
        <Link href={`/certificates/${certificate.id}`}>View</Link>
        <a href={certificate.pdfUrl} download>
          Download PDF
        </a>
        <button
          type="button"
          onClick={() => navigator.clipboard.writeText(certificate.verificationUrl)}
        >
          Copy verification link
        </button>
      </div>
    </li>
  );
}

function CertificateGallery({ certificates, studentName }: CertificateGalleryProps) {
  const [sortKey, setSortKey] = useState<SortKey>("issuedAt");
  const sorted = sortCertificates(certificates, sortKey);

  if (certificates.length === 0) {
    return (
      <div className={styles.empty}>
        <p>{studentName}, you haven&apos;t earned any certificates yet.</p>
        <Link href="/courses">Browse courses</Link>
      </div>
    );
  }

  return (
    <section className={styles.gallery}>
      <div className={styles.toolbar}>
        <label>
          Sort by{" "}
          <select value={sortKey} onChange={(e) => setSortKey(e.target.value as SortKey)}>
            <option value="issuedAt">Most recent</option>
            <option value="courseTitle">Course title</option>
          </select>
        </label>
      </div>
      <ul className={styles.grid}>
        {sorted.map((certificate) => (
          <CertificateTile key={certificate.id} certificate={certificate} />
        ))}
      </ul>
    </section>
  );
}

export default memo(CertificateGallery);
