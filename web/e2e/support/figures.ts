/**
 * The figures every screen keeps. Care mode: the MIIT's aging-friendly spec for apps (text 18 px,
 * line height 1.3, targets 60 x 60 px, contrast 4.5:1 for all text). The standard screens:
 * targets of 44 x 44 px (WCAG 2.5.5), contrast as axe-core asks (WCAG 1.4.3).
 */
export const FIGURES = {
  care: { text: 18, lineHeight: 1.3, target: 60, contrast: 4.5 },
  standard: { target: 44 },
} as const;

/** One row of the care-mode table (docs/care-mode.md). */
export interface CareRow {
  screen: string;
  href: string;
  smallestText: number | null;
  lineHeight: number | null;
  smallestTarget: number | null;
  lowestContrast: number | null;
}
