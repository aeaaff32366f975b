import type { XyYards } from './local-frame';

/**
 * The course plan's landing zone (issue 19 course-plan-report): where to aim an approach so the
 * player's 95 % dispersion ellipse stays out of hazards and off the short side, with the reason in
 * words. Everything is in yards on the frame of the shot's line (x right, y toward the pin).
 */
export type Hazard = { kind: 'bunker' | 'water'; ring: readonly XyYards[] };

export type PlanEllipse = {
  /** Semi-axes of the 95 % ellipse, yards, and the major axis' angle from +x (radians). */
  major: number;
  minor: number;
  angle: number;
  /** The player's mean miss with this club (+ right, + long), yards: the pattern is centred on aim + bias. */
  bias: XyYards;
};

export type PlanInput = {
  pin: XyYards;
  greenCenter: XyYards;
  hazards: readonly Hazard[];
  ellipse: PlanEllipse;
};

/** Farthest the plan moves the aim from the pin (each way, across and along), and its grid step, yards. */
export const MAX_AIM_SHIFT_YARDS = 20;
export const AIM_STEP_YARDS = 1;
/** Points on the ellipse's edge tested against the hazards. */
export const ELLIPSE_EDGE_SAMPLES = 48;
/**
 * A pin this far or more to one side of the green's centre has a short side: the plan never aims
 * beyond the pin on that side (a miss there leaves a chip with no green to work with).
 */
export const SHORT_SIDE_MIN_OFFSET_YARDS = 3;

export type LandingPlan = {
  aim: XyYards;
  /** aim − pin, yards (+ right, + long). */
  shift: XyYards;
  /** No edge point of the 95 % ellipse lies in a hazard. */
  isClear: boolean;
  /** Hazards the pattern would touch aiming straight at the pin. */
  hazardsAtPin: Hazard[];
  /** Edge samples in hazards at the chosen aim (0 when clear). */
  hazardSamples: number;
  reason: string;
};

/** Ray casting; the ring may be closed or open. */
export function isInsidePolygon(p: XyYards, ring: readonly XyYards[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i]!;
    const b = ring[j]!;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

/** The ellipse's centre and edge points for a given aim. */
export function ellipseSamples(aim: XyYards, e: PlanEllipse): XyYards[] {
  const c = { x: aim.x + e.bias.x, y: aim.y + e.bias.y };
  const cos = Math.cos(e.angle);
  const sin = Math.sin(e.angle);
  const points = [c];
  for (let i = 0; i < ELLIPSE_EDGE_SAMPLES; i++) {
    const t = (2 * Math.PI * i) / ELLIPSE_EDGE_SAMPLES;
    const u = e.major * Math.cos(t);
    const v = e.minor * Math.sin(t);
    points.push({ x: c.x + u * cos - v * sin, y: c.y + u * sin + v * cos });
  }
  return points;
}

function hazardsTouched(aim: XyYards, input: PlanInput): { hazards: Hazard[]; samples: number } {
  const points = ellipseSamples(aim, input.ellipse);
  let samples = 0;
  const hazards: Hazard[] = [];
  for (const hazard of input.hazards) {
    const inside = points.filter((p) => isInsidePolygon(p, hazard.ring)).length;
    if (inside > 0) hazards.push(hazard);
    samples += inside;
  }
  return { hazards, samples };
}

const centroid = (ring: readonly XyYards[]): XyYards => ({
  x: ring.reduce((s, p) => s + p.x, 0) / ring.length,
  y: ring.reduce((s, p) => s + p.y, 0) / ring.length,
});

export type FormatYards = (yards: number) => string;
const defaultFormat: FormatYards = (yards) => `${Math.round(yards)} yd`;

function describeHazards(hazards: readonly Hazard[], pin: XyYards): string {
  const parts = hazards.map((h) => {
    const c = centroid(h.ring);
    const side =
      Math.abs(c.x - pin.x) >= Math.abs(c.y - pin.y)
        ? c.x > pin.x
          ? 'right'
          : 'left'
        : c.y > pin.y
          ? 'long'
          : 'short';
    return `the ${h.kind === 'water' ? 'water' : 'bunker'} ${side}`;
  });
  return [...new Set(parts)].join(' and ');
}

function describeShift(shift: XyYards, format: FormatYards): string {
  const parts: string[] = [];
  if (Math.abs(shift.x) >= AIM_STEP_YARDS)
    parts.push(`${format(Math.abs(shift.x))} ${shift.x > 0 ? 'right' : 'left'}`);
  if (Math.abs(shift.y) >= AIM_STEP_YARDS)
    parts.push(`${format(Math.abs(shift.y))} ${shift.y > 0 ? 'long' : 'short'}`);
  return parts.length ? `Aim ${parts.join(' and ')} of the pin` : 'Aim at the pin';
}

/**
 * Chooses the aim nearest the pin (a 1-yd grid round it) whose 95 % pattern touches no
 * hazard and that is not beyond the pin on its short side; when none is clear, the aim touching the
 * fewest hazard points. `format` writes distances in the report's unit.
 */
export function planLanding(input: PlanInput, format: FormatYards = defaultFormat): LandingPlan {
  const { pin, greenCenter } = input;
  const pinSide = pin.x - greenCenter.x;
  const hasShortSide = Math.abs(pinSide) >= SHORT_SIDE_MIN_OFFSET_YARDS;
  const atPin = hazardsTouched(pin, input);
  // Candidates nearest the pin first (then nearest the middle of the green): the first clear one wins,
  // so a hole with a clear pin costs one test; only when none is clear are all of them weighed.
  const candidates: { aim: XyYards; cost: number; toCentre: number }[] = [];
  for (let dy = -MAX_AIM_SHIFT_YARDS; dy <= MAX_AIM_SHIFT_YARDS; dy += AIM_STEP_YARDS) {
    for (let dx = -MAX_AIM_SHIFT_YARDS; dx <= MAX_AIM_SHIFT_YARDS; dx += AIM_STEP_YARDS) {
      const aim = { x: pin.x + dx, y: pin.y + dy };
      // The pattern's centre is never beyond the pin on its short side.
      const side = aim.x + input.ellipse.bias.x - pin.x;
      if (hasShortSide && Math.sign(side) === Math.sign(pinSide) && Math.abs(side) > AIM_STEP_YARDS / 2)
        continue;
      const toCentre = Math.hypot(aim.x - greenCenter.x, aim.y - greenCenter.y);
      candidates.push({ aim, cost: Math.hypot(dx, dy), toCentre });
    }
  }
  candidates.sort((a, b) => a.cost - b.cost || a.toCentre - b.toCentre);
  let best: { aim: XyYards; samples: number } | null = null;
  for (const c of candidates) {
    const { samples } = hazardsTouched(c.aim, input);
    if (!best || samples < best.samples) best = { aim: c.aim, samples };
    if (samples === 0) break;
  }
  const aim = best!.aim;
  const shift = { x: aim.x - pin.x, y: aim.y - pin.y };
  const isClear = best!.samples === 0;
  const pattern = `your 95 % pattern (${format(2 * input.ellipse.major)} × ${format(2 * input.ellipse.minor)})`;
  let reason: string;
  if (!isClear) {
    reason = `${describeShift(shift, format)}: no aim keeps ${pattern} out of ${describeHazards(atPin.hazards, pin)}; this one leaves the fewest misses there.`;
  } else if (atPin.hazards.length === 0) {
    reason = `${describeShift(shift, format)}${hasShortSide && (shift.x !== 0 || shift.y !== 0) ? ', away from the short side' : ''}: ${pattern} stays clear of every hazard.`;
  } else {
    reason = `${describeShift(shift, format)}: aiming at the pin, ${pattern} reaches ${describeHazards(atPin.hazards, pin)}; from here it stays clear.`;
  }
  return { aim, shift, isClear, hazardsAtPin: atPin.hazards, hazardSamples: best!.samples, reason };
}
