// Fabric-like swatches drawn in CSS stand in for course photos on the home page (no image bytes).
const SWATCHES = [
  'linear-gradient(135deg,#7c2d4a,#c98d1e)',
  'repeating-linear-gradient(45deg,#2f6b4f 0 10px,#e0a83a 10px 20px)',
  'repeating-linear-gradient(90deg,#421827 0 8px,#a8436a 8px 16px,#f7efe2 16px 20px)',
  'radial-gradient(circle at 30% 30%,#e0a83a 0 12%,transparent 13%),radial-gradient(circle at 70% 70%,#e0a83a 0 12%,transparent 13%),#5f2239',
];

export function CourseSwatch({ variant }: { variant: number }) {
  return (
    <div
      aria-hidden="true"
      className="h-32"
      style={{ background: SWATCHES[variant % SWATCHES.length], backgroundSize: variant === 3 ? '40px 40px' : undefined }}
    />
  );
}
