import type { MeasurementName } from '@sewee/shared/pattern-designs';

/** The measured line on the body outline below (viewBox 0 0 40 76): x1 y1 x2 y2. */
const LINES: Record<MeasurementName, readonly [number, number, number, number]> = {
  chest: [12.4, 21, 27.6, 21],
  highBust: [12.7, 18.5, 27.3, 18.5],
  underbust: [12.6, 24, 27.4, 24],
  bustSpan: [17, 21, 23, 21],
  waist: [13, 30, 27, 30],
  waistBack: [14.5, 30, 25.5, 30],
  hips: [12.6, 34, 27.4, 34],
  seat: [12.1, 38, 27.9, 38],
  seatBack: [13.5, 38, 26.5, 38],
  neck: [17.5, 12.6, 22.5, 12.6],
  biceps: [9.8, 22, 11.8, 22],
  wrist: [8.2, 31, 9.7, 31],
  shoulderToShoulder: [11, 15.5, 29, 15.5],
  shoulderSlope: [17, 14, 11, 15.5],
  shoulderToWrist: [11, 15.5, 8.3, 31],
  hpsToBust: [17.5, 13.6, 17.5, 21],
  hpsToWaistFront: [18.5, 13.6, 18.5, 30],
  hpsToWaistBack: [21.5, 13.6, 21.5, 30],
  waistToArmpit: [12.6, 19, 13, 30],
  waistToHips: [27, 30, 27.4, 34],
  waistToSeat: [27, 30, 27.9, 38],
  waistToKnee: [28, 30, 27.6, 56],
  crotchDepth: [30.5, 30, 30.5, 44],
  inseam: [20.6, 44, 21.6, 72],
};

/** One body outline (front), the same for every measurement. */
const BODY = 'M17 12v2l-6 1.5-3 16.5h1.5l3-13 .5 11-1 8 1 34h5l2-28 2 28h5l1-34-1-8 .5-11 3 13H32l-3-16.5-6-1.5v-2';

/** A small picture of where a measurement is taken: the body outline with its line highlighted. Decorative: the guide text says it. */
export function MeasurementFigure({ name }: { name: MeasurementName }) {
  const [x1, y1, x2, y2] = LINES[name];
  return (
    <svg viewBox="0 0 40 76" aria-hidden="true" className="h-20 w-11 shrink-0">
      <circle cx="20" cy="7" r="4.5" fill="none" stroke="#a8a29e" strokeWidth="0.8" />
      <path d={BODY} fill="#f5f5f4" stroke="#a8a29e" strokeWidth="0.8" strokeLinejoin="round" />
      <line x1={x1} y1={y1} x2={x2} y2={y2} stroke="#9f1239" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}
