import { average, defineStats, perRound, rate } from './define';

/** Off the Tee stats (spec 3 §9 "Off the Tee"; view Drive). */
export const DRIVE_STATS = defineStats('Drive', {
  'fairways-hit-pct': {
    name: 'Fairways Hit %',
    format: 'percent',
    better: 'higher',
    description: 'Fairways hit among par 4 and 5 tee shots with a result.',
    evaluate: (t) => rate(t.fairwayHit, t.fairwayOpp),
    alsoIn: ['Scorecard'],
  },
  'fairway-miss-left-pct': {
    name: 'Fairway Miss Left %',
    format: 'percent',
    better: 'lower',
    description: 'Tee shots missing the fairway left among fairway chances.',
    evaluate: (t) => rate(t.missLeft, t.fairwayOpp),
  },
  'fairway-miss-right-pct': {
    name: 'Fairway Miss Right %',
    format: 'percent',
    better: 'lower',
    description: 'Tee shots missing the fairway right among fairway chances.',
    evaluate: (t) => rate(t.missRight, t.fairwayOpp),
  },
  'driving-distance': {
    name: 'Driving Distance',
    unit: 'yd',
    format: 'decimal',
    better: 'higher',
    description: 'Average tee-shot length in yards on par 4 and 5 (penalty drives left out).',
    evaluate: (t) => average(t.driveSum, t.drives),
  },
  'tee-penalties-per-round': {
    name: 'Tee Penalties per Round',
    format: 'decimal',
    better: 'lower',
    description: 'Tee shots costing a penalty per 18 holes.',
    evaluate: (t) => perRound(t.teePenalties, t.shotHoles),
  },
  'tee-penalty-pct': {
    name: 'Tee Shot Penalty %',
    format: 'percent',
    better: 'lower',
    description: 'Par 4 and 5 tee shots costing a penalty.',
    evaluate: (t) => rate(t.teePenalties, t.teeShots),
  },
  'tee-shot-rough-pct': {
    name: 'Tee Shots in Rough %',
    format: 'percent',
    better: 'lower',
    description: 'Par 4 and 5 tee shots finishing in the rough.',
    evaluate: (t) => rate(t.teeRough, t.teeShots),
  },
  'fairway-bunker-pct': {
    name: 'Tee Shots in Sand %',
    format: 'percent',
    better: 'lower',
    description: 'Par 4 and 5 tee shots finishing in a bunker.',
    evaluate: (t) => rate(t.teeSand, t.teeShots),
  },
  'sg-off-the-tee': {
    name: 'Strokes Gained: Off the Tee',
    format: 'strokesGained',
    better: 'higher',
    description: 'Strokes gained by par 4 and 5 tee shots per 18 holes.',
    evaluate: (t) => perRound(t.sgOtt, t.sgHoles),
  },
});
