'use strict';

/**
 * Letter-grade bands used on transcripts and certificates.
 * Bands are checked top-down; the first whose minimum is met wins.
 */
const GRADE_BANDS = [
  { letter: 'A+', min: 97, label: 'Outstanding' },
  { letter: 'A', min: 90, label: 'Excellent' },
  { letter: 'B', min: 80, label: 'Very good' },
  { letter: 'C', min: 70, label: 'Good' },
  { letter: 'D', min: 60, label: 'Satisfactory' },
  { letter: 'F', min: 0, label: 'Fail' },
];

const PASSING_LETTERS = new Set(['A+', 'A', 'B', 'C', 'D']);

// Certificates require a C or better, even though D is a pass on the transcript.
const CERTIFICATE_MIN_PERCENTAGE = 70;

function toPercentage(score, maxScore) {
  if (!Number.isFinite(score) || !Number.isFinite(maxScore) || maxScore <= 0) {
    throw new RangeError(`Invalid score ${score}/${maxScore}`);
  }
  return Math.round((score / maxScore) * 1000) / 10;
}

function letterGradeFor(percentage) {
  const band = GRADE_BANDS.find((b) => percentage >= b.min);
  return band ? band.letter : 'F';
}

function describeGrade(score, maxScore) {
  const percentage = toPercentage(score, maxScore);
  const letter = letterGradeFor(percentage);
  const band = GRADE_BANDS.find((b) => b.letter === letter);
  return {
    percentage,
    letter,
    label: band.label,
    passed: PASSING_LETTERS.has(letter),
    certificateEligible: percentage >= CERTIFICATE_MIN_PERCENTAGE,
  };
}

module.exports = {
  GRADE_BANDS,
  CERTIFICATE_MIN_PERCENTAGE,
  toPercentage,
  letterGradeFor,
  describeGrade,
};
